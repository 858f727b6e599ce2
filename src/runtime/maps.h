// Reading kt's BPF maps back at print time: per-CPU values combined
// (counts and sums added, min/max compared, histogram buckets gathered by
// key), keys and values decoded. Also clear() and zero().
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

  Result<MapData> read(const manifest::Map &m);
  Status clear(const manifest::Map &m);
  Status zero(const manifest::Map &m);

private:
  bool kept(const manifest::Map &m, const std::vector<uint8_t> &key) const;
  Status write_zeros(const manifest::Map &m, int fd);

  const BpfObject &obj_;
  Decoder &decoder_;
  // Aggregations without keys live in arrays whose slots always exist; a
  // slot reads as present once used. zero() keeps the slots that were in
  // use present (as a hash keeps its keys), clear() forgets them.
  std::map<std::string, std::vector<bool>> zeroed_;
};

} // namespace kt::runtime
