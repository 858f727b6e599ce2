// The key of a file kt keeps per boot in /run/kt (the traceable-function
// list, the answers about the kernel's BTF): a hash of this boot's id and
// of what else the file depends on, so that a reboot or a change of those
// makes a new key.
#pragma once

#include <optional>
#include <string>

namespace kt::catalog {

// 16 hex digits of a hash of the boot id and `depends_on`; nullopt when
// the boot id cannot be read.
std::optional<std::string> boot_key(const std::string &depends_on);

} // namespace kt::catalog
