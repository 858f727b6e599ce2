#include "sema/analyze.h"

#include "sema/check_types.h"
#include "sema/fold_branches.h"
#include "sema/infer_types.h"
#include "sema/scope_variables.h"

namespace kt::sema {

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
  if (diags.has_errors())
    return a;
  fold_branches(program, ctx, a.names);
  a.types = infer_types(program, a.names);
  check_types(program, a, diags);
  return a;
}

} // namespace kt::sema
