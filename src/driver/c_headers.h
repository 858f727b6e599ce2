// Where this machine's C headers are, for the C parts of scripts
// (cparts/preprocess.h): the kernel's headers of the running kernel when
// installed, and the macros bpftrace defines for them.
#pragma once

#include <string>
#include <vector>

#include "cparts/preprocess.h"

namespace kt::driver {

// The options for this machine: -isystem the kernel's header tree
// ($KT_KERNEL_SOURCE or $BPFTRACE_KERNEL_SOURCE with their _BUILD
// variables; else /lib/modules/$(uname -r)/source and build, as Debian's
// linux-headers package links them; else /usr/src/linux-headers-$(uname -r))
// with -include its kconfig.h and -D__KERNEL__ when there is one;
// -DBPFTRACE_HAVE_BTF and -DKT_HAVE_BTF when /sys/kernel/btf/vmlinux
// exists; `forced` as -include files (bpftrace's --include).
cparts::Options c_header_options(const std::vector<std::string> &forced);

} // namespace kt::driver
