// The probed code's arguments and result: arg0..argN (registers, the
// stack, USDT operands), `args` (typed: tracepoint fields, BTF or DWARF
// parameters), `retval`, and reg("name"). Lowered in
// codegen/builtins/arguments.cpp.
#include "sema/builtins/families.h"

#include "util/edit_distance.h"
#include "util/pt_regs.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm V = BuiltinForm::Variable;
constexpr BuiltinForm F = BuiltinForm::Function;

constexpr ProbeMask kRegisterArgs = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Uprobe) |
                                    probe_bit(ProbeKind::Usdt) | probe_bit(ProbeKind::RawTracepoint) |
                                    probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit);
constexpr ProbeMask kTypedArgs = probe_bit(ProbeKind::Tracepoint) | probe_bit(ProbeKind::Fentry) |
                                 probe_bit(ProbeKind::Fexit) | probe_bit(ProbeKind::Uprobe) |
                                 probe_bit(ProbeKind::TpBtf) | probe_bit(ProbeKind::RawTracepoint);
constexpr ProbeMask kRegisters = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Kretprobe) |
                                 probe_bit(ProbeKind::Uprobe) | probe_bit(ProbeKind::Uretprobe) |
                                 probe_bit(ProbeKind::Usdt);

// A whole `args` is its value (unit.args_value) where kt can copy it; the
// base of a field access is typed as the context again (infer_types).
Type args(InferContext &ctx, const ast::Node &) {
  if (ctx.unit().args_value)
    return Type::record_of(ctx.unit().args_value);
  return ctx.unit().args ? Type::record_of(ctx.unit().args) : Type{};
}

Type retval(InferContext &ctx, const ast::Node &) { return ctx.unit().retval ? *ctx.unit().retval : Type::s64(); }

void check_args(CheckContext &ctx, ast::Node &n) {
  if (!ctx.unit().args && ctx.unit().kind == ProbeKind::Tracepoint)
    ctx.error(n.loc) << "'args' of this tracepoint is not known";
}

void check_reg(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  auto *name = ast::as<ast::String>(n.args[0]);
  if (!name || util::pt_reg_offset(name->value)) {
    ctx.expect_string_literal(n, 0);
    return;
  }
  auto d = ctx.error(name->loc);
  d << "'" << name->value << "' is not an x86-64 register";
  if (auto near = closest_name(name->value, util::pt_reg_names()))
    d.hint("did you mean '" + *near + "'?");
  else
    d.hint("registers are named as in pt_regs: ip, sp, ax, di, si, dx, cx, r8 ... r15, bp, bx, flags");
}

} // namespace

BuiltinFamily arguments_family() {
  return {"arguments",
          {
              // Every argN is this entry (find_builtin_variable); arg_index() tells N.
              {.name = "arg0", .form = V, .probes = kRegisterArgs, .summary = "a function argument", .infer = infer_u64},
              {.name = "args",
               .form = V,
               .probes = kTypedArgs,
               .summary = "the typed arguments",
               .reads_args = true,
               .infer = args,
               .check = check_args},
              {.name = "retval",
               .form = V,
               .probes = kReturnProbes,
               .summary = "the return value",
               .reads_result = ResultUse::Value,
               .infer = retval},
              {.name = "reg",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .probes = kRegisters,
               .summary = "a register of the probed code",
               .infer = infer_u64,
               .check = check_reg},
          }};
}

} // namespace kt::sema
