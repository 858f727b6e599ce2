// lbr(): the CPU's last branch records. The runtime opens a branch-stack
// perf event on every CPU (that is what makes the CPU record branches,
// in the mode lbr(MODE) names); the probe takes a snapshot with
// bpf_get_branch_snapshot(); each entry prints as its source and target,
// symbolized. Where the CPU, the VM or the kernel offers no LBR, startup
// fails and says which.
//
// The family registers (lbr.cpp) a configure hook that opens the events
// before load (not for --dry-run) and keeps them for the run, and the
// handler of KT_REC_LBR records, printed as a report: text below, JSON
// {"type": "lbr", "data": format_branches_json()}.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/symbols.h"
#include "runtime/value.h"
#include "util/result.h"

namespace kt::runtime {

// One perf event fd per online CPU, recording the branches of
// perf::kLbrModes[mode] in the kernel. Errors (unavailable() set) say what
// is missing: a hardware PMU, LBR in the CPU or its virtualization, or
// the kernel's support.
Result<std::vector<int>> open_lbr_events(int mode);

struct Branch {
  uint64_t from = 0, to = 0;
  Frame from_frame, to_frame; // symbolized (name, offset, file, line)
  bool mispredicted = false;
};

// A KT_REC_LBR record's branches, oldest first, the `max_count` most
// recent at most; `error` when the snapshot failed (the kernel's errno).
struct Branches {
  std::vector<Branch> entries;
  std::string error;
};

Branches decode_lbr_record(const uint8_t *body, size_t size, uint32_t max_count, Symbolizer &symbols);

// retsnoop's layout, one line per branch, the most recent last:
// "[#02] from+off (file:line)  ->  to+off (file:line)".
std::string format_branches_text(const Branches &b);
// {"branches": [{"from": {...}, "to": {...}, "mispredicted": false}], "error": ...}
std::string format_branches_json(const Branches &b);

} // namespace kt::runtime
