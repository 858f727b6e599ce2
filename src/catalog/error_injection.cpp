#include "catalog/error_injection.h"

#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "catalog/read_file.h"
#include "util/lines.h"

namespace kt::catalog {
namespace {

constexpr const char *kDebugfs = "/sys/kernel/debug";
constexpr const char *kList = "/sys/kernel/debug/error_injection/list";
constexpr unsigned long kDebugfsMagic = 0x64626720; // DEBUGFS_MAGIC

bool debugfs_mounted() {
  struct statfs fs {};
  return statfs(kDebugfs, &fs) == 0 && static_cast<unsigned long>(fs.f_type) == kDebugfsMagic;
}

} // namespace

std::vector<InjectableFunction> parse_error_injection_list(std::string_view text) {
  std::vector<InjectableFunction> out;
  for_each_line(text, [&](std::string_view line) {
    // "NAME\tTYPE" or "NAME [MODULE]\tTYPE" (the kernel prints "%ps\t%s").
    size_t tab = line.rfind('\t');
    if (tab == std::string_view::npos || tab == 0)
      return true;
    std::string_view sym = line.substr(0, tab);
    InjectableFunction f;
    f.type = std::string(line.substr(tab + 1));
    f.module = std::string(bracketed(sym));
    f.name = std::string(sym.substr(0, sym.find(' ')));
    out.push_back(std::move(f));
    return true;
  });
  return out;
}

Result<std::vector<InjectableFunction>> read_error_injection_list(const std::string &path) {
  auto text = read_file(path);
  if (!text)
    return text.error();
  return parse_error_injection_list(*text);
}

Result<std::vector<InjectableFunction>> error_injection_list() {
  if (!debugfs_mounted()) {
    if (::geteuid() != 0)
      return Error(std::string("debugfs is not mounted at ") + kDebugfs + "; run kt as root (it mounts debugfs when needed)",
                   ENOENT);
    // As for tracefs (catalog/tracefs.cpp): mount it where the kernel's
    // documentation puts it; the mount outlives kt.
    if (::mount("debugfs", kDebugfs, "debugfs", 0, nullptr) != 0) {
      int err = errno;
      return Error(std::string("debugfs is not mounted and mounting it at ") + kDebugfs + " failed: " +
                       std::strerror(err),
                   err);
    }
  }
  auto list = read_error_injection_list(kList);
  if (!list && list.error().code == ENOENT)
    return Error(std::string("the kernel has no ") + kList +
                     ": it was built without CONFIG_FUNCTION_ERROR_INJECTION (and so without "
                     "CONFIG_BPF_KPROBE_OVERRIDE)",
                 ENOENT, true);
  return list;
}

} // namespace kt::catalog
