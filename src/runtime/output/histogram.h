// hist() and lhist() buckets as bpftrace 0.17 prints them: which buckets show,
// their labels ("[4, 8)", "[1K, 2K)", "(..., 0)", "[1000, ...)"), their JSON
// bounds and the 52-character bar. Pure functions, no I/O.
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

// The rows of a log2 histogram (buckets as in MapValue: <0, 0, 1, [2,4), ...)
// from its first to its last non-zero bucket, zero buckets between them
// included. Empty when every bucket is zero.
std::vector<HistRow> log2_rows(const std::vector<uint64_t> &buckets);

// The rows of a linear histogram (buckets as in MapValue: < min, then one per
// step, then >= max), trimmed like log2_rows.
std::vector<HistRow> linear_rows(const std::vector<uint64_t> &buckets, const LhistParams &params);

// The label of 2^power: "1", "512", "1K", "2M", ... "8E" (powers 0..64).
std::string log2_label(unsigned power);

// The label of an lhist bound: 0 as "0", multiples of 2^20 as "3M",
// multiples of 2^10 as "2K", anything else in decimal.
std::string linear_label(int64_t n);

// The bar of a bucket holding `count` when the largest holds `max_count`:
// count/max_count of 52 '@' characters (rounded down, computed in float as
// bpftrace does), not padded.
std::string hist_bar(uint64_t count, uint64_t max_count);

} // namespace kt::runtime
