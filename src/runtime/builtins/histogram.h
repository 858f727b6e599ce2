// Histogram buckets as bpftrace 0.17 prints them, log2 (hist()) and linear:
// which buckets show, their labels ("[4, 8)", "[1K, 2K)", "(..., 0)",
// "[1000, ...)"), their JSON bounds and the 52-character bar. The
// aggregation family's renderer (aggregations.cpp); pure functions, no I/O.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "runtime/value.h"

namespace kt::runtime {

// Width of a full histogram bar, in '@' characters.
inline constexpr int kHistBarWidth = 52;

// One printed bucket. `min`/`max` are its inclusive JSON bounds (Signed or
// Unsigned Values); an open end ("(..., 0)", "[1000, ...)") has none.
struct HistRow {
  std::string label;
  std::optional<Value> min;
  std::optional<Value> max;
  uint64_t count = 0;
};

// The rows of a log2 histogram from its first to its last non-zero bucket,
// zero buckets between them included; empty when every bucket is zero.
// With 0 bits, bucket 0 counts values < 0, bucket 1 the value 0, bucket 2
// the value 1, bucket k >= 3 the range [2^(k-2), 2^(k-1)) -- bpftrace's
// log2; with more bits, as log2_range says.
std::vector<HistRow> log2_rows(const std::vector<uint64_t> &buckets, unsigned bits = 0);

// The values hist(v, bits)'s bucket `index` (1 .. manifest::log2_buckets(bits)
// - 1) counts, low..high inclusive: 0 .. 2^bits - 1 one a bucket, then each
// power [2^p, 2^(p+1)) in 2^bits buckets of 2^(p-bits) values.
struct Log2Range {
  uint64_t low = 0, high = 0;
};
Log2Range log2_range(size_t index, unsigned bits);

// hist(v, bits)'s count of buckets (manifest::log2_buckets).
size_t log2_bucket_count(unsigned bits);

// A linear histogram's bounds: buckets of `step` from `min` up to `max`.
struct LinearParams {
  int64_t min = 0, max = 0, step = 1;
};

// The rows of a linear histogram, trimmed like log2_rows. Bucket 0 counts
// values < min, bucket k >= 1 the range [min + (k-1)*step, min + k*step),
// the last bucket values >= max.
std::vector<HistRow> linear_rows(const std::vector<uint64_t> &buckets, const LinearParams &params);

// The rows of a hist() or lhist() map's value (its aggregation's name
// says which); empty for any other aggregation.
std::vector<HistRow> histogram_rows(const MapData &map, const MapValue &v);

// The rows as text: per row, its label left in 16 columns, its count
// divided by `div` right in 8, and the bar padded to 52 between '|' (the
// bar uses the undivided count).
std::string histogram_text(const std::vector<HistRow> &rows, uint64_t div);

// The rows as JSON: [{"max": -1, "count": 1}, {"min": 0, "max": 0,
// "count": 2}, ...], counts divided by `div`.
std::string histogram_json(const std::vector<HistRow> &rows, uint64_t div);

// The label of multiple * 2^power as bpftrace writes it: the power's
// multiple of 1024 as a suffix, the rest as a number: "1", "512", "1K",
// "2M", ... "8E" (powers 0..64), "5K" (5 * 2^10), "40M" (5 * 2^23).
std::string log2_label(unsigned power, uint64_t multiple = 1);

// The label of a linear histogram's bound: 0 as "0", multiples of 2^20 as "3M",
// multiples of 2^10 as "2K", anything else in decimal.
std::string linear_label(int64_t n);

// The bar of a bucket holding `count` when the largest holds `max_count`:
// count/max_count of 52 '@' characters (rounded down, computed in float as
// bpftrace does), not padded.
std::string hist_bar(uint64_t count, uint64_t max_count);

} // namespace kt::runtime
