#include "driver/info.h"

#include <unistd.h>

#include "runtime/kernel_info.h"
#include "util/exit_codes.h"
#include "version.h"

namespace kt::driver {

int print_info(std::ostream &out, std::ostream &err) {
  if (geteuid() != 0) {
    err << "kt: --info probes the kernel with bpf(2): run it as root\n";
    return kExitPermission;
  }
  std::vector<runtime::InfoSection> sections = runtime::kernel_info();
  sections.insert(sections.begin() + 1, runtime::InfoSection{"Build", {{"version", "kt " KT_VERSION}}});
  for (size_t i = 0; i < sections.size(); i++) {
    out << (i ? "\n" : "") << sections[i].title << "\n";
    for (const auto &[name, value] : sections[i].items)
      out << "  " << name << ": " << value << "\n";
  }
  return kExitOk;
}

} // namespace kt::driver
