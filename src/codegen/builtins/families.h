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

// len(kstack), len(ustack) (stacks.cpp): the frames the stack has.
llvm::Value *stack_len(ProgramLowering &l, const ast::Expr *stack);

// str() of an enum value (conversions.cpp): its enumerator's name as a
// string of type `t`, else its number in decimal.
Val enum_text(ProgramLowering &l, llvm::Value *v, const sema::Type &at, const sema::Type &t);

// What the runtime prints when the verifier refuses this call of `helper`
// with a verdict containing `verdict` ("" for any): an error at the call.
struct Refusal {
  const char *verdict;
  std::string message;
  std::vector<std::string> hints;
};
// Leaves the runtime the refusals of call `c` of `helper` to explain
// (manifest::HelperCall), the first that matches the verifier's verdict
// (kernel.cpp).
void explain_refusals(ProgramLowering &l, const ast::Call &c, const char *helper, std::vector<Refusal> refusals);
// The refusal every helper call may meet: its arguments are not what the
// kernel wants (a pointer it cannot trace back to the probe's arguments).
Refusal refused_arguments(const ast::Call &c);

// The type sema gave a builtin's node (an identifier or a call).
inline sema::Type type(ProgramLowering &l, const ast::Node &n) { return l.type_of(static_cast<const ast::Expr *>(&n)); }

// The node's call, and its string literal argument `i` (check_types made
// sure of both where a family reads them).
inline const ast::Call &call(const ast::Node &n) { return static_cast<const ast::Call &>(n); }
inline const std::string &string_arg(const ast::Node &n, size_t i) {
  return static_cast<const ast::String *>(call(n).args[i])->value;
}

} // namespace kt::codegen
