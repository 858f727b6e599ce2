// The probed code's arguments and result (sema/builtins/arguments.cpp).
#include <cstddef>

#include "bpf/abi/session.h"
#include "codegen/builtins/families.h"
#include "util/pt_regs.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using ast::ProbeKind;
using sema::Type;
constexpr sema::BuiltinForm V = sema::BuiltinForm::Variable;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

// argN: a raw tracepoint's context is its u64 arguments; a USDT probe's
// note says where each is; the rest read registers and the stack.
Val arg(ProgramLowering &l, const ast::Node &n) {
  int i = sema::arg_index(static_cast<const ast::Identifier &>(n).name);
  ProbeKind kind = l.unit().kind;
  if (kind == ProbeKind::RawTracepoint)
    return {l.load_int(l.offset(l.ctx_arg(), 8 * i), 8, false, 8), type(l, n)};
  if (kind == ProbeKind::Usdt)
    return {l.b().CreateCall(l.module().bpf_helper("kt_usdt_arg"), {l.ctx_arg(), l.i64(i)}), type(l, n)};
  return {l.function_arg(i), type(l, n)};
}

// The typed arguments are the context itself (tracepoint records, fentry's
// u64 array): field accesses read it.
// A whole `args` of register arguments (print(args), @m = args): copied
// into a struct laid out as sema's Unit::args_value.
Val args(ProgramLowering &l, const ast::Node &n) {
  Type t = type(l, n);
  const sema::Unit &u = l.unit();
  if (!u.args_value || t.record != u.args_value)
    return {l.ctx_arg(), t};
  Value *dst = l.zeroed_slot(t.size);
  for (const std::string &name : u.args_value->field_names()) {
    auto to = u.args_value->field(name);
    auto from = u.args->field(name);
    Value *v = l.function_arg(from->arg);
    l.b().CreateAlignedStore(l.b().CreateTrunc(v, l.b().getIntNTy(to->type.size * 8)), l.offset(dst, to->offset),
                             MaybeAlign(1));
  }
  return {dst, t};
}

Val retval(ProgramLowering &l, const ast::Node &n) {
  Type t = type(l, n);
  if (l.session())
    return {l.session_field(offsetof(struct kt_session_record, result), 8), t};
  const sema::Unit &u = l.unit();
  if (u.retval_size == 0) // a function of a wildcard that returns void
    return {l.i64(0), t};
  Value *v = l.return_register();
  // Only the return type's bytes of the register are the value.
  if (u.retval_size < 8) {
    Value *narrow = l.b().CreateTrunc(v, l.b().getIntNTy(u.retval_size * 8));
    v = u.retval_signed ? l.b().CreateSExt(narrow, l.b().getInt64Ty()) : l.b().CreateZExt(narrow, l.b().getInt64Ty());
  }
  return {v, t};
}

Val reg(ProgramLowering &l, const ast::Node &n) {
  uint32_t at = *util::pt_reg_offset(string_arg(n, 0));
  return {l.load_int(l.offset(l.ctx_arg(), at), 8, false, 8), type(l, n)};
}

} // namespace

FamilyLowering arguments_lowering() {
  return {"arguments",
          {
              {"arg0", V, arg},
              {"args", V, args},
              {"retval", V, retval},
              {"reg", F, reg},
          }};
}

} // namespace kt::codegen
