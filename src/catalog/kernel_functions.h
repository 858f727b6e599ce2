// The kernel functions kt can attach kprobes and fentry/fexit to, for
// wildcard expansion (`kprobe:vfs_*`), `kt -l kprobe:...`, and precise
// errors ("not traceable" vs "no such function").
//
// The list comes from tracefs' available_filter_functions when it is
// readable (the functions ftrace can trace: what fentry and kprobes on
// function entry need). Some kernels forbid reading it; then it is the
// kernel's BTF functions that /proc/kallsyms also lists as code (BTF lists
// functions that were not inlined away; kallsyms proves they exist).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::btf {
class Btf;
}

namespace kt::catalog {

struct KernelFunction {
  std::string name;
  std::string module; // empty for vmlinux
};

class KernelFunctions {
public:
  // Reads this machine's list (see above). `btf` is the kernel's BTF, used
  // only when available_filter_functions cannot be read (may be null).
  // `tracefs_root` and `kallsyms` name other files for tests.
  static Result<KernelFunctions> load(const btf::Btf *btf, const std::string &tracefs_root = "",
                                      const std::string &kallsyms = "/proc/kallsyms");

  // load(), through a cache in `cache_dir` (catalog/kernel_functions_cache.cpp):
  // reading and sorting the list takes a second or more on a big kernel
  // (seconds under emulation), and it only changes at boot or when a
  // module comes or goes. Without a usable cache directory, plain load().
  static Result<KernelFunctions> load_cached(const btf::Btf *btf, const std::string &cache_dir = "/run/kt");

  // The cache's text: a header line, then "name\tmodule" per function.
  std::string serialize() const;
  static std::optional<KernelFunctions> deserialize(std::string_view text);

  // From texts, for tests: an available_filter_functions file, or (when it
  // is empty) BTF function names filtered by a kallsyms file.
  static KernelFunctions from_filter_functions(std::string_view text);
  static KernelFunctions from_btf_and_kallsyms(const std::vector<std::string> &btf_functions,
                                               std::string_view kallsyms);

  // Sorted by name, then module; a name appears once per module.
  const std::vector<KernelFunction> &functions() const { return functions_; }
  // Where the list came from: "available_filter_functions" or "BTF and kallsyms".
  const std::string &source() const { return source_; }

  // Functions matching `glob` (util/glob.h), and `module_glob` when not
  // empty ("" matches vmlinux and modules alike).
  std::vector<KernelFunction> match(std::string_view module_glob, std::string_view glob) const;
  bool contains(std::string_view name) const;

private:
  void finish();

  std::vector<KernelFunction> functions_;
  std::string source_;
};

// Whether /proc/kallsyms lists `name` as code (in `module` when it is not
// empty; "vmlinux" is the core kernel): a function that exists but is
// missing from the traceable list is notrace or inlined everywhere.
bool kallsyms_has_function(std::string_view name, std::string_view module = "");

// Whether /proc/kallsyms lists `name`, code or data (variables only in
// kernels built with CONFIG_KALLSYMS_ALL); nullopt when it cannot be read.
std::optional<bool> kallsyms_has_symbol(std::string_view name);

} // namespace kt::catalog
