// Bytes from the ring buffer or a map, laid out as the manifest says, into
// Values: integers by size and sign, strings up to their NUL, stacks read
// from the stack map and symbolized, addresses as symbols, probe indexes as
// names, timestamps formatted.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/cgroup_paths.h"
#include "runtime/symbols.h"
#include "runtime/value.h"
#include "util/printf_format.h"

namespace kt::runtime {

class Decoder {
public:
  Decoder(const manifest::Manifest &m, Symbolizer &symbols, const std::vector<std::string> &probe_names);

  // The stack map, once the object is loaded (-1: no stacks).
  void set_stack_map(int fd) { stacks_fd_ = fd; }

  Value decode(const uint8_t *p, size_t size, const manifest::Layout &l);
  // A printf argument: integers as numbers, everything else as its text.
  util::FormatArg format_arg(const uint8_t *p, size_t size, const manifest::Layout &l);
  // The wall-clock time (ns since the epoch) of `nsecs` (CLOCK_MONOTONIC).
  uint64_t wall_ns(uint64_t ns) const { return static_cast<uint64_t>(static_cast<int64_t>(ns) + boot_offset_ns_); }

private:
  std::vector<Frame> read_stack(int64_t id, uint32_t pid, bool user, uint64_t ret, const manifest::Layout &l);
  std::vector<Frame> stack_frames(const std::vector<uint64_t> &ips, uint32_t pid, bool user,
                                  const manifest::Layout &l);
  std::string timestamp(uint64_t format, uint64_t ns);

  const manifest::Manifest &m_;
  Symbolizer &symbols_;
  const std::vector<std::string> &probe_names_;
  int stacks_fd_ = -1;
  int64_t boot_offset_ns_; // realtime - monotonic: turns `nsecs` into wall time
  CgroupPaths cgroups_;
};

// A little-endian integer of `size` bytes at `p`.
uint64_t read_uint(const uint8_t *p, uint32_t size);
int64_t read_int(const uint8_t *p, uint32_t size);

} // namespace kt::runtime
