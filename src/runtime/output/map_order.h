// The order in which bpftrace 0.17 prints a map's entries, and print()'s
// `top`. Pure functions over MapData, shared by the text and JSON outputs.
//
// - Count, Sum, Min, Max, and Plain maps of integers or bools: ascending by
//   value (signed values compare signed); ties in key order.
// - Other Plain maps (strings, tuples, stacks, buffers): by key.
// - Avg and Stats: ascending by average (sum / count, 0 without samples).
// - Hist and Lhist: ascending by the sum of all buckets.
// Key order compares key elements first to last: integers by their 64-bit
// pattern as unsigned (so -1 sorts after 256), strings bytewise.
// Avg/Stats/Hist/Lhist ties fall in raw key order instead: bpftrace groups
// their entries in a std::map over the key's bytes, so integers compare by
// their little-endian bytes (256 sorts before 1).
#pragma once

#include <cstddef>
#include <vector>

#include "runtime/value.h"

namespace kt::runtime {

// The entries of `map` in print order. With `top` > 0 only the last `top`
// entries (the largest) remain; Stats maps ignore `top`, as bpftrace does.
std::vector<const MapEntry *> order_entries(const MapData &map, size_t top);

// Three-way comparisons (< 0, 0, > 0) of keys in key order and in raw key
// order, as described above. A shorter key sorts first.
int compare_keys(const std::vector<Value> &a, const std::vector<Value> &b);
int compare_raw_keys(const std::vector<Value> &a, const std::vector<Value> &b);

// The average of an Avg or Stats value: sum / count in integer division,
// 0 when count is 0.
int64_t average_of(const MapValue &v);

} // namespace kt::runtime
