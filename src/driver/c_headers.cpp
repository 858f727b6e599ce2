#include "driver/c_headers.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <filesystem>

#include "btf/c_definitions.h"

namespace kt::driver {

namespace {
namespace fs = std::filesystem;

// The kernel build tree's include directories, in the order Kbuild gives
// them to the compiler (arch first, then generic, then uapi).
std::vector<std::string> kernel_include_dirs(const fs::path &tree) {
  std::vector<std::string> dirs;
  for (const char *d : {"arch/x86/include", "arch/x86/include/generated", "include", "arch/x86/include/uapi",
                        "arch/x86/include/generated/uapi", "include/uapi", "include/generated/uapi"}) {
    std::error_code ec;
    if (fs::is_directory(tree / d, ec))
      dirs.push_back((tree / d).string());
  }
  return dirs;
}
} // namespace

cparts::Options c_header_options(const std::vector<std::string> &forced) {
  cparts::Options o;
  struct utsname u {};
  if (uname(&u) == 0)
    o.kernel_release = u.release;
  std::error_code ec;
  for (fs::path tree : {fs::path("/lib/modules") / o.kernel_release / "build",
                        fs::path("/usr/src") / ("linux-headers-" + o.kernel_release)}) {
    if (o.kernel_release.empty() || !fs::is_directory(tree / "include/linux", ec))
      continue;
    o.system_include_dirs = kernel_include_dirs(tree);
    if (fs::exists(tree / "include/linux/kconfig.h", ec))
      o.kconfig = (tree / "include/linux/kconfig.h").string();
    o.defines = {"__KERNEL__", "__BPF_TRACING__", "__HAVE_BUILTIN_BSWAP16__", "__HAVE_BUILTIN_BSWAP32__",
                 "__HAVE_BUILTIN_BSWAP64__"};
    break;
  }
  o.kernel_btf = access("/sys/kernel/btf/vmlinux", R_OK) == 0;
  if (o.kernel_btf) {
    o.defines.insert(o.defines.end(), {"BPFTRACE_HAVE_BTF", "KT_HAVE_BTF"});
    // Read only when a script's C declarations use a type Clang does not know.
    o.kernel_definitions = [](const std::vector<std::string> &names) {
      static auto vmlinux = btf::Btf::load("/sys/kernel/btf/vmlinux");
      return vmlinux ? btf::c_definitions(vmlinux.value(), names) : std::string();
    };
  }
  o.forced_includes = forced;
  return o;
}

} // namespace kt::driver
