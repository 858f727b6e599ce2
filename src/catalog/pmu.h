// Whether this machine can count hardware events, and whether it delivers
// hardware breakpoints. Virtual machines often have no PMU (no `hardware:`
// probes, no LBR), and some do not pass the debug registers through (no
// `watchpoint:` probes); the runtime asks here first so it can say so
// plainly instead of failing in perf_event_open, or never firing.
#pragma once

#include <string>

namespace kt::catalog {

struct PmuStatus {
  bool available = false;
  // Why not, when unavailable: "perf_event_open(PERF_COUNT_HW_CPU_CYCLES):
  // No such file or directory; no CPU PMU in /sys/bus/event_source/devices".
  std::string reason;
};

// Opens (and closes) a disabled PERF_COUNT_HW_CPU_CYCLES counter on the
// calling thread. ENOENT, ENODEV or EOPNOTSUPP mean no hardware PMU. When
// the open is refused for permissions (EACCES/EPERM: perf_event_paranoid),
// falls back to looking for a CPU PMU in /sys/bus/event_source/devices
// (`cpu`, `cpu_core`, `cpu_atom`, `armv8_*`, ...).
PmuStatus detect_hardware_pmu();

// Sets a write breakpoint on a word of kt's own (PERF_TYPE_BREAKPOINT, on
// the calling thread), writes the word and reads the breakpoint's count:
// 0 means breakpoints can be set but do not fire (a virtual machine whose
// debug registers the hypervisor does not pass through, such as a
// Firecracker guest), an open that fails means there are none to set.
PmuStatus detect_breakpoints();

// The sysfs half of detect_hardware_pmu(), over a devices directory
// (tests pass a fixture): whether it lists a CPU PMU.
bool has_cpu_pmu_device(const std::string &devices_dir);

} // namespace kt::catalog
