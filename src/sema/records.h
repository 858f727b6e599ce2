// Struct, union and enum types for casts, curtask and pointer fields, and
// enum constants: the program's C types (its own declarations and its
// headers', which Clang laid out: Program::c_types), then the kernel's
// BTF. A BTF record
// finds its fields on demand (task_struct has hundreds; a program reads a
// few).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "btf/btf.h"
#include "sema/header_types.h"
#include "sema/types.h"
#include "util/result.h"

namespace kt::sema {

// The sema type of BTF type `id`: integers and enums by size and sign,
// `char` arrays as strings, other arrays, pointers (to records made on
// demand), structs and unions. `user` marks pointers as user memory.
Type btf_type(const btf::Btf &btf, btf::TypeId id, bool user);

// offsetof(): the byte offset of `path` (a field, then a field of it, ...)
// in record type `t` (or the record a pointer `t` points to); an error
// message ("'struct foo' has no field 'x'") at the first step that fails.
Result<uint64_t> field_path_offset(const Type &t, const std::vector<std::string> &path);

// An enum constant: its value, typed as a value of its enum.
struct EnumConstant {
  int64_t value = 0;
  Type type;
};

class Records {
public:
  // `kernel` gives the kernel's BTF (null if there is none); it is called
  // only when the program needs a type it does not declare itself.
  explicit Records(std::function<const btf::Btf *()> kernel)
      : kernel_fn_(std::move(kernel)), headers_([this] { return this->kernel(); }) {}
  Records(const Records &) = delete;

  // Takes the program's C types (Program::c_types: its declarations and
  // its headers', laid out by Clang), which come before the kernel's BTF;
  // the enumerators of the program's own enums are its constants.
  void declare(const ast::Program &program);
  // The enum constant `name`: the program's, else the kernel's (BTF); nullopt
  // if neither has it.
  std::optional<EnumConstant> enumerator(const std::string &name) const;
  // The program's enum constants, by name (for suggestions).
  const std::map<std::string, EnumConstant> &program_enumerators() const { return enumerators_; }

  // `struct NAME` / `union NAME`: the program's, else its headers', else the
  // kernel's; null if none has it.
  std::shared_ptr<const Record> find(const std::string &name, bool is_union) const;
  // The type a C type name denotes (casts, sizeof, declarations); None if
  // unknown. Pointers are user memory when `user`.
  Type resolve(const ast::TypeName &t, bool user) const;

  const btf::Btf *kernel() const;

private:
  Type enum_type(const std::string &name) const;

  std::function<const btf::Btf *()> kernel_fn_;
  HeaderTypes headers_;
  mutable const btf::Btf *kernel_ = nullptr;
  mutable bool kernel_loaded_ = false;
  std::map<std::string, EnumConstant> enumerators_;     // the program's enum constants
};

} // namespace kt::sema
