// The kernel's BTF and its modules' (split on the kernel's), each read
// once, on first use: for sema's kernel types and kt -l's prototypes.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "btf/btf.h"
#include "util/result.h"

namespace kt::catalog {

class KernelBtf {
public:
  // `vmlinux` names another file for tests; fixtures have no modules, so
  // module() is null unless `vmlinux` is the kernel's own.
  explicit KernelBtf(std::string vmlinux = "/sys/kernel/btf/vmlinux");

  // Null when the kernel has no BTF.
  const btf::Btf *vmlinux();
  // Null for a module without BTF, one not loaded, or a name that is not a
  // module's.
  const btf::Btf *module(const std::string &name);
  // The modules with BTF, sorted (none for a fixture).
  std::vector<std::string> module_names() const;
  // The kernel's BTF file, and whether vmlinux() has read it yet.
  const std::string &path() const { return path_; }
  bool loaded() const { return vmlinux_.has_value(); }

private:
  std::string path_;
  std::optional<Result<btf::Btf>> vmlinux_;
  std::map<std::string, std::unique_ptr<Result<btf::Btf>>> modules_;
};

} // namespace kt::catalog
