#include "sema/scope_variables.h"

#include <map>
#include <string>
#include <vector>

#include "ast/visitor.h"

namespace kt::sema {
namespace {

// One variable: a `let` (block scope) or a name assigned without `let`
// (probe scope).
struct Binding {
  std::string name;
  SourceLocation decl; // the `let`, or the first use
  bool is_let = false;
  bool closed = false;   // its block has ended
  bool assigned = false; // a probe-scope name: assigned somewhere
  std::vector<ast::Variable *> uses;
};

class Scoper : public ast::Visitor {
public:
  Scoper(Diagnostics &diags, int &renamed) : diags_(diags), renamed_(renamed) {}

  void probe(ast::Probe &p) {
    visit(p.predicate);
    visit(p.body);
    finish();
  }

  using ast::Visitor::visit;

  void visit(ast::Block &n) override {
    scopes_.emplace_back();
    ast::Visitor::visit(n);
    for (auto &entry : scopes_.back())
      bindings_[entry.second].closed = true;
    scopes_.pop_back();
  }

  void visit(ast::Assign &n) override {
    visit(n.value);
    auto *v = ast::as<ast::Variable>(n.target);
    if (!v) {
      visit(n.target);
      return;
    }
    if (n.declare)
      declare(*v, n.loc);
    else
      bind(*v, true);
  }

  void visit(ast::ForMap &n) override {
    visit(n.map);
    loop_body(*n.var, n.loc, n.body);
  }
  void visit(ast::ForRange &n) override {
    visit(n.from);
    visit(n.to);
    loop_body(*n.var, n.loc, n.body);
  }

  // A loop's variable is the loop's own, as a `let` in its body would be
  // (bpftrace v0.26), so that two loops over maps of different types may
  // both call theirs $kv; a name the probe already has stays that
  // variable (kt's rule before v0.26's scopes).
  void loop_body(ast::Variable &var, const SourceLocation &loc, ast::Block *body) {
    if (find(var.name) >= 0) {
      bind(var, true);
      visit(body);
      return;
    }
    scopes_.emplace_back();
    declare(var, loc);
    visit(body);
    for (auto &entry : scopes_.back())
      bindings_[entry.second].closed = true;
    scopes_.pop_back();
  }

  void visit(ast::Unary &n) override {
    bool step = n.op == ast::UnaryOp::PreInc || n.op == ast::UnaryOp::PreDec || n.op == ast::UnaryOp::PostInc ||
                n.op == ast::UnaryOp::PostDec;
    if (auto *v = ast::as<ast::Variable>(n.operand); v && step)
      bind(*v, true);
    else
      ast::Visitor::visit(n);
  }

  void visit(ast::Variable &n) override { bind(n, false); }

private:
  int find(const std::string &name) const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      if (auto it = s->find(name); it != s->end())
        return it->second;
    auto it = probe_vars_.find(name);
    return it == probe_vars_.end() ? -1 : it->second;
  }

  int add(ast::Variable &v, const SourceLocation &decl, bool is_let) {
    bindings_.push_back({v.name, decl, is_let, false, false, {&v}});
    return static_cast<int>(bindings_.size() - 1);
  }

  void declare(ast::Variable &v, const SourceLocation &loc) {
    if (int b = find(v.name); b >= 0) {
      auto d = diags_.error(loc);
      d << "'$" << v.name << "' is already declared; a variable cannot shadow another";
      d.note(bindings_[b].decl) << "'$" << v.name << "' is " << (bindings_[b].is_let ? "declared" : "first used")
                                << " here";
      bindings_[b].uses.push_back(&v);
      return;
    }
    scopes_.back()[v.name] = add(v, loc, true);
  }

  void bind(ast::Variable &v, bool assign) {
    int b = find(v.name);
    if (b < 0) {
      b = add(v, v.loc, false);
      probe_vars_[v.name] = b;
    } else {
      bindings_[b].uses.push_back(&v);
    }
    bindings_[b].assigned |= assign;
  }

  // Reports uses of ended `let`s; gives each `let` of a name the probe
  // declares more than once a name of its own.
  void finish() {
    std::map<std::string, std::vector<int>> by_name;
    for (size_t i = 0; i < bindings_.size(); i++)
      by_name[bindings_[i].name].push_back(static_cast<int>(i));
    for (auto &[name, ids] : by_name) {
      if (ids.size() < 2)
        continue;
      auto probe_var = probe_vars_.find(name);
      if (probe_var != probe_vars_.end() && !bindings_[probe_var->second].assigned) {
        const Binding &use = bindings_[probe_var->second];
        for (int id : ids)
          if (bindings_[id].is_let) {
            auto d = diags_.error(use.uses.front()->loc);
            d << "'$" << name << "' is not in scope here";
            d.note(bindings_[id].decl) << "'$" << name << "' is declared here, in a block that has ended";
            break;
          }
      }
      for (int id : ids)
        if (bindings_[id].is_let) {
          std::string fresh = "__let" + std::to_string(++renamed_) + "_" + name;
          for (ast::Variable *v : bindings_[id].uses)
            v->name = fresh;
        }
    }
  }

  Diagnostics &diags_;
  int &renamed_;
  std::vector<Binding> bindings_;
  std::vector<std::map<std::string, int>> scopes_;
  std::map<std::string, int> probe_vars_;
};

} // namespace

void scope_variables(ast::Program &program, Diagnostics &diags) {
  int renamed = 0;
  for (ast::Node *item : program.items)
    if (auto *p = ast::as<ast::Probe>(item))
      Scoper(diags, renamed).probe(*p);
}

} // namespace kt::sema
