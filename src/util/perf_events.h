// The perf events behind `software:EVENT[:COUNT]` and `hardware:EVENT[:COUNT]`
// probes: bpftrace's names and aliases, the perf_event_attr type and config
// each one opens, and bpftrace's default sample period (used when the probe
// gives no COUNT). Header-only and dependency-free, so that the parser (which
// checks names), the catalog (which lists them) and the runtime (which opens
// them) share one table.
//
//   const PerfEvent *ev = find_perf_event(kSoftwareEvents, "cs");
//   // ev->name == "context-switches", ev->config == PERF_COUNT_SW_CONTEXT_SWITCHES
#pragma once

#include <cstdint>
#include <linux/perf_event.h>
#include <iterator>
#include <span>
#include <string_view>

namespace kt::perf {

struct PerfEvent {
  std::string_view name;   // canonical name, e.g. "cpu-clock"
  std::string_view alias;  // bpftrace's short alias, e.g. "cpu"; empty if none
  uint32_t type;           // perf_event_attr.type: PERF_TYPE_SOFTWARE or PERF_TYPE_HARDWARE
  uint64_t config;         // perf_event_attr.config: PERF_COUNT_SW_* or PERF_COUNT_HW_*
  uint64_t default_period; // sample period when the probe names no count (bpftrace's)

  bool named(std::string_view n) const { return n == name || (!alias.empty() && n == alias); }
};

// perf software events (PERF_COUNT_SW_*), in bpftrace's order.
inline constexpr PerfEvent kSoftwareEvents[] = {
    {"cpu-clock", "cpu", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, 1000000},
    {"task-clock", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, 1},
    {"page-faults", "faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, 100},
    {"context-switches", "cs", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, 1000},
    {"cpu-migrations", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, 1},
    {"minor-faults", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN, 100},
    {"major-faults", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1},
    {"alignment-faults", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_ALIGNMENT_FAULTS, 1},
    {"emulation-faults", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_EMULATION_FAULTS, 1},
    {"dummy", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_DUMMY, 1},
    {"bpf-output", "", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_BPF_OUTPUT, 1},
};

// perf hardware events (PERF_COUNT_HW_*), in bpftrace's order. They need a
// hardware PMU; catalog/pmu.h says whether this machine has one.
inline constexpr PerfEvent kHardwareEvents[] = {
    {"cpu-cycles", "cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, 1000000},
    {"instructions", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, 1000000},
    {"cache-references", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES, 1000000},
    {"cache-misses", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES, 1000000},
    {"branch-instructions", "branches", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 100000},
    {"branch-misses", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, 100000},
    {"bus-cycles", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES, 100000},
    {"frontend-stalls", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, 1000000},
    {"backend-stalls", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_STALLED_CYCLES_BACKEND, 1000000},
    {"ref-cycles", "", PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES, 1000000},
};

// The event in `table` called `name` (its name or its alias), or nullptr.
inline const PerfEvent *find_perf_event(std::span<const PerfEvent> table, std::string_view name) {
  for (const PerfEvent &ev : table)
    if (ev.named(name))
      return &ev;
  return nullptr;
}

// Calls f(name) for every name and alias in `table`, each event's name
// first: "cpu-clock", "cpu", "task-clock", ...
template <typename F> void for_each_perf_event_name(std::span<const PerfEvent> table, F &&f) {
  for (const PerfEvent &ev : table) {
    f(ev.name);
    if (!ev.alias.empty())
      f(ev.alias);
  }
}

// lbr(MODE): which branches the CPU records (perf_event_attr's
// branch_sample_type, with PERF_SAMPLE_BRANCH_KERNEL), by retsnoop's
// --lbr names.
struct LbrMode {
  std::string_view name;
  uint64_t branch_type; // PERF_SAMPLE_BRANCH_*
};

inline constexpr LbrMode kLbrModes[] = {
    {"any", PERF_SAMPLE_BRANCH_ANY},
    {"any_call", PERF_SAMPLE_BRANCH_ANY_CALL},
    {"any_return", PERF_SAMPLE_BRANCH_ANY_RETURN},
    {"cond", PERF_SAMPLE_BRANCH_COND},
    {"call", PERF_SAMPLE_BRANCH_CALL},
    {"ind_call", PERF_SAMPLE_BRANCH_IND_CALL},
    {"ind_jump", PERF_SAMPLE_BRANCH_IND_JUMP},
    {"call_stack", PERF_SAMPLE_BRANCH_CALL_STACK},
    {"abort_tx", PERF_SAMPLE_BRANCH_ABORT_TX},
    {"in_tx", PERF_SAMPLE_BRANCH_IN_TX},
    {"no_tx", PERF_SAMPLE_BRANCH_NO_TX},
};
// lbr() without a mode, as retsnoop's default.
inline constexpr std::string_view kDefaultLbrMode = "any_return";

// The index of mode `name` in kLbrModes, or -1.
inline int find_lbr_mode(std::string_view name) {
  for (size_t i = 0; i < std::size(kLbrModes); i++)
    if (kLbrModes[i].name == name)
      return static_cast<int>(i);
  return -1;
}

} // namespace kt::perf
