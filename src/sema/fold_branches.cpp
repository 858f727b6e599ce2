#include "sema/fold_branches.h"

#include "ast/visitor.h"
#include "sema/constants.h"

namespace kt::sema {
namespace {

class BranchFolder : public ast::Visitor {
public:
  BranchFolder(ast::Context &ctx, const Resolution &names) : ctx_(ctx), scope_{.names = &names} {}

  using ast::Visitor::visit;

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
      s = v->truth() ? ctx_.make<ast::BlockStmt>(i->then->loc, i->then) : i->otherwise;
    }
    return s;
  }

  ast::Context &ctx_;
  ConstantScope scope_;
};

} // namespace

void fold_branches(ast::Program &program, ast::Context &ctx, const Resolution &names) {
  BranchFolder folder(ctx, names);
  for (ast::Node *item : program.items)
    if (auto *probe = ast::as<ast::Probe>(item)) {
      folder.visit(probe->predicate);
      folder.visit(probe->body);
    }
}

} // namespace kt::sema
