// What a session probe's body reads of the session that ended: stack()
// (the deepest failing call chain), calls() (every call, in order), each
// optionally with the calls' arguments (stack(args), calls(args)),
// `duration`, and `errfunc` (the function the error came from). Lowered in codegen/builtins/sessions.cpp; the records print
// through runtime/builtins/sessions.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;

// stack(args), calls(args): every recorded call's arguments (datum 1).
void with_args(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  if (n.args.empty())
    return;
  auto *id = ast::as<ast::Identifier>(n.args[0]);
  if (!id || id->name != "args") {
    ctx.diags().error(n.args[0]->loc) << n.name << "() takes nothing or 'args', as " << n.name << "(args)";
    return;
  }
  use.datum = 1;
}

// errfunc: a session function's name, as `func` is in a session probe.
Type function_name(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Probe); }

} // namespace

BuiltinFamily sessions_family() {
  return {"sessions",
          {
              {.name = "stack",
               .form = F,
               .max_args = 1,
               .probes = kSessionProbes,
               .summary = "the session's deepest failing call chain",
               .word_args = true,
               .print_only = true,
               .value_name = "session stack",
               .resolve = with_args,
               .infer = infer_printed},
              {.name = "calls",
               .form = F,
               .max_args = 1,
               .probes = kSessionProbes,
               .summary = "the session's calls in order",
               .word_args = true,
               .print_only = true,
               .value_name = "session stack",
               .resolve = with_args,
               .infer = infer_printed},
              {.name = "duration",
               .form = BuiltinForm::Variable,
               .probes = kSessionProbes,
               .summary = "the session's duration in nanoseconds",
               .infer = infer_u64},
              {.name = "errfunc",
               .form = BuiltinForm::Variable,
               .probes = kSessionProbes,
               .summary = "the function the session's error came from",
               .infer = function_name},
          }};
}

} // namespace kt::sema
