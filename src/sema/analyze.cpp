#include "sema/analyze.h"

#include "sema/check_types.h"
#include "sema/fold_branches.h"
#include "sema/infer_types.h"
#include "sema/scope_variables.h"

namespace kt::sema {
namespace {

// Reports the builtins resolve_names found in probes that give them no
// meaning (fold_branches has dropped those of the branches not taken).
void report_misplaced(const Resolution &names, Diagnostics &diags) {
  for (const Resolution::MisplacedBuiltin &m : names.misplaced) {
    auto d = diags.error(m.loc);
    d << m.message;
    d.hint(m.hint);
  }
}

} // namespace

Analysis analyze(ast::Program &program, ast::Context &ctx, const ResolveOptions &opts, TypeSource &types,
                 MacroExpansions &expansions, Diagnostics &diags) {
  Analysis a;
  expand_macros(program, ctx, expansions, diags);
  if (diags.has_errors())
    return a;
  scope_variables(program, diags);
  if (diags.has_errors())
    return a;
  a.names = resolve_names(program, opts, types, diags);
  if (diags.has_errors()) {
    report_misplaced(a.names, diags);
    return a;
  }
  fold_branches(program, ctx, a.names);
  report_misplaced(a.names, diags);
  if (diags.has_errors())
    return a;
  a.types = infer_types(program, a.names);
  check_types(program, a, diags);
  return a;
}

} // namespace kt::sema
