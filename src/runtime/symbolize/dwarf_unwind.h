// User stacks unwound with DWARF call-frame information, as `perf record
// --call-graph dwarf` does: a probe copies the registers and the top of
// the user stack (bpf/abi/ustack.h), and libdw's unwinder (Dwfl's thread
// state) walks the frames with each binary's .eh_frame or .debug_frame,
// reading the stack from the copy. One Dwfl per process, its modules
// reported from the process's mappings once, keeps every binary's CFI
// parsed between samples.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <vector>

#include "bpf/abi/ustack.h"
#include "runtime/symbolize/process_maps.h"

namespace kt::runtime {

// One KT_REC_USTACK_SAMPLE: the registers at the probe and the stack bytes
// from regs[KT_USTACK_SP] up.
struct UstackSample {
  uint32_t pid = 0;
  uint64_t regs[KT_USTACK_REGS] = {};
  std::vector<uint8_t> stack;
};

// The sample in a record's bytes (the whole record, header first), or
// false when it is shorter than its header says.
bool parse_ustack_sample(const uint8_t *p, size_t size, uint64_t &id, UstackSample &out);

class DwarfUnwinder {
public:
  DwarfUnwinder();
  ~DwarfUnwinder();
  DwarfUnwinder(const DwarfUnwinder &) = delete;
  DwarfUnwinder &operator=(const DwarfUnwinder &) = delete;

  // Keeps sample `id` until kKeptSamples newer ones came: a value is
  // printed soon after its sample arrived (the records of one event are
  // in order on the ring buffer), and a value printed twice finds it.
  static constexpr size_t kKeptSamples = 256;
  void keep(uint64_t id, UstackSample s);
  const UstackSample *sample(uint64_t id) const;

  // The code addresses of the sample's stack, innermost first (the
  // interrupted instruction, then return addresses), at most `max`; the
  // process's executable mappings say which binary holds which code (new
  // ones since the last sample of the process: its modules are reported
  // again). It stops where the CFI or the copied stack ends.
  std::vector<uint64_t> unwind(const UstackSample &s, const std::vector<Mapping> &maps, size_t max);

private:
  struct Process;
  std::map<uint32_t, std::unique_ptr<Process>> processes_;
  std::map<uint64_t, UstackSample> samples_;
  std::deque<uint64_t> order_; // samples_' ids, oldest first
};

} // namespace kt::runtime
