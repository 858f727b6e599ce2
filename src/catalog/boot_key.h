// The key of a file kt keeps per boot in /run/kt (the traceable-function
// list, the answers about the kernel's BTF, compiled programs): a hash of this boot's id and
// of what else the file depends on, so that a reboot or a change of those
// makes a new key.
#pragma once

#include <optional>
#include <string>

namespace kt::catalog {

// 16 hex digits of a hash of the boot id and `depends_on`; nullopt when
// the boot id cannot be read.
std::optional<std::string> boot_key(const std::string &depends_on);

// boot_key() of the loaded modules (/proc/modules: each one's name, size
// and address, which change when it is unloaded or loaded again; not its
// use count): what the kernel's functions, tracepoints and BTF are in
// this boot. Nullopt when the boot id or an existing /proc/modules cannot
// be read; a kernel without modules has no /proc/modules.
std::optional<std::string> boot_and_modules_key();

} // namespace kt::catalog
