// Struct, union and enum types for casts, curtask and pointer fields, and
// enum constants: the C declarations in the program first, then the
// kernel's BTF. A BTF record
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

  // Lays out the program's struct/union/typedef declarations (C rules:
  // natural alignment, bit-fields packed into units of their type) and
  // numbers its enums' constants (C rules; a value must be a constant);
  // takes its headers' types (Program::c_types), which come after its
  // own declarations and before the kernel's BTF.
  void declare(const ast::Program &program, Diagnostics &diags);
  // The enum constant `name`: the program's, else the kernel's (BTF); nullopt
  // if neither has it.
  std::optional<EnumConstant> enumerator(const std::string &name) const;
  // The program's enum constants, by name (for suggestions).
  const std::map<std::string, EnumConstant> &program_enumerators() const { return enumerators_; }

  // `struct NAME` / `union NAME`: the program's, else its headers', else the
  // kernel's; null if none has it.
  std::shared_ptr<const Record> find(const std::string &name, bool is_union) const;
  // A typedef of the program (`typedef struct {...} point_t;`).
  std::optional<Type> typedef_type(const std::string &name) const;
  // The type a C type name denotes (casts, sizeof, declarations); None if
  // unknown. Pointers are user memory when `user`.
  Type resolve(const ast::TypeName &t, bool user) const;

  const btf::Btf *kernel() const;

private:
  Type field_type(const ast::CField &f) const;
  std::shared_ptr<const Record> layout(const ast::CRecord &r, const std::string &name, Diagnostics &diags);
  void declare_enum(const ast::CEnum &e, Diagnostics &diags);
  Type enum_type(const std::string &name) const;

  std::function<const btf::Btf *()> kernel_fn_;
  HeaderTypes headers_;
  mutable const btf::Btf *kernel_ = nullptr;
  mutable bool kernel_loaded_ = false;
  std::map<std::string, std::shared_ptr<const Record>> structs_, unions_;
  std::map<std::string, Type> typedefs_;
  std::map<std::string, Type> enums_;                  // `enum NAME`
  std::map<std::string, EnumConstant> enumerators_;     // the program's enum constants
};

} // namespace kt::sema
