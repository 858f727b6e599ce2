// The aggregation family at run time: for each aggregation a map's values
// can be made by (manifest::Map::aggregation: "" for a plain map, "count",
// "sum", "min", "max", "avg", "stats", "hist", "lhist", "tseries"), one table entry
// saying how its BPF values are read (per-CPU parts combined, which array
// slots are in use) and how an entry prints (text, JSON, order, folded).
// The map reader (maps.h) and the outputs (output/) dispatch through it
// and know no aggregation.
//
// How each aggregation stores its values in BPF (codegen writes them):
//   count, sum     u64 (sum in a keyless array: s64, then a u64 "set" word)
//   min, max       s64 value, u64 "set" word
//   avg, stats     s64 sum, u64 count
//   hist, lhist    u64 count; a hash's key ends with a u64 bucket index, a
//                  keyless array's slot is the bucket
//   tseries        {u64 value, u64 meta, u64 interval number} per slot of
//                  the ring, keyed as hist is (the slot is the bucket);
//                  meta: avg's count, min/max's "set" word, or when the
//                  last value was written (no agg)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/decode.h"
#include "runtime/output/map_order.h"
#include "runtime/value.h"

namespace kt::runtime {

// One BPF value being read: every CPU's copy (one for a map that is not
// per-CPU), and the bucket its key names (bucketed aggregations).
struct RawValue {
  const manifest::Map &map;
  const uint8_t *bytes;
  size_t size; // all copies
  int cpus;
  uint32_t stride; // bytes from one CPU's copy to the next
  uint64_t bucket;
  Decoder &decoder;

  const uint8_t *cpu(int c) const { return bytes + static_cast<size_t>(c) * stride; }
};

// -f folded: whether entries fold into flame-graph lines and how lines
// that fold to the same stack combine.
enum class Fold : uint8_t { None, Add, Keep };

struct Aggregation {
  std::string_view name;
  // Reading. A bucketed aggregation has a BPF entry per bucket: entries
  // with the same user key gather into one MapEntry.
  bool bucketed = false;
  // A keyless array's slot counts as present once this 8-byte word of any
  // CPU's copy is non-zero.
  uint32_t used_word = 0;
  // Adds one BPF value (every CPU's copy) into `into`.
  void (*combine)(const RawValue &raw, MapValue &into) = nullptr;
  // Printing. `text`: what follows "@map[key]: " (a histogram starts on
  // the next line); `json`: the entry's JSON value. Both divide by `div`
  // (print(@m, top, div)) where the aggregation does.
  std::string (*text)(const MapData &map, const MapValue &v, uint64_t div) = nullptr;
  std::string (*json)(const MapData &map, const MapValue &v, uint64_t div) = nullptr;
  std::string_view json_type; // -f json's "type": "map", "hist", "stats", "tseries"
  std::string_view text_tail; // after the entries: "\n", or "\n\n" (avg, stats)
  // After "@map[key]": ": ", or ":\n" for a value on lines of its own
  // without bpftrace 0.17's trailing space (tseries, a v0.26 layout).
  std::string_view key_tail = ": ";
  void (*sort)(Entries &entries) = nullptr; // into print order (map_order.h)
  bool keeps_top = true;                    // print(@m, top) applies (stats: ignored)
  Fold fold = Fold::None;
};

// The entry of aggregation `name` ("" for a plain map), or null for a
// name kt does not know (a manifest from another kt: an internal error).
const Aggregation *find_aggregation(std::string_view name);

// The average of an avg or stats value: sum / count in integer division,
// 0 when count is 0.
int64_t average_of(const MapValue &v);

} // namespace kt::runtime
