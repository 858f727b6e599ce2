#include "catalog/pmu.h"

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <string_view>
#include <sys/syscall.h>
#include <unistd.h>

namespace kt::catalog {
namespace {

constexpr const char *kDevicesDir = "/sys/bus/event_source/devices";

// The PMU device names that count CPU cycles: x86 ("cpu"; hybrid Intel
// "cpu_core"/"cpu_atom") and Arm ("armv8_pmuv3_0", "armv8_cortex_a72", ...).
bool is_cpu_pmu_name(std::string_view name) {
  return name == "cpu" || name == "cpu_core" || name == "cpu_atom" || name.substr(0, 5) == "armv8" ||
         name.substr(0, 5) == "armv7";
}

} // namespace

bool has_cpu_pmu_device(const std::string &devices_dir) {
  DIR *d = ::opendir(devices_dir.c_str());
  if (!d)
    return false;
  bool found = false;
  while (struct dirent *e = ::readdir(d))
    found |= is_cpu_pmu_name(e->d_name);
  ::closedir(d);
  return found;
}

PmuStatus detect_hardware_pmu() {
  struct perf_event_attr attr;
  std::memset(&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_HARDWARE;
  attr.config = PERF_COUNT_HW_CPU_CYCLES;
  attr.disabled = 1;
  attr.exclude_kernel = 1; // allowed at perf_event_paranoid 2 too
  attr.exclude_hv = 1;
  long fd =
      ::syscall(SYS_perf_event_open, &attr, 0 /* this thread */, -1 /* any cpu */, -1, PERF_FLAG_FD_CLOEXEC);
  if (fd >= 0) {
    ::close(static_cast<int>(fd));
    return {true, ""};
  }
  int err = errno;
  std::string open_error = std::string("perf_event_open(PERF_COUNT_HW_CPU_CYCLES): ") + std::strerror(err);
  if (err == EACCES || err == EPERM) {
    if (has_cpu_pmu_device(kDevicesDir))
      return {true, ""};
    return {false, open_error + "; no CPU PMU in " + kDevicesDir};
  }
  if (err == ENOENT || err == ENODEV || err == EOPNOTSUPP)
    return {false,
            open_error +
                (has_cpu_pmu_device(kDevicesDir) ? "" : std::string("; no CPU PMU in ") + kDevicesDir)};
  // Anything else (EMFILE, EINVAL on an odd kernel): trust sysfs.
  if (has_cpu_pmu_device(kDevicesDir))
    return {true, ""};
  return {false, open_error};
}

PmuStatus detect_breakpoints() {
  static volatile uint64_t watched = 0;
  struct perf_event_attr attr;
  std::memset(&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_BREAKPOINT;
  attr.bp_type = HW_BREAKPOINT_W;
  attr.bp_addr = reinterpret_cast<uintptr_t>(&watched);
  attr.bp_len = HW_BREAKPOINT_LEN_8;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  long fd =
      ::syscall(SYS_perf_event_open, &attr, 0 /* this thread */, -1 /* any cpu */, -1, PERF_FLAG_FD_CLOEXEC);
  if (fd < 0)
    return {false, std::string("perf_event_open(PERF_TYPE_BREAKPOINT): ") + std::strerror(errno)};
  watched = watched + 1;
  uint64_t count = 0;
  ssize_t n = ::read(static_cast<int>(fd), &count, sizeof count);
  ::close(static_cast<int>(fd));
  if (n != static_cast<ssize_t>(sizeof count) || count == 0)
    return {false, "a hardware breakpoint kt set on its own memory did not fire when the memory was written "
                   "(virtual machines often keep the debug registers from their guests)"};
  return {true, ""};
}

} // namespace kt::catalog
