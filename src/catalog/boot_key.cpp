#include "catalog/boot_key.h"

#include <cerrno>
#include <cstdio>
#include <functional>
#include <string_view>
#include <vector>

#include "catalog/read_file.h"
#include "util/lines.h"

namespace kt::catalog {

namespace {

// "name size refcount deps state address" per line: the name, size and
// address change when a module is loaded or unloaded; refcounts do not count.
std::string modules_signature(std::string_view modules) {
  std::string sig;
  for_each_line(modules, [&](std::string_view line) {
    std::vector<std::string_view> f;
    size_t p = 0;
    while (p < line.size() && f.size() < 6) {
      size_t sp = line.find(' ', p);
      f.push_back(line.substr(p, sp == std::string_view::npos ? std::string_view::npos : sp - p));
      p = sp == std::string_view::npos ? line.size() : sp + 1;
    }
    if (f.size() == 6)
      sig.append(f[0]).append(" ").append(f[1]).append(" ").append(f[5]).append("\n");
    return true;
  });
  return sig;
}

} // namespace

std::optional<std::string> boot_key(const std::string &depends_on) {
  auto boot = read_file("/proc/sys/kernel/random/boot_id");
  if (!boot)
    return std::nullopt;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016zx", std::hash<std::string>{}(*boot + depends_on));
  return std::string(hex);
}

std::optional<std::string> boot_and_modules_key() {
  auto modules = read_file("/proc/modules"); // missing on a kernel without modules
  if (!modules && modules.error().code != ENOENT)
    return std::nullopt;
  return boot_key(modules ? modules_signature(*modules) : "");
}

} // namespace kt::catalog
