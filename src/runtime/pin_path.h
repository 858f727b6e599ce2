// Where an iter probe's PIN (iter:NAME:PIN) pins the iterator, and whether
// the kernel can pin there: the runtime checks before it pins, and the
// driver's TypeSource while the program is compiled, so that a bad PIN
// is an error at the user's line.
#pragma once

#include <optional>
#include <string>

namespace kt::runtime {

// An absolute PIN as it is; another under /sys/fs/bpf (bpftrace's rule).
std::string pin_path(const std::string &pin);

// Why the kernel cannot pin at `path` (from pin_path()): its directory
// does not exist or is not in a BPF file system (the kernel's EPERM), or
// a file is there already (EEXIST). Nullopt when it can, as far as a look
// can tell.
std::optional<std::string> pin_refusal(const std::string &path);

} // namespace kt::runtime
