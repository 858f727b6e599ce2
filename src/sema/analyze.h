// Sema, the passes in order: expand_macros -> scope_variables ->
// resolve_names -> fold_branches -> infer_types -> check_types, stopping
// after the first pass that reports an error (STYLE.md §2). The driver and
// the tests run sema through this one function.
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"
#include "sema/expand_macros.h"
#include "sema/resolve_names.h"
#include "sema/type_source.h"

namespace kt::sema {

// Analyzes `program` (rewritten in place by macro expansion, whose
// expansions go to `expansions` for rendering diagnostics). Errors go to
// `diags`; the Analysis is complete only when there are none.
Analysis analyze(ast::Program &program, ast::Context &ctx, const ResolveOptions &opts, TypeSource &types,
                 MacroExpansions &expansions, Diagnostics &diags);

} // namespace kt::sema
