// -f trace: timelines written in the Chrome Trace Event format (one event
// a line), a thread's session at a time; a chain's slices joining the calls
// they enclose; everything else as text on the error stream. The browser
// test (tests/flamegraph/trace_test.sh) opens the result in speedscope.
#include <gtest/gtest.h>

#include "output_fixtures.h"
#include "runtime/output/trace_events.h"

namespace kt::runtime::test {
namespace {

TimelineSlice slice(std::string name, uint64_t start, uint64_t dur, uint32_t depth, std::string result,
                    bool failed = false) {
  TimelineSlice s{
      .name = std::move(name), .start_ns = start, .duration_ns = dur, .depth = depth, .failed = failed};
  s.args.push_back({"result", "\"" + result + "\""});
  return s;
}

Timeline timeline(Timeline::Kind kind, uint32_t tid, std::vector<TimelineSlice> slices) {
  return Timeline{.kind = kind, .pid = 812, .tid = tid, .comm = "app", .slices = std::move(slices)};
}

// The report print(calls()) or print(stack()) hands the output.
PreparedReport report(Timeline t) {
  return PreparedReport(t.kind == Timeline::Kind::Calls ? "session_calls" : "session", "text form\n", "{}",
                        t);
}

// The document's lines between its first and last.
std::vector<std::string> events(const std::string &doc) {
  std::vector<std::string> lines;
  for (size_t at = 0; at < doc.size();) {
    size_t nl = doc.find('\n', at);
    lines.push_back(doc.substr(at, nl - at));
    at = nl + 1;
  }
  EXPECT_GE(lines.size(), 2u);
  EXPECT_EQ(lines.front(),
            "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"clock\":\"CLOCK_MONOTONIC\"},\"traceEvents\":[");
  EXPECT_EQ(lines.back(), "]}");
  std::vector<std::string> out(lines.begin() + 1, lines.end() - 1);
  for (size_t i = 0; i + 1 < out.size(); i++) { // each event but the last ends with a comma
    EXPECT_EQ(out[i].back(), ',') << out[i];
    out[i].pop_back();
  }
  return out;
}

TEST(TraceOutputTest, CallsAreCompleteEventsOnTheirThreadsTrack) {
  Timeline t = timeline(Timeline::Kind::Calls, 813,
                        {slice("api_request", 5838174012345, 56250, 0, "-ENOENT", true),
                         slice("svc_handle", 5838174013000, 2001, 1, "0")});
  t.slices[1].args.push_back({"args", "{\"depth\":4}"});
  Streams s = capture(Format::Trace, [&](Output &o) { o.report(report(t)); });
  EXPECT_EQ(s.err, "");
  EXPECT_EQ(
      events(s.out),
      (std::vector<std::string>{
          R"({"name":"process_name","ph":"M","ts":0,"pid":812,"tid":813,"args":{"name":"app"}})",
          R"({"name":"thread_name","ph":"M","ts":0,"pid":812,"tid":813,"args":{"name":"app"}})",
          R"({"name":"api_request","cat":"error","cname":"terrible","ph":"X","ts":5838174012.345,"dur":56.250,"pid":812,"tid":813,"args":{"result":"-ENOENT"}})",
          R"({"name":"svc_handle","cat":"call","ph":"X","ts":5838174013.000,"dur":2.001,"pid":812,"tid":813,"args":{"result":"0","args":{"depth":4}}})",
      }));
}

TEST(TraceOutputTest, NothingTracedIsAnEmptyTrace) {
  Streams s = capture(Format::Trace, [](Output &o) { o.printf("hello\n"); });
  EXPECT_TRUE(events(s.out).empty());
  EXPECT_EQ(s.err, "hello\n");
}

TEST(TraceOutputTest, EverythingElseIsTextOnTheErrorStream) {
  MapData m = make_map("@", "count", true, {scalar({K({"a+1"})}, U(4))});
  Streams s = capture(Format::Trace, [&](Output &o) {
    o.report(TextReport("join", "a b\n", "a b"));
    o.map(m, 0, 1);
  });
  EXPECT_TRUE(events(s.out).empty());
  EXPECT_EQ(s.err, "a b\n@[\n    a+1\n]: 4\n");
}

TEST(TraceOutputTest, AChainMarksTheCallsItEncloses) {
  // print(stack()) times a call just outside print(calls()) does.
  Timeline calls = timeline(Timeline::Kind::Calls, 812,
                            {slice("api", 1000, 500, 0, "-EIO", true), slice("svc", 1100, 100, 1, "0"),
                             slice("svc", 1300, 100, 1, "-EIO", true)});
  Timeline chain =
      timeline(Timeline::Kind::Chain, 812,
               {slice("api", 990, 520, 0, "-EIO", true), slice("svc", 1290, 120, 1, "-EIO", true),
                slice("deep", 1350, 10, 2, "-EIO", true)});
  chain.slices[2].args.push_back({"origin", "true"});
  Streams s = capture(Format::Trace, [&](Output &o) {
    o.report(report(chain));
    o.report(report(calls));
    o.report(report(calls)); // print(calls()) twice: once in the trace
  });
  std::vector<std::string> e = events(s.out);
  ASSERT_EQ(e.size(), 6u);
  EXPECT_NE(e[2].find(R"("name":"api","cat":"error")"), std::string::npos);
  EXPECT_NE(e[2].find(R"("ts":1.000,"dur":0.500)"), std::string::npos); // the calls' times
  EXPECT_NE(e[3].find(R"("name":"svc","cat":"call")"), std::string::npos);
  EXPECT_NE(e[4].find(R"("ts":1.300,"dur":0.100)"), std::string::npos);
  // The chain's deepest call, not among the calls, is a slice of its own.
  EXPECT_NE(e[5].find(R"("name":"deep","cat":"error","cname":"terrible","ph":"X","ts":1.350,"dur":0.010)"),
            std::string::npos);
  EXPECT_NE(e[5].find(R"("args":{"result":"-EIO","origin":true})"), std::string::npos);
}

TEST(TraceOutputTest, ASessionIsWrittenOnceTheThreadsNextOneStarts) {
  std::ostringstream out;
  TraceEventWriter w(out);
  w.add(timeline(Timeline::Kind::Calls, 812, {slice("first", 1000, 100, 0, "0")}));
  w.add(timeline(Timeline::Kind::Calls, 900, {slice("other", 1050, 100, 0, "0")}));
  EXPECT_EQ(out.str().find("first"), std::string::npos); // its chain may follow
  w.add(timeline(Timeline::Kind::Calls, 812, {slice("second", 2000, 100, 0, "0")}));
  EXPECT_NE(out.str().find("\"first\""), std::string::npos);
  EXPECT_EQ(out.str().find("\"second\""), std::string::npos);
  w.finish();
  std::vector<std::string> e = events(out.str());
  // One process and two threads named once each, three calls; at the end
  // the sessions held, by thread.
  ASSERT_EQ(e.size(), 6u);
  EXPECT_NE(e[2].find("\"first\""), std::string::npos);
  EXPECT_NE(e[3].find("\"second\""), std::string::npos);
  EXPECT_EQ(e[4], R"({"name":"thread_name","ph":"M","ts":0,"pid":812,"tid":900,"args":{"name":"app"}})");
  EXPECT_NE(e[5].find("\"other\""), std::string::npos);
}

TEST(TraceOutputTest, MicrosecondsToTheNanosecond) {
  EXPECT_EQ(trace_microseconds(0), "0.000");
  EXPECT_EQ(trace_microseconds(7), "0.007");
  EXPECT_EQ(trace_microseconds(56250), "56.250");
  EXPECT_EQ(trace_microseconds(59264451814091000), "59264451814091.000");
}

TEST(TraceOutputTest, NamesAreEscaped) {
  Timeline t = timeline(Timeline::Kind::Calls, 812, {slice("op\"<>", 1000, 5, 0, "0")});
  t.comm = "a\\b";
  Streams s = capture(Format::Trace, [&](Output &o) { o.report(report(t)); });
  EXPECT_NE(s.out.find(R"("args":{"name":"a\\b"})"), std::string::npos);
  EXPECT_NE(s.out.find(R"("name":"op\"<>")"), std::string::npos);
}

} // namespace
} // namespace kt::runtime::test
