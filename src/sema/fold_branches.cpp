#include "sema/fold_branches.h"

#include <set>

#include "ast/visitor.h"
#include "sema/constants.h"

namespace kt::sema {
namespace {

// The builtin nodes (identifiers and calls) of a subtree.
class BuiltinNodes : public ast::Visitor {
public:
  using ast::Visitor::visit;
  void visit(ast::Identifier &n) override { found.insert(&n); }
  void visit(ast::Call &n) override {
    found.insert(&n);
    ast::Visitor::visit(n);
  }
  std::set<const ast::Node *> found;
};

class BranchFolder : public ast::Visitor {
public:
  BranchFolder(ast::Context &ctx, Resolution &names) : ctx_(ctx), names_(names), scope_{.names = &names} {}

  using ast::Visitor::visit;

  const ast::Probe *probe = nullptr; // the one being folded

  void visit(ast::Block &b) override {
    std::vector<ast::Stmt *> kept;
    for (ast::Stmt *s : b.stmts)
      if (ast::Stmt *f = fold(s))
        kept.push_back(f);
    b.stmts = std::move(kept);
    ast::Visitor::visit(b);
  }

private:
  // The statement an `if` with a known condition stands for (null: none);
  // any other statement as it is.
  ast::Stmt *fold(ast::Stmt *s) {
    while (auto *i = ast::as<ast::If>(s)) {
      auto v = constant_value(i->cond, scope_);
      if (!v)
        return s;
      forget(i->cond, false);
      forget(v->truth() ? static_cast<ast::Node *>(i->otherwise) : i->then, true);
      s = v->truth() ? ctx_.make<ast::BlockStmt>(i->then->loc, i->then) : i->otherwise;
    }
    return s;
  }

  // What a fold drops uses no builtin, and has no misplaced one to report;
  // a dropped branch is kept aside with its builtins (Resolution::folded).
  void forget(ast::Node *dropped, bool branch) {
    if (!dropped)
      return;
    BuiltinNodes walk;
    walk.visit(dropped);
    for (const ast::Node *n : walk.found)
      if (auto use = names_.builtins.extract(n); !use.empty() && branch)
        names_.folded_builtins.insert(std::move(use));
    std::erase_if(names_.misplaced, [&](const Resolution::MisplacedBuiltin &m) { return walk.found.count(m.node); });
    if (branch)
      names_.folded[probe].push_back(dropped);
  }

  ast::Context &ctx_;
  Resolution &names_;
  ConstantScope scope_;
};

} // namespace

void fold_branches(ast::Program &program, ast::Context &ctx, Resolution &names) {
  BranchFolder folder(ctx, names);
  for (ast::Node *item : program.items)
    if (auto *probe = ast::as<ast::Probe>(item)) {
      folder.probe = probe;
      folder.visit(probe->predicate);
      folder.visit(probe->body);
    }
}

} // namespace kt::sema
