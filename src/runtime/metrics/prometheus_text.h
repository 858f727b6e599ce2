// kt --metrics: a program's maps in the Prometheus text exposition format
// (version 0.0.4), as man/kt.1 (Metrics for Prometheus) describes. Pure functions, no I/O.
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
#pragma once

#include <cstdint>
#include <string>
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

// The Content-Type of prometheus_text()'s result.
inline constexpr const char *kPrometheusContentType = "text/plain; version=0.0.4; charset=utf-8";

std::string prometheus_text(const std::vector<MetricsMap> &maps, const MetricsHealth &health);

// The metric name of map `name` ("@bytes", "@", "@lib::x"): "kt_bytes",
// "kt_map", "kt_lib__x".
std::string metric_name(const std::string &name);

} // namespace kt::runtime
