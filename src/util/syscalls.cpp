#include "util/syscalls.h"

#include <algorithm>
#include <string>

namespace kt::util {

namespace {

// SYSCALL_DEFINE names that are not their __NR_ names on x86-64.
struct Alias {
  const char *event, *nr_name;
};
constexpr Alias kAliases[] = {
    {"newstat", "stat"}, {"newlstat", "lstat"},      {"newfstat", "fstat"},
    {"newuname", "uname"}, {"sendfile64", "sendfile"}, {"umount", "umount2"},
};

// x86-64 syscalls added after the kernel headers Debian 12 builds with
// (6.1). Each number was checked on a 6.18 kernel: a program issued the
// syscall and kt's tracepoint:syscalls:sys_enter_* saw args.__syscall_nr.
constexpr SyscallNumber kNewerSyscalls[] = {
    {"uretprobe", 335}, {"uprobe", 336}, {"cachestat", 451}, {"fchmodat2", 452}, {"futex_wake", 454},
    {"futex_wait", 455}, {"futex_requeue", 456}, {"statmount", 457}, {"listmount", 458},
    {"lsm_get_self_attr", 459}, {"lsm_set_self_attr", 460}, {"lsm_list_modules", 461}, {"mseal", 462},
    {"setxattrat", 463}, {"getxattrat", 464}, {"listxattrat", 465}, {"removexattrat", 466},
    {"open_tree_attr", 467}, {"file_getattr", 468}, {"file_setattr", 469},
};

} // namespace

std::optional<uint32_t> syscall_number(std::string_view event_name) {
  std::string name(event_name);
  for (const Alias &a : kAliases)
    if (name == a.event)
      name = a.nr_name;
  for (const SyscallNumber *s = kSyscallNumbers; s->name; s++)
    if (name == s->name)
      return s->nr;
  for (const SyscallNumber &s : kNewerSyscalls)
    if (name == s.name)
      return s.nr;
  return std::nullopt;
}

std::vector<SyscallNumber> all_syscalls() {
  std::vector<SyscallNumber> all;
  for (const SyscallNumber *s = kSyscallNumbers; s->name; s++)
    all.push_back(*s);
  for (const SyscallNumber &s : kNewerSyscalls)
    if (std::none_of(all.begin(), all.end(), [&](const SyscallNumber &a) { return a.nr == s.nr; }))
      all.push_back(s);
  std::sort(all.begin(), all.end(), [](const SyscallNumber &a, const SyscallNumber &b) { return a.nr < b.nr; });
  return all;
}

} // namespace kt::util
