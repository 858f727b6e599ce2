#include "catalog/boot_key.h"

#include <cstdio>
#include <functional>

#include "catalog/read_file.h"

namespace kt::catalog {

std::optional<std::string> boot_key(const std::string &depends_on) {
  auto boot = read_file("/proc/sys/kernel/random/boot_id");
  if (!boot)
    return std::nullopt;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016zx", std::hash<std::string>{}(*boot + depends_on));
  return std::string(hex);
}

} // namespace kt::catalog
