#include "sema/analyze.h"

#include <set>

#include "ast/visitor.h"

#include "sema/check_types.h"
#include "sema/fold_branches.h"
#include "sema/infer_types.h"
#include "sema/scope_variables.h"

namespace kt::sema {
namespace {

// The builtin nodes left in the probes' predicates and bodies.
class LiveBuiltins : public ast::Visitor {
public:
  using ast::Visitor::visit;
  void visit(ast::Identifier &n) override { live.insert(&n); }
  void visit(ast::Call &n) override {
    live.insert(&n);
    ast::Visitor::visit(n);
  }
  std::set<const ast::Node *> live;
};

// Reports the builtins resolve_names found in probes that give them no
// meaning; with `folded`, only those that fold_branches kept.
void report_misplaced(ast::Program &program, const Resolution &names, bool folded, Diagnostics &diags) {
  if (names.misplaced.empty())
    return;
  LiveBuiltins walk;
  if (folded)
    for (ast::Node *item : program.items)
      if (auto *probe = ast::as<ast::Probe>(item)) {
        walk.visit(probe->predicate);
        walk.visit(probe->body);
      }
  for (const Resolution::MisplacedBuiltin &m : names.misplaced)
    if (!folded || walk.live.count(m.node)) {
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
    report_misplaced(program, a.names, false, diags);
    return a;
  }
  fold_branches(program, ctx, a.names);
  report_misplaced(program, a.names, true, diags);
  if (diags.has_errors())
    return a;
  a.types = infer_types(program, a.names);
  check_types(program, a, diags);
  return a;
}

} // namespace kt::sema
