// Reading kt's BPF maps back at print time: per-CPU values combined
// (counts and sums added, min/max compared, histogram buckets gathered by
// key), keys and values decoded. Also clear() and zero().
#pragma once

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
  const BpfObject &obj_;
  Decoder &decoder_;
};

} // namespace kt::runtime
