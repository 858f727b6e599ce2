// Control: exit([code]) ends the run; signal(SIG) signals the current
// process (unsafe); unwatch(addr) removes the watchpoints on an address.
// Lowered in codegen/builtins/control.cpp.
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
  ProbeKind k = ctx.unit().kind;
  if (k == ProbeKind::Begin || k == ProbeKind::End) {
    // BEGIN and END run in kt's own process: the signal would hit kt.
    ctx.error(n.loc) << "signal() cannot be used in " << (k == ProbeKind::Begin ? "BEGIN" : "END")
                     << ": it runs in kt's own process";
    return;
  }
  if (auto *name = ast::as<ast::String>(n.args[0])) {
    if (signal_number(name->value) < 0)
      ctx.error(name->loc) << "unknown signal '" << name->value << "'";
  } else {
    ctx.expect_int(n.args[0], "a signal number");
  }
}

} // namespace

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
          }};
}

} // namespace kt::sema
