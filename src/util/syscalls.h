// x86-64 syscall numbers and names: by name, for serving syscall
// tracepoints through the raw sys_enter/sys_exit tracepoints
// (manifest::SyscallFanout); every one, for syscall_name().
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace kt::util {

struct SyscallNumber {
  const char *name;
  uint32_t nr;
};
// From the build's kernel headers (generated; ends with {nullptr, 0}).
extern const SyscallNumber kSyscallNumbers[];

// The number of the syscall whose trace events are syscalls:sys_enter_NAME
// and sys_exit_NAME. Event names are the kernel's SYSCALL_DEFINE names,
// which differ from the __NR_ names for a few (newstat is stat, umount is
// umount2, ...). nullopt when unknown: the caller attaches that event the
// slow way.
std::optional<uint32_t> syscall_number(std::string_view event_name);

// Every syscall kt knows (the headers' and the newer ones), by number.
std::vector<SyscallNumber> all_syscalls();

} // namespace kt::util
