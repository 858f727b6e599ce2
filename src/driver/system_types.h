// The machine's types for sema (TypeSource): tracepoint formats from
// tracefs, kernel and module BTF, traceable kernel functions, binaries'
// symbols and DWARF.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>

#include "catalog/kernel_btf.h"
#include "catalog/elf_symbols.h"
#include "catalog/error_injection.h"
#include "catalog/frame_pointers.h"
#include "catalog/kernel_functions.h"
#include "catalog/libraries.h"
#include "catalog/tracefs.h"
#include "sema/type_source.h"

namespace kt::driver {

// The error-injection list's functions as sema names kernel functions.
inline std::vector<sema::KernelFunc> injectable_functions(const std::vector<catalog::InjectableFunction> &list) {
  std::vector<sema::KernelFunc> out;
  for (const catalog::InjectableFunction &f : list)
    out.push_back({f.module, f.name});
  return out;
}

class SystemTypes : public sema::TypeSource {
public:
  explicit SystemTypes(uint32_t max_strlen) : max_strlen_(max_strlen) {}
  // -k: the vmlinux with DWARF for kernel source-file globs.
  void set_vmlinux(const std::string &path) { vmlinux_ = path; }

  std::vector<std::string> match_tracepoints(const std::string &category, const std::string &name) override;
  const std::vector<std::string> *all_tracepoints() override;
  std::optional<std::string> missing_user_function(const std::string &binary, const std::string &func,
                                                   std::string &near, std::string &linked) override;
  std::optional<std::vector<std::string>> usdt_probes(const std::string &binary) override;
  std::optional<std::string> unusable_user_binary(const std::string &binary) override;
  std::optional<std::string> unusable_pin(const std::string &pin) override;
  Result<std::shared_ptr<const sema::Record>> tracepoint_args(const std::string &category,
                                                              const std::string &name) override;
  Result<uint64_t> user_symbol_size(const std::string &binary, const std::string &name) override;
  Result<uint64_t> cgroup_id(const std::string &path) override;
  Result<std::vector<sema::KernelFunc>> error_injection_functions() override {
    auto list = catalog::error_injection_list();
    if (!list)
      return list.error();
    return injectable_functions(*list);
  }
  Result<bool> kfunc_allowed(const std::string &name, ast::ProbeKind kind) override;
  const btf::Btf *kernel_btf() override;
  std::vector<bool> kernel_has_types(const std::vector<sema::CTypeName> &types) override;
  const btf::Btf *module_btf(const std::string &module) override;
  bool kernel_symbol_exists(const std::string &name, const std::string &module) override {
    return catalog::kallsyms_has_function(name, module);
  }
  bool kernel_address_known(const std::string &name) override {
    return catalog::kallsyms_has_symbol(name).value_or(true);
  }
  Result<std::vector<sema::KernelFunc>> kernel_functions(const std::string &module_glob,
                                                         const std::string &glob) override;
  bool user_binary_exists(const std::string &name) override {
    binaries_.insert(name);
    return catalog::resolve_binary(name).ok();
  }
  Result<std::shared_ptr<const sema::Record>> uprobe_args(const std::string &binary, const std::string &func) override;
  Result<sema::UserFunctions> user_functions(const std::string &binary, const std::string &glob) override;
  Result<sema::UserFunctions> user_functions_in_sources(const std::string &binary, const std::string &glob) override;
  Result<std::vector<std::string>> kernel_functions_in_sources(const std::string &glob) override;
  // A binary kt cannot read keeps them: frame pointers stay the default.
  bool keeps_frame_pointers(const std::string &binary) override {
    binaries_.insert(binary);
    auto [it, fresh] = frame_pointers_.try_emplace(binary, true);
    if (fresh)
      if (auto path = catalog::resolve_binary(binary))
        if (auto keeps = catalog::keeps_frame_pointers(*path))
          it->second = *keeps;
    return it->second;
  }

  // What the answers came from, for the program cache (program_cache.h):
  // the user binaries asked about, by name as the program gave them; the
  // tracefs read, if any (its dynamic events come and go); whether an
  // answer holds only for now (a pin path, a cgroup's id).
  const std::set<std::string> &binaries_asked() const { return binaries_; }
  std::string tracefs_read() const { return tracefs_ ? tracefs_->root() : ""; }
  bool asked_the_moment() const { return asked_the_moment_; }

private:
  Result<catalog::Tracefs *> tracefs();
  // `names` of the file `binary` names, with offsets and return types.
  Result<sema::UserFunctions> user_function_list(const std::string &binary,
                                                 const std::function<Result<std::vector<std::string>>(
                                                     const std::string &path, const catalog::SymbolTable &)> &names);

  uint32_t max_strlen_;
  std::string vmlinux_;
  std::set<std::string> binaries_;
  bool asked_the_moment_ = false;
  std::optional<catalog::Tracefs> tracefs_;
  std::optional<std::vector<std::string>> all_;
  catalog::KernelBtf btf_;
  std::optional<catalog::KernelFunctions> functions_;
  std::map<std::string, bool> frame_pointers_; // keeps_frame_pointers(), by binary
};

// Types a tracepoint's fields for sema: integers by size and sign, char
// arrays and __data_loc strings as strings, pointers (user memory for the
// syscalls category).
std::shared_ptr<const sema::Record> tracepoint_record(const std::string &category,
                                                      const catalog::TracepointFormat &format,
                                                      uint32_t max_strlen,
                                                      const std::function<const btf::Btf *()> &btf);

} // namespace kt::driver
