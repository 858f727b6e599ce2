#include "driver/c_headers.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>

#include "btf/c_definitions.h"

namespace kt::driver {

namespace {
namespace fs = std::filesystem;

// The kernel's header tree: its sources (`source`) and what the build
// generated (`build`: include/generated, arch/x86/include/generated).
// Debian's linux-headers-KVER splits them: /lib/modules/KVER/build is
// /usr/src/linux-headers-KVER (generated headers and .config only) and
// /lib/modules/KVER/source is /usr/src/linux-headers-KVER-common.
struct KernelTree {
  fs::path source, build;
};

const char *env(const char *kt_name, const char *bpftrace_name) {
  const char *v = std::getenv(kt_name);
  return v && *v ? v : std::getenv(bpftrace_name);
}

// KT_KERNEL_SOURCE (or bpftrace's BPFTRACE_KERNEL_SOURCE) and _BUILD when
// set; else /lib/modules/RELEASE/source and build, either serving for both
// when the other is missing; else /usr/src/linux-headers-RELEASE. A tree
// without include/linux is none.
std::optional<KernelTree> kernel_tree(const std::string &release) {
  std::error_code ec;
  auto usable = [&](const KernelTree &t) { return fs::is_directory(t.source / "include/linux", ec); };
  if (const char *src = env("KT_KERNEL_SOURCE", "BPFTRACE_KERNEL_SOURCE"); src && *src) {
    const char *build = env("KT_KERNEL_BUILD", "BPFTRACE_KERNEL_BUILD");
    KernelTree t{src, build && *build ? build : src};
    return usable(t) ? std::optional(t) : std::nullopt;
  }
  if (release.empty())
    return std::nullopt;
  fs::path modules = fs::path("/lib/modules") / release;
  KernelTree t{modules / "source", modules / "build"};
  if (!fs::is_directory(t.source, ec))
    t.source = t.build;
  else if (!fs::is_directory(t.build, ec))
    t.build = t.source;
  if (usable(t))
    return t;
  fs::path usr = fs::path("/usr/src") / ("linux-headers-" + release);
  t = {usr, usr};
  return usable(t) ? std::optional(t) : std::nullopt;
}

// The tree's include directories, in the order Kbuild gives them to the
// compiler: arch, then generic, then uapi, each from the sources before
// what the build generated.
std::vector<std::string> kernel_include_dirs(const KernelTree &t) {
  std::vector<std::string> dirs;
  auto add = [&](const fs::path &d) {
    std::error_code ec;
    if (fs::is_directory(d, ec) && std::find(dirs.begin(), dirs.end(), d.string()) == dirs.end())
      dirs.push_back(d.string());
  };
  add(t.source / "arch/x86/include");
  add(t.build / "arch/x86/include/generated");
  add(t.source / "include");
  add(t.build / "include");
  add(t.source / "arch/x86/include/uapi");
  add(t.build / "arch/x86/include/generated/uapi");
  add(t.source / "include/uapi");
  add(t.build / "include/generated/uapi");
  return dirs;
}
} // namespace

cparts::Options c_header_options(const std::vector<std::string> &forced) {
  cparts::Options o;
  struct utsname u {};
  if (uname(&u) == 0)
    o.kernel_release = u.release;
  std::error_code ec;
  if (std::optional<KernelTree> tree = kernel_tree(o.kernel_release)) {
    o.system_include_dirs = kernel_include_dirs(*tree);
    if (fs::exists(tree->source / "include/linux/kconfig.h", ec))
      o.kconfig = (tree->source / "include/linux/kconfig.h").string();
    o.defines = {"__KERNEL__", "__BPF_TRACING__", "__HAVE_BUILTIN_BSWAP16__", "__HAVE_BUILTIN_BSWAP32__",
                 "__HAVE_BUILTIN_BSWAP64__"};
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
