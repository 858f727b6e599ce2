// What the running kernel supports, probed for kt --info: helpers, map
// and program types, attach types, in bpftrace --info's sections.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace kt::runtime {

struct InfoSection {
  std::string title;
  std::vector<std::pair<std::string, std::string>> items; // name, value ("yes", "no", text)
};

// Probes the kernel (loads tiny programs, creates tiny maps; needs the
// privileges a run needs). The System, Kernel helpers, Kernel features,
// Map types and Probe types sections.
std::vector<InfoSection> kernel_info();

} // namespace kt::runtime
