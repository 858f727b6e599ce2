// The families' lowerings (lowering.h), one file each, named as in sema.
#pragma once

#include "codegen/builtins/lowering.h"

namespace kt::codegen {

// NAME_lowering() of each family in sema/builtins/families.def.
#define KT_FAMILY(name) FamilyLowering name##_lowering();
#include "sema/builtins/families.def"
#undef KT_FAMILY

// printf() in an iter probe, written by the kernel into the iterator's
// output (seq_printf.cpp).
void lower_seq_printf(ProgramLowering &l, const ast::Call &c);

// str() of an enum value (conversions.cpp): its enumerator's name as a
// string of type `t`, else its number in decimal.
Val enum_text(ProgramLowering &l, llvm::Value *v, const sema::Type &at, const sema::Type &t);

// The type sema gave a builtin's node (an identifier or a call).
inline sema::Type type(ProgramLowering &l, const ast::Node &n) { return l.type_of(static_cast<const ast::Expr *>(&n)); }

// The node's call, and its string literal argument `i` (check_types made
// sure of both where a family reads them).
inline const ast::Call &call(const ast::Node &n) { return static_cast<const ast::Call &>(n); }
inline const std::string &string_arg(const ast::Node &n, size_t i) {
  return static_cast<const ast::String *>(call(n).args[i])->value;
}

} // namespace kt::codegen
