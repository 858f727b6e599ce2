// tseries() as bpftrace v0.26 prints it: which intervals a key shows, the
// graph (a 53-column plot between the smallest and largest value, a
// `hh:mm:ss.ms` label per interval, '.' on the zero line when the range
// crosses zero, '-' for an interval without a value) and the JSON list.
// The aggregation family's renderer (aggregations.cpp); pure functions,
// no I/O but the local time zone for the labels.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kt::runtime {

// One printed interval: when it starts (ns since the Unix epoch; TAI read
// as wall-clock time, as bpftrace does) and its value, if it has one (the
// bits of an s64 or u64, as the series is signed or not).
struct TSeriesRow {
  uint64_t start_ns = 0;
  std::optional<uint64_t> value;
};

// A key's rows in the window [first, last] (interval numbers: a start
// divided by `interval_ns`): from its first interval in the window that
// has a value to `last`, empty intervals included. `last` is the latest
// interval of any key of the map, so a key that stopped early ends in
// empty rows; a key with no value in the window has one, empty, row at
// `last`. `last` == 0 (no key has a value): no rows.
std::vector<TSeriesRow> tseries_rows(const std::map<uint64_t, uint64_t> &series, uint64_t first, uint64_t last,
                                     uint64_t interval_ns);

// The graph, each line ending in '\n'; "<no data>\n" without rows.
std::string tseries_text(const std::vector<TSeriesRow> &rows, bool is_signed);

// [{"interval_start":"2025-01-02 10:41:46.700000000","value":1},...]: the
// rows that have a value, their start in UTC.
std::string tseries_json(const std::vector<TSeriesRow> &rows, bool is_signed);

} // namespace kt::runtime
