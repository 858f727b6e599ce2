// kt --metrics' text: each aggregation's metric type and samples, labels
// from key names and record fields, stacks merged, histograms cumulative
// with exact `le` bounds; the same in OpenMetrics' text, and which of the
// two a request's Accept header gets; the address rules of --metrics.
#include <gtest/gtest.h>

#include "runtime/metrics/http_server.h"
#include "runtime/metrics/prometheus_text.h"
#include "../output/output_fixtures.h"

namespace kt::runtime::test {
namespace {

std::string text_of_map(MapData data, std::vector<std::string> labels = {}, std::string help = "",
                        Exposition format = Exposition::Prometheus) {
  manifest::Map m;
  m.name = data.name;
  m.key_labels = std::move(labels);
  m.help = std::move(help);
  std::vector<MetricsMap> maps{{&m, std::move(data)}};
  std::string all = prometheus_text(maps, {}, format);
  // Only the map's part: after kt's own health metrics (the last one's
  // sample line).
  size_t at = all.find("\nkt_self_run_seconds ");
  EXPECT_NE(at, std::string::npos) << all;
  return all.substr(all.find('\n', at + 1) + 1);
}

std::string om_of_map(MapData data, std::vector<std::string> labels = {}, std::string help = "") {
  return text_of_map(std::move(data), std::move(labels), std::move(help), Exposition::OpenMetrics);
}

TEST(PrometheusText, CountIsACounterWithLabelsFromKeyNames) {
  MapData d = make_map("@opens", "count", true,
                       {scalar({S("bash"), U(12)}, U(3)), scalar({S("cat"), U(7)}, U(40))});
  EXPECT_EQ(text_of_map(d, {"comm", "pid"}, "Opens by process."),
            "# HELP kt_opens_total Opens by process.\n"
            "# TYPE kt_opens_total counter\n"
            "kt_opens_total{comm=\"bash\",pid=\"12\"} 3\n"
            "kt_opens_total{comm=\"cat\",pid=\"7\"} 40\n");
}

TEST(PrometheusText, SumMinMaxArePlainGaugesAndHelpDefaultsToTheName) {
  EXPECT_EQ(text_of_map(make_map("@bytes", "sum", false, {scalar({}, I(-5))})),
            "# HELP kt_bytes kt map @bytes\n# TYPE kt_bytes gauge\nkt_bytes -5\n");
  EXPECT_EQ(text_of_map(make_map("@", "max", false, {scalar({}, I(9))})),
            "# HELP kt_map kt map @\n# TYPE kt_map gauge\nkt_map 9\n");
}

TEST(PrometheusText, AvgIsASummaryOfSumAndCount) {
  EXPECT_EQ(text_of_map(make_map("@lat", "avg", true, {stats({S("x")}, 4, 100)}), {"comm"}),
            "# HELP kt_lat kt map @lat\n# TYPE kt_lat summary\n"
            "kt_lat_sum{comm=\"x\"} 100\nkt_lat_count{comm=\"x\"} 4\n");
}

TEST(PrometheusText, Log2HistogramIsCumulativeWithIntegerBounds) {
  // Buckets: 1 is the value 0, 2 the value 1, 4 is [4, 8).
  MapData d = make_map("@sizes", "hist", false, {hist({}, log2_buckets({{1, 2}, {2, 1}, {4, 5}}))});
  EXPECT_EQ(text_of_map(d), "# HELP kt_sizes kt map @sizes\n# TYPE kt_sizes histogram\n"
                            "kt_sizes_bucket{le=\"-1\"} 0\n"
                            "kt_sizes_bucket{le=\"0\"} 2\n"
                            "kt_sizes_bucket{le=\"1\"} 3\n"
                            "kt_sizes_bucket{le=\"3\"} 3\n"
                            "kt_sizes_bucket{le=\"7\"} 8\n"
                            "kt_sizes_bucket{le=\"+Inf\"} 8\n"
                            "kt_sizes_count 8\n");
}

TEST(PrometheusText, Log2HistogramWithBitsBoundsEachBucket) {
  // hist(v, 1): bucket 1 is 0, 2 is 1, 3 is 2, 4 is 3, 5 is [4, 5], 6 is [6, 7].
  MapData d = make_map("@sizes", "hist", false, {hist({}, std::vector<uint64_t>{0, 1, 0, 0, 0, 2, 3})});
  d.params = {1};
  EXPECT_EQ(text_of_map(d), "# HELP kt_sizes kt map @sizes\n# TYPE kt_sizes histogram\n"
                            "kt_sizes_bucket{le=\"-1\"} 0\n"
                            "kt_sizes_bucket{le=\"0\"} 1\n"
                            "kt_sizes_bucket{le=\"1\"} 1\n"
                            "kt_sizes_bucket{le=\"2\"} 1\n"
                            "kt_sizes_bucket{le=\"3\"} 1\n"
                            "kt_sizes_bucket{le=\"5\"} 3\n"
                            "kt_sizes_bucket{le=\"7\"} 6\n"
                            "kt_sizes_bucket{le=\"+Inf\"} 6\n"
                            "kt_sizes_count 6\n");
}

TEST(PrometheusText, LinearHistogramWritesEveryBucket) {
  LinearParams p{0, 10, 5}; // < 0, [0, 5), [5, 10), >= 10
  MapData d = make_lhist("@l", p, false, {hist({}, linear_buckets(p, {{1, 1}, {3, 4}}))});
  EXPECT_EQ(text_of_map(d), "# HELP kt_l kt map @l\n# TYPE kt_l histogram\n"
                            "kt_l_bucket{le=\"-1\"} 0\n"
                            "kt_l_bucket{le=\"4\"} 1\n"
                            "kt_l_bucket{le=\"9\"} 1\n"
                            "kt_l_bucket{le=\"+Inf\"} 5\n"
                            "kt_l_count 5\n");
}

TEST(PrometheusText, StackKeysAreNoLabelsTheirCountsAdd) {
  MapData d = make_map("@s", "count", true,
                       {scalar({K({"a", "main"}), S("x")}, U(2)), scalar({K({"b", "main"}), S("x")}, U(5)),
                        scalar({K({"c"}), S("y")}, U(1))});
  EXPECT_EQ(text_of_map(d, {"kstack", "comm"}), "# HELP kt_s_total kt map @s\n# TYPE kt_s_total counter\n"
                                               "kt_s_total{comm=\"x\"} 7\nkt_s_total{comm=\"y\"} 1\n");
  MapData mx = make_map("@m", "max", true, {scalar({K({"a"})}, I(3)), scalar({K({"b"})}, I(8))});
  EXPECT_NE(text_of_map(mx, {"kstack"}).find("\nkt_m 8\n"), std::string::npos);
}

TEST(PrometheusText, RecordKeysNameTheirLabelsAndValuesAreEscaped) {
  Value rec = Value::make_record({"file", "pid"}, {S("a\"b\\c\nd"), U(1)});
  MapData d = make_map("@r", "count", true, {scalar({rec}, U(1))});
  EXPECT_EQ(text_of_map(d, {"key"}), "# HELP kt_r_total kt map @r\n# TYPE kt_r_total counter\n"
                                     "kt_r_total{file=\"a\\\"b\\\\c\\nd\",pid=\"1\"} 1\n");
}

TEST(PrometheusText, NonNumbersAndTseriesAreNotExported) {
  EXPECT_EQ(text_of_map(make_map("@names", "", true, {scalar({U(1)}, S("bash"))}), {"pid"}),
            "# kt: @names is not exported: its values are not numbers\n");
  EXPECT_EQ(text_of_map(make_map("@t", "tseries", false, {})), "# kt: @t (tseries) is not exported\n");
}

TEST(PrometheusText, HealthComesFirst) {
  std::string t = prometheus_text({}, {.lost_records = 3, .dropped_map_updates = 4, .probes_attached = 2,
                                       .run_seconds = 1.5});
  EXPECT_NE(t.find("\nkt_self_lost_records_total 3\n"), std::string::npos);
  EXPECT_NE(t.find("\nkt_self_dropped_map_updates_total 4\n"), std::string::npos);
  EXPECT_NE(t.find("\nkt_self_probes_attached 2\n"), std::string::npos);
  EXPECT_NE(t.find("\nkt_self_run_seconds 1.500\n"), std::string::npos);
}

TEST(OpenMetricsText, ACounterFamilyIsNamedWithoutTotalItsSamplesWithIt) {
  MapData d = make_map("@opens", "count", true,
                       {scalar({S("bash"), U(12)}, U(3)), scalar({S("cat"), U(7)}, U(40))});
  EXPECT_EQ(om_of_map(d, {"comm", "pid"}, "Opens by \"process\"."),
            "# TYPE kt_opens counter\n"
            "# HELP kt_opens Opens by \\\"process\\\".\n"
            "kt_opens_total{comm=\"bash\",pid=\"12\"} 3\n"
            "kt_opens_total{comm=\"cat\",pid=\"7\"} 40\n"
            "# EOF\n");
}

TEST(OpenMetricsText, GaugesAndSummariesAsInTheTextFormatTypeFirst) {
  EXPECT_EQ(om_of_map(make_map("@bytes", "sum", false, {scalar({}, I(-5))})),
            "# TYPE kt_bytes gauge\n# HELP kt_bytes kt map @bytes\nkt_bytes -5\n# EOF\n");
  EXPECT_EQ(om_of_map(make_map("@lat", "avg", true, {stats({S("x")}, 4, 100)}), {"comm"}),
            "# TYPE kt_lat summary\n# HELP kt_lat kt map @lat\n"
            "kt_lat_sum{comm=\"x\"} 100\nkt_lat_count{comm=\"x\"} 4\n# EOF\n");
}

TEST(OpenMetricsText, HistogramBoundsAreCanonicalNumbersAndThereIsNoCount) {
  // Buckets: 0 holds negative values, 1 the value 0, 3 is [2, 4), 22 is
  // [2^20, 2^21): le 2097151, in exponent form from 1e+06 up.
  MapData d = make_map("@sizes", "hist", false, {hist({}, log2_buckets({{0, 1}, {1, 2}, {3, 1}, {22, 4}}))});
  std::string t = om_of_map(d);
  EXPECT_EQ(t.substr(0, t.find("kt_sizes_bucket{le=\"7.0\"}")),
            "# TYPE kt_sizes histogram\n# HELP kt_sizes kt map @sizes\n"
            "kt_sizes_bucket{le=\"-1.0\"} 1\n"
            "kt_sizes_bucket{le=\"0.0\"} 3\n"
            "kt_sizes_bucket{le=\"1.0\"} 3\n"
            "kt_sizes_bucket{le=\"3.0\"} 4\n");
  EXPECT_NE(t.find("\nkt_sizes_bucket{le=\"524287.0\"} 4\n"), std::string::npos);
  EXPECT_NE(t.find("\nkt_sizes_bucket{le=\"1.048575e+06\"} 4\n"
                   "kt_sizes_bucket{le=\"2.097151e+06\"} 8\n"
                   "kt_sizes_bucket{le=\"+Inf\"} 8\n# EOF\n"),
            std::string::npos);
  EXPECT_EQ(t.find("_count"), std::string::npos);
  LinearParams p{-10, 10, 10};
  MapData l = make_lhist("@l", p, false, {hist({}, linear_buckets(p, {{1, 1}}))});
  EXPECT_NE(om_of_map(l).find("kt_l_bucket{le=\"-11.0\"} 0\nkt_l_bucket{le=\"-1.0\"} 1\n"
                              "kt_l_bucket{le=\"9.0\"} 1\nkt_l_bucket{le=\"+Inf\"} 1\n# EOF\n"),
            std::string::npos);
}

TEST(OpenMetricsText, MapsNotExportedLeaveNoCommentAndTheTextEndsWithEof) {
  EXPECT_EQ(om_of_map(make_map("@names", "", true, {scalar({U(1)}, S("bash"))}), {"pid"}), "# EOF\n");
  EXPECT_EQ(om_of_map(make_map("@t", "tseries", false, {})), "# EOF\n");
  std::string t = prometheus_text({}, {.lost_records = 3, .probes_attached = 2}, Exposition::OpenMetrics);
  EXPECT_EQ(t.substr(0, t.find("\n# TYPE kt_self_dropped") + 1),
            "# TYPE kt_self_lost_records counter\n"
            "# HELP kt_self_lost_records Records kt's programs could not queue because the ring buffer was full.\n"
            "kt_self_lost_records_total 3\n");
  EXPECT_NE(t.find("\n# TYPE kt_self_probes_attached gauge\n"), std::string::npos);
  EXPECT_EQ(t.rfind("# EOF\n"), t.size() - 6);
  EXPECT_EQ(t.find("# kt:"), std::string::npos);
}

TEST(OpenMetricsText, ACounterNameTakenByAnotherMapIsNotExportedTwice) {
  manifest::Map a, b;
  std::vector<MetricsMap> maps{{&a, make_map("@x", "count", false, {scalar({}, U(1))})},
                               {&b, make_map("@x_total", "sum", false, {scalar({}, U(2))})}};
  std::string om = prometheus_text(maps, {}, Exposition::OpenMetrics);
  EXPECT_NE(om.find("\nkt_x_total 1\n"), std::string::npos);
  EXPECT_EQ(om.find("kt_x_total 2"), std::string::npos);
  EXPECT_NE(prometheus_text(maps, {}).find("# kt: @x_total is not exported: its name kt_x_total is taken\n"),
            std::string::npos);
}

TEST(OpenMetricsText, TheAcceptHeaderChoosesTheFormat) {
  // Prometheus 2.42's own header.
  EXPECT_EQ(negotiate_exposition("application/openmetrics-text;version=1.0.0,application/openmetrics-text;"
                                 "version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1"),
            Exposition::OpenMetrics);
  EXPECT_EQ(negotiate_exposition("Application/OpenMetrics-Text; Version=1.0.0; charset=utf-8"),
            Exposition::OpenMetrics);
  EXPECT_EQ(negotiate_exposition("application/openmetrics-text, text/plain"), Exposition::OpenMetrics);
  EXPECT_EQ(negotiate_exposition("text/plain;q=0.4, application/openmetrics-text;q=0.9"), Exposition::OpenMetrics);
  for (const char *text : {"", "text/plain", "*/*", "text/plain;version=0.0.4", "text/plain, application/openmetrics-text",
                           "application/openmetrics-text;q=0.3, text/plain;q=0.5",
                           "application/openmetrics-text;q=0, */*", "application/openmetrics-text;version=0.0.1",
                           "application/json"})
    EXPECT_EQ(negotiate_exposition(text), Exposition::Prometheus) << text;
  EXPECT_STREQ(content_type(Exposition::OpenMetrics), "application/openmetrics-text; version=1.0.0; charset=utf-8");
  EXPECT_STREQ(content_type(Exposition::Prometheus), "text/plain; version=0.0.4; charset=utf-8");
}

TEST(MetricsAddress, LoopbackByDefaultWildcardOnlyWhenAsked) {
  auto a = parse_metrics_address("9464", false);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a->host, "127.0.0.1");
  EXPECT_EQ(a->port, "9464");
  auto v6 = parse_metrics_address("[::1]:80", false);
  ASSERT_TRUE(v6.ok());
  EXPECT_EQ(v6->host, "::1");
  for (const char *wild : {":9464", "0.0.0.0:9464", "[::]:9464", "*:9464"}) {
    auto w = parse_metrics_address(wild, false);
    ASSERT_FALSE(w.ok()) << wild;
    EXPECT_NE(w.error().message.find("--metrics-all-interfaces"), std::string::npos);
    EXPECT_TRUE(parse_metrics_address(wild, true).ok()) << wild;
  }
  EXPECT_FALSE(parse_metrics_address("localhost:http", false).ok());
  EXPECT_FALSE(parse_metrics_address("70000", false).ok());
  EXPECT_FALSE(parse_metrics_address("::1:80", false).ok());
}

} // namespace
} // namespace kt::runtime::test
