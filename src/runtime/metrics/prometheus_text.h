// kt --metrics: a program's maps in the Prometheus text exposition format
// (version 0.0.4), or in OpenMetrics 1.0.0's text format when the scraper
// asks for it, as man/kt.1 (Metrics for Prometheus) describes. Pure
// functions, no I/O.
//
//   count                  counter    kt_NAME_total
//   sum, min, max, plain   gauge      kt_NAME (plain maps: integer and bool values)
//   avg, stats             summary    kt_NAME_sum, kt_NAME_count (no quantiles)
//   hist, lhist            histogram  kt_NAME_bucket{le="..."}, kt_NAME_count
//                                     (no _sum: kt keeps none)
//   tseries, other values  not exported: a `# kt:` comment says so
//
// Each key is a label named by Map::key_labels (a record key: by its
// fields); a stack key is no label: entries that differ only in their
// stacks are added into one sample (min and max taken, not added).
//
// OpenMetrics differs where its specification says so: a counter's family
// is named without _total (`# TYPE kt_NAME counter`, samples kt_NAME_total);
// TYPE comes before HELP, whose double quotes are escaped too; `le` bounds
// are canonical numbers (Go's %g with ".0": "1.0", "1.048575e+06"); a
// histogram has no _count (OpenMetrics allows one only with a _sum, which
// kt keeps none of: le="+Inf" holds the count); no `# kt:` comments (no
// other '#' line is allowed); the text ends with `# EOF`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/value.h"

namespace kt::runtime {

struct MetricsMap {
  const manifest::Map *map = nullptr; // key_labels, help
  MapData data;                        // as the map reader read it
};

// kt's own health, exported as kt_self_*.
struct MetricsHealth {
  uint64_t lost_records = 0;
  uint64_t dropped_map_updates = 0;
  uint64_t probes_attached = 0;
  double run_seconds = 0; // since the probes were attached
};

enum class Exposition { Prometheus, OpenMetrics }; // text 0.0.4, OpenMetrics text 1.0.0

// The Content-Type of prometheus_text()'s result.
inline constexpr const char *kPrometheusContentType = "text/plain; version=0.0.4; charset=utf-8";
inline constexpr const char *kOpenMetricsContentType = "application/openmetrics-text; version=1.0.0; charset=utf-8";
const char *content_type(Exposition e);

// The format to answer a request with, by its Accept header's value (""
// when it has none): of the media ranges kt serves
// (application/openmetrics-text of version 1.0.0 or none named;
// text/plain, text/*, */*: the text format), the one with the highest
// q-value above 0, the first named on a tie; the text format 0.0.4 when
// none is (no Accept, or only other types).
Exposition negotiate_exposition(std::string_view accept);

std::string prometheus_text(const std::vector<MetricsMap> &maps, const MetricsHealth &health,
                            Exposition format = Exposition::Prometheus);

// The metric name of map `name` ("@bytes", "@", "@lib::x"): "kt_bytes",
// "kt_map", "kt_lib__x".
std::string metric_name(const std::string &name);

} // namespace kt::runtime
