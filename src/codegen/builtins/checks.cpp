// Checks (sema/builtins/checks.cpp): the type predicates are constants of
// their argument's type (the argument is not evaluated); is_err() tests
// the kernel's ERR_PTR range; static_assert(), assert_str() and fail() did
// their work in sema and lower to nothing.
#include "codegen/builtins/families.h"
#include "sema/builtins/checks.h"

namespace kt::codegen {
namespace {

using namespace llvm;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

Val predicate(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  bool v = sema::type_predicate(c.name, c.args[0], l.type_of(c.args[0])).value_or(false);
  return {l.i64(v), type(l, n)};
}

// -4095 <= (int64)p < 0, as the kernel's IS_ERR().
Val is_err(ProgramLowering &l, const ast::Node &n) {
  IRBuilder<> &b = l.b();
  Value *p = l.scalar(call(n).args[0]);
  Value *yes = b.CreateICmpUGE(p, l.i64(static_cast<uint64_t>(-4095)));
  return {b.CreateZExt(yes, b.getInt64Ty()), type(l, n)};
}

Val nothing(ProgramLowering &, const ast::Node &) { return {nullptr, {}}; }

// kfunc_exist(), kfunc_allowed(): the answer sema found in the kernel's
// BTF, or the kernel's.
Val found(ProgramLowering &l, const ast::Node &n) {
  return {l.i64(l.module().info.names.builtins.at(&n).datum), type(l, n)};
}

} // namespace

FamilyLowering checks_lowering() {
  return {"checks",
          {
              {"is_str", F, predicate},
              {"is_ptr", F, predicate},
              {"is_array", F, predicate},
              {"is_integer", F, predicate},
              {"is_unsigned_integer", F, predicate},
              {"is_literal", F, predicate},
              {"is_err", F, is_err},
              {"kfunc_exist", F, found},
              {"kfunc_allowed", F, found},
              {"static_assert", F, nothing},
              {"assert_str", F, nothing},
              {"fail", F, nothing},
          }};
}

} // namespace kt::codegen
