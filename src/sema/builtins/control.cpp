// Control: exit([code]) ends the run; signal(SIG) signals the current
// process, signal_thread(SIG) the current thread (both unsafe); unwatch(addr)
// removes the watchpoints on an address. Lowered in codegen/builtins/control.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm F = BuiltinForm::Function;

void check_exit(CheckContext &ctx, ast::Node &n) {
  if (!call(n).args.empty())
    ctx.expect_int(call(n).args[0], "an exit code");
}

void check_unwatch(CheckContext &ctx, ast::Node &n) { ctx.expect_int(call(n).args[0], "unwatch()'s address"); }

void check_signal(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (refuse_in_kt_process(ctx, n))
    return;
  if (auto *name = ast::as<ast::String>(n.args[0])) {
    if (signal_number(name->value) < 0)
      ctx.error(name->loc) << "unknown signal '" << name->value << "'";
  } else {
    ctx.expect_int(n.args[0], "a signal number");
  }
}

} // namespace

bool refuse_in_kt_process(CheckContext &ctx, const ast::Call &n) {
  ProbeKind k = ctx.unit().kind;
  if (k != ProbeKind::Begin && k != ProbeKind::End && k != ProbeKind::Self)
    return false;
  // kt runs these programs itself (BPF_PROG_TEST_RUN), in its own process.
  ctx.error(n.loc) << n.name << "() cannot be used in "
                   << (k == ProbeKind::Begin ? "BEGIN" : k == ProbeKind::End ? "END" : "a self probe")
                   << ": it runs in kt's own process";
  return true;
}

BuiltinFamily control_family() {
  return {"control",
          {
              {.name = "exit",
               .form = F,
               .max_args = 1,
               .summary = "stop tracing",
               .statement_only = true,
               .check = check_exit},
              {.name = "unwatch",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "remove the watchpoints on an address",
               .statement_only = true,
               .check = check_unwatch},
              {.name = "signal",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "signal the current process",
               .unsafe = true,
               .statement_only = true,
               .check = check_signal},
              {.name = "signal_thread",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "signal the current thread",
               .unsafe = true,
               .statement_only = true,
               .check = check_signal},
          }};
}

} // namespace kt::sema
