// kt --info: what this kernel supports and what kt is, in bpftrace
// --info's layout (sections of "  name: value" lines).
#pragma once

#include <ostream>

namespace kt::driver {

// Returns kt's exit code (77 when kt may not probe the kernel).
int print_info(std::ostream &out, std::ostream &err);

} // namespace kt::driver
