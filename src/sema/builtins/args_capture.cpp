// args(): the current function's arguments, formatted by their BTF or
// DWARF types when printed (print(args())). Lowered in
// codegen/builtins/args_capture.cpp; printed by runtime/builtins/args_capture.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

// The argument registers hold the arguments where the function starts;
// past an offset (uprobe:bin:f+0x10, kprobe:f+4) the function may have
// reused them.
void at_entry_only(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (const ast::AttachPoint *ap : ctx.probe().attach_points) {
    if (!(ap->has_offset && ap->offset != 0) && !ap->has_address)
      continue;
    auto d = ctx.diags().error(n.loc);
    if (ap->has_address)
      d << "args() needs a function's parameter types, and '" << ap->raw << "' names an address";
    else
      d << "args() reads the arguments where a function starts, and '" << ap->raw
        << "' is inside the function, where the argument registers may hold anything";
    d.hint("attach args() probes at a function's entry, by name and without an offset");
    return;
  }
}

} // namespace

BuiltinFamily args_capture_family() {
  return {"args_capture",
          {
              {.name = "args",
               .form = BuiltinForm::Function,
               .probes = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Uprobe) | probe_bit(ProbeKind::Fentry) |
                         probe_bit(ProbeKind::Fexit),
               .summary = "the function's arguments with their types",
               .print_only = true,
               .value_name = "function arguments",
               .resolve = at_entry_only,
               .infer = infer_printed},
          }};
}

} // namespace kt::sema
