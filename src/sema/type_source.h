// Where sema learns about the system's types: tracepoint formats, kernel
// BTF. The driver passes the machine's; tests pass fixtures. Sema itself
// never reads /sys (compilation is deterministic given these inputs).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "btf/btf.h"
#include "sema/types.h"
#include "util/result.h"

namespace kt::sema {

class TypeSource {
public:
  virtual ~TypeSource() = default;

  // Tracepoints matching category and name globs, as "category:name", sorted.
  virtual std::vector<std::string> match_tracepoints(const std::string &category,
                                                     const std::string &name) = 0;
  // The args record of one tracepoint (its format file's fields, without
  // the common_ ones).
  virtual Result<std::shared_ptr<const Record>> tracepoint_args(const std::string &category,
                                                                const std::string &name) = 0;
  // The size in bytes of symbol `name` in a user binary (a path or a
  // library name, as uprobes take them), for uaddr()'s pointer type.
  virtual Result<uint64_t> user_symbol_size(const std::string &binary, const std::string &name) = 0;
  // A user function's parameters as a record (each field's `arg` is its
  // position), from the binary's DWARF: a uprobe's `args`.
  virtual Result<std::shared_ptr<const Record>> uprobe_args(const std::string &binary, const std::string &func) = 0;
  // The kernel's BTF, or null when this machine has none.
  virtual const btf::Btf *kernel_btf() = 0;
};

} // namespace kt::sema
