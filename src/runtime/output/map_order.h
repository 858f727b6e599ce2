// The order in which bpftrace 0.17 prints a map's entries, and print()'s
// `top`. Each aggregation picks its order from these pieces
// (aggregations.cpp); the text, JSON and folded outputs call
// order_entries().
//
// - Plain maps of integers or bools, counts, sums, minimums, maximums:
//   ascending by value (signed values compare signed); ties in key order.
// - Other plain maps (strings, tuples, stacks, buffers): by key.
// - avg and stats: ascending by average (sum / count, 0 without samples).
// - Histograms: ascending by the sum of all buckets.
// Key order compares key elements first to last: integers by their 64-bit
// pattern as unsigned (so -1 sorts after 256), strings bytewise.
// avg, stats and histogram ties fall in raw key order instead: bpftrace
// groups their entries in a std::map over the key's bytes, so integers
// compare by their little-endian bytes (256 sorts before 1).
#pragma once

#include <cstddef>
#include <vector>

#include "runtime/value.h"

namespace kt::runtime {

using Entries = std::vector<const MapEntry *>;

// The entries of `map` in print order (its aggregation's sort). With
// `top` > 0 only the last `top` entries (the largest) remain, unless the
// aggregation ignores `top` (stats, as in bpftrace).
Entries order_entries(const MapData &map, size_t top);

// Three-way comparisons (< 0, 0, > 0) of keys in key order and in raw key
// order, as described above. A shorter key sorts first.
int compare_keys(const std::vector<Value> &a, const std::vector<Value> &b);
int compare_raw_keys(const std::vector<Value> &a, const std::vector<Value> &b);

// Pieces of an order: a stable sort by a three-way comparison, and the
// comparisons of entries by key, raw key and scalar value.
template <typename T> int three_way(const T &a, const T &b) { return a < b ? -1 : (b < a ? 1 : 0); }
void sort_entries(Entries &entries, int (*cmp)(const MapEntry &, const MapEntry &));
int by_key(const MapEntry &a, const MapEntry &b);
int by_raw_key(const MapEntry &a, const MapEntry &b);
int by_scalar(const MapEntry &a, const MapEntry &b);
// An integer or a bool: a plain map of these sorts by value.
bool is_integer(const Value &v);

} // namespace kt::runtime
