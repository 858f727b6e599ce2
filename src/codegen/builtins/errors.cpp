// Error predicates (sema/builtins/errors.cpp): whether the probed
// function's result is a failure by its return type (sema::ErrorClass), or
// one of the named errors. In a session, the session engine's verdict on
// its entry function.
#include <algorithm>
#include <cstddef>

#include "bpf/abi/session.h"
#include "codegen/builtins/families.h"
#include "sema/builtins/errors.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::ErrorClass;
constexpr sema::BuiltinForm V = sema::BuiltinForm::Variable;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

// `names` null: `error`; else error(NAMES).
Value *failed(ProgramLowering &l, const std::vector<ast::Expr *> *names) {
  IRBuilder<> &b = l.b();
  Value *v;
  Value *fail = nullptr; // a session: the engine's verdict, by its entry function's class
  Value *err = nullptr;  // a session: the C library's errno with its -1 (0: none)
  bool pointer = false;  // a function returning a pointer: NULL fails
  if (l.session()) {
    fail = l.session_field(offsetof(struct kt_session_record, failed), 4);
    if (!names)
      return fail;
    v = l.session_field(offsetof(struct kt_session_record, result), 8);
    const auto &fns = l.unit().session;
    if (std::any_of(fns.begin(), fns.end(), [](const sema::SessionFunc &f) { return f.reads_errno; }))
      err = l.session_field(offsetof(struct kt_session_record, err), 4);
  } else {
    ErrorClass k = l.unit().error_class;
    if (k == ErrorClass::Never) // void functions too
      return l.i64(0);
    v = l.return_register();
    if (k != ErrorClass::Pointer && k != ErrorClass::Int64) // int, or unknown: read as int
      v = b.CreateSExt(b.CreateTrunc(v, b.getInt32Ty()), b.getInt64Ty());
    pointer = k == ErrorClass::Pointer;
    if (!names) {
      // -4095..-1 (ERR_PTR's range too); a pointer also fails when NULL.
      Value *yes = b.CreateICmpULT(b.CreateAdd(v, l.i64(4095)), l.i64(4095));
      if (pointer)
        yes = b.CreateOr(yes, b.CreateICmpEQ(v, l.i64(0)));
      return b.CreateZExt(yes, b.getInt64Ty());
    }
  }
  Value *yes = b.getFalse();
  for (const ast::Expr *e : *names) {
    auto *id = ast::as<ast::Identifier>(e);
    if (!id || id->name != "NULL") {
      int64_t number = sema::errno_argument(*e, l.module().info.names).value_or(0); // sema checked it
      yes = b.CreateOr(yes, b.CreateICmpEQ(v, l.i64(-number)));
      if (err)
        yes = b.CreateOr(yes, b.CreateICmpEQ(err, l.i64(number)));
    }
    else if (fail) // a NULL result that failed: the entry function returns a pointer
      yes = b.CreateOr(yes, b.CreateAnd(b.CreateICmpNE(fail, l.i64(0)), b.CreateICmpEQ(v, l.i64(0))));
    else if (pointer)
      yes = b.CreateOr(yes, b.CreateICmpEQ(v, l.i64(0)));
  }
  return b.CreateZExt(yes, b.getInt64Ty());
}

Val error_variable(ProgramLowering &l, const ast::Node &n) {
  return {failed(l, nullptr), type(l, n)};
}

Val error_call(ProgramLowering &l, const ast::Node &n) { return {failed(l, &call(n).args), type(l, n)}; }

} // namespace

FamilyLowering errors_lowering() {
  return {"errors",
          {
              {"error", V, error_variable},
              {"error", F, error_call},
          }};
}

} // namespace kt::codegen
