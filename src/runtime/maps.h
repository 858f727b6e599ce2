// Reading kt's BPF maps back at print time: keys decoded, each value's
// per-CPU copies combined as its aggregation says (aggregations.h:
// counts and sums added, min/max compared, histogram buckets gathered by
// key). Also clear() and zero().
#pragma once

#include <map>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/decode.h"
#include "runtime/object.h"
#include "runtime/value.h"

namespace kt::runtime {

class MapReader {
public:
  MapReader(const BpfObject &obj, Decoder &decoder) : obj_(obj), decoder_(decoder) {}

  // The map's entries, unsorted. Errors: the map is not in the object, or
  // its aggregation is unknown.
  Result<MapData> read(const manifest::Map &m);
  Status clear(const manifest::Map &m);
  Status zero(const manifest::Map &m);

private:
  bool kept(const manifest::Map &m, const std::vector<uint8_t> &key) const;
  // The entry of user key `ukey`: a new one, or with `by_key` (bucketed
  // aggregations), the one that key already has.
  static MapEntry &entry_for(MapData &data, const std::vector<uint8_t> &ukey,
                             std::map<std::vector<uint8_t>, size_t> *by_key);
  std::vector<Value> decode_key(const manifest::Map &m, const std::vector<uint8_t> &ukey);
  Status write_zeros(const manifest::Map &m, int fd);

  const BpfObject &obj_;
  Decoder &decoder_;
  // Aggregations without keys live in arrays whose slots always exist; a
  // slot reads as present once used. zero() keeps the slots that were in
  // use present (as a hash keeps its keys), clear() forgets them.
  std::map<std::string, std::vector<bool>> zeroed_;
};

} // namespace kt::runtime
