#include "sema/expand_macros.h"

#include <algorithm>
#include <set>
#include <string>
#include <tuple>

#include "ast/visitor.h"
#include "sema/builtins.h"

namespace kt::sema {

// ---- MacroExpansions ----

const SourceFile *MacroExpansions::add(const ast::Macro &macro, const SourceLocation &call) {
  // The macro's lines, after blank lines standing for the ones before it:
  // line numbers stay right, and the copy costs no more than the macro.
  std::string text;
  if (const SourceFile *orig = macro.loc.file) {
    text.assign(macro.loc.begin.line - 1, '\n');
    for (uint32_t line = macro.loc.begin.line; line <= macro.loc.end.line; line++)
      text.append(orig->line(line)).push_back('\n');
  }
  files_.push_back(
      std::make_unique<SourceFile>(macro.loc.file ? macro.loc.file->name() : "", std::move(text)));
  calls_[files_.back().get()] = call;
  return files_.back().get();
}

const SourceLocation *MacroExpansions::expanded_from(const SourceFile *file) const {
  auto it = calls_.find(file);
  return it == calls_.end() ? nullptr : &it->second;
}

void MacroExpansions::annotate(Diagnostic &d) const {
  std::vector<Diagnostic> chain;
  for (const SourceLocation *call = expanded_from(d.loc.file); call; call = expanded_from(call->file)) {
    Diagnostic n;
    n.severity = Severity::Note;
    n.loc = *call;
    n.point = call->begin;
    n.message = "expanded from here";
    chain.push_back(std::move(n));
  }
  d.notes.insert(d.notes.begin(), chain.begin(), chain.end());
}

void MacroExpansions::render(const Diagnostics &diags, std::ostream &os, bool color) const {
  std::set<std::tuple<const SourceFile *, uint32_t, uint32_t, std::string>> seen;
  for (Diagnostic d : diags.all()) {
    if (!seen.emplace(d.loc.file, d.loc.begin.line, d.loc.begin.column, d.message).second)
      continue;
    annotate(d);
    render_diagnostic(os, d, color);
  }
}

namespace {

enum class ParamKind { Value, Map, Name }; // $v, @m, e

ParamKind param_kind(const ast::Expr *p) {
  if (ast::as<ast::Variable>(p))
    return ParamKind::Value;
  return ast::as<ast::MapRef>(p) ? ParamKind::Map : ParamKind::Name;
}

std::string param_name(const ast::Expr *p) {
  if (auto *v = ast::as<ast::Variable>(p))
    return v->name;
  if (auto *m = ast::as<ast::MapRef>(p))
    return m->name;
  auto *id = ast::as<ast::Identifier>(p);
  return id ? id->name : "";
}

std::string param_spelling(const ast::Expr *p) {
  const char *sigil[] = {"$", "@", ""};
  return sigil[static_cast<int>(param_kind(p))] + param_name(p);
}

std::string plural(size_t n, const char *word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

struct MacroInfo {
  ast::Macro *macro = nullptr;
  bool ok = true;
  // $params an argument may not simply replace: the body changes them.
  std::set<std::string> changed;
  std::set<std::string> locals; // the body's own variables
};

// What a macro's body does with variables, and what a macro may not do.
class BodyScan : public ast::Visitor {
public:
  explicit BodyScan(const std::map<std::string, MacroInfo> &macros) : macros_(macros) {}
  using ast::Visitor::visit;

  std::set<std::string> assigned;                    // assigned, incremented, or a loop variable
  std::map<std::string, const ast::Variable *> used; // every $name in the body, at its first use
  std::set<std::string> given_away;                  // passed to another macro, which may assign it
  std::vector<const ast::Node *> bad;                // return, and break/continue outside a loop

  void visit(ast::Variable &n) override {
    used.try_emplace(n.name, &n);
    if (in_macro_args_)
      given_away.insert(n.name);
  }
  void visit(ast::Assign &n) override {
    if (auto *v = ast::as<ast::Variable>(n.target))
      assigned.insert(v->name);
    ast::Visitor::visit(n);
  }
  void visit(ast::Unary &n) override {
    bool step = n.op == ast::UnaryOp::PreInc || n.op == ast::UnaryOp::PreDec ||
                n.op == ast::UnaryOp::PostInc || n.op == ast::UnaryOp::PostDec;
    if (auto *v = ast::as<ast::Variable>(n.operand); v && step)
      assigned.insert(v->name);
    ast::Visitor::visit(n);
  }
  void visit(ast::Call &n) override {
    bool macro = macros_.count(n.name) > 0;
    in_macro_args_ += macro;
    ast::Visitor::visit(n);
    in_macro_args_ -= macro;
  }
  void visit(ast::ForMap &n) override { loop(n.var, n); }
  void visit(ast::ForRange &n) override { loop(n.var, n); }
  void visit(ast::While &n) override { loop(nullptr, n); }
  void visit(ast::Unroll &n) override { loop(nullptr, n); }
  void visit(ast::Return &n) override { bad.push_back(&n); }
  void visit(ast::Jump &n) override {
    if (!loops_)
      bad.push_back(&n);
  }

private:
  template <typename Loop> void loop(ast::Variable *var, Loop &n) {
    if (var)
      assigned.insert(var->name);
    loops_++;
    ast::Visitor::visit(n);
    loops_--;
  }

  const std::map<std::string, MacroInfo> &macros_;
  int loops_ = 0;
  int in_macro_args_ = 0;
};

// The rewriting of one expansion: which names stand for what.
struct Subst {
  const SourceFile *file = nullptr;          // the expansion's
  std::map<std::string, ast::Expr *> values; // $param -> the argument (a simple one)
  std::map<std::string, std::string> vars;   // $param or local -> a fresh name
  std::map<std::string, std::string> maps;   // @param -> the argument map's name
  std::map<std::string, ast::Expr *> names;  // bare param -> the argument
};

// Deep copies of macro bodies (under a Subst) and of arguments (as they are).
class Cloner {
public:
  Cloner(ast::Context &ctx, size_t &budget) : ctx_(ctx), budget_(budget) {}

  void use(const Subst *subst) { subst_ = subst; }
  bool exhausted() const { return budget_ == 0; }

  ast::Expr *expr(ast::Expr *e);
  ast::Stmt *stmt(ast::Stmt *s);
  ast::Block *block(ast::Block *b);

private:
  template <typename T, typename... Args> T *make(const SourceLocation &loc, Args &&...args) {
    if (budget_)
      budget_--;
    return ctx_.make<T>(at(loc), std::forward<Args>(args)...);
  }
  SourceLocation at(const SourceLocation &loc) const {
    return subst_ ? SourceLocation{subst_->file, loc.begin, loc.end} : loc;
  }
  // An argument, copied as it is (its nodes keep the caller's locations).
  ast::Expr *argument(ast::Expr *a) {
    const Subst *saved = subst_;
    subst_ = nullptr;
    ast::Expr *copy = expr(a);
    subst_ = saved;
    return copy;
  }
  std::vector<ast::Expr *> exprs(const std::vector<ast::Expr *> &es) {
    std::vector<ast::Expr *> out;
    for (ast::Expr *e : es)
      out.push_back(expr(e));
    return out;
  }
  ast::Variable *var(ast::Variable *v) {
    std::string name = v->name;
    if (subst_)
      if (auto it = subst_->vars.find(name); it != subst_->vars.end())
        name = it->second;
    return make<ast::Variable>(v->loc, name);
  }
  ast::MapRef *map(ast::MapRef *m) {
    std::string name = m->name;
    if (subst_)
      if (auto it = subst_->maps.find(name); it != subst_->maps.end())
        name = it->second;
    return make<ast::MapRef>(m->loc, name, exprs(m->keys));
  }
  ast::TypeName *type(ast::TypeName *t) {
    if (!t)
      return nullptr;
    auto *c = make<ast::TypeName>(t->loc, t->tag, t->name);
    c->pointer_depth = t->pointer_depth;
    c->array = t->array;
    c->bare_name = t->bare_name;
    c->in_typeof = t->in_typeof;
    c->of = expr(t->of);
    c->depth = t->depth;
    return c;
  }

  ast::Context &ctx_;
  size_t &budget_;
  const Subst *subst_ = nullptr;
};

ast::Expr *Cloner::expr(ast::Expr *e) {
  using K = ast::NodeKind;
  if (!e)
    return nullptr;
  if (exhausted()) // keep going cheaply; the expander reports the overflow
    return ctx_.make<ast::Integer>(e->loc, 0);
  switch (e->kind) {
  case K::Integer: return make<ast::Integer>(e->loc, static_cast<ast::Integer *>(e)->value);
  case K::String: return make<ast::String>(e->loc, static_cast<ast::String *>(e)->value);
  case K::Boolean: return make<ast::Boolean>(e->loc, static_cast<ast::Boolean *>(e)->value);
  case K::PositionalParam:
    return make<ast::PositionalParam>(e->loc, static_cast<ast::PositionalParam *>(e)->index);
  case K::ParamCount: return make<ast::ParamCount>(e->loc);
  case K::Identifier: {
    auto *id = static_cast<ast::Identifier *>(e);
    if (subst_)
      if (auto it = subst_->names.find(id->name); it != subst_->names.end())
        return argument(it->second);
    return make<ast::Identifier>(e->loc, id->name);
  }
  case K::Variable: {
    auto *v = static_cast<ast::Variable *>(e);
    if (subst_)
      if (auto it = subst_->values.find(v->name); it != subst_->values.end())
        return argument(it->second);
    return var(v);
  }
  case K::MapRef: return map(static_cast<ast::MapRef *>(e));
  case K::Call: {
    auto *c = static_cast<ast::Call *>(e);
    auto *copy = make<ast::Call>(e->loc, c->name, exprs(c->args));
    copy->bang = c->bang;
    return copy;
  }
  case K::Unary: {
    auto *u = static_cast<ast::Unary *>(e);
    return make<ast::Unary>(e->loc, u->op, expr(u->operand));
  }
  case K::Binary: {
    auto *b = static_cast<ast::Binary *>(e);
    return make<ast::Binary>(e->loc, b->op, expr(b->lhs), expr(b->rhs), at(b->op_loc));
  }
  case K::Ternary: {
    auto *t = static_cast<ast::Ternary *>(e);
    return make<ast::Ternary>(e->loc, expr(t->cond), expr(t->then), expr(t->otherwise));
  }
  case K::FieldAccess: {
    auto *f = static_cast<ast::FieldAccess *>(e);
    return make<ast::FieldAccess>(e->loc, expr(f->base), f->field, f->arrow);
  }
  case K::TupleIndex: {
    auto *t = static_cast<ast::TupleIndex *>(e);
    return make<ast::TupleIndex>(e->loc, expr(t->base), t->index);
  }
  case K::IndexExpr: {
    auto *i = static_cast<ast::IndexExpr *>(e);
    return make<ast::IndexExpr>(e->loc, expr(i->base), expr(i->index));
  }
  case K::Cast: {
    auto *c = static_cast<ast::Cast *>(e);
    auto *copy = make<ast::Cast>(e->loc, type(c->type), expr(c->operand));
    copy->declared_zero = c->declared_zero;
    return copy;
  }
  case K::Tuple: {
    auto *t = static_cast<ast::Tuple *>(e);
    return make<ast::Tuple>(e->loc, exprs(t->elems), t->names);
  }
  case K::BlockExpr: return make<ast::BlockExpr>(e->loc, block(static_cast<ast::BlockExpr *>(e)->block));
  case K::Sizeof: {
    auto *s = static_cast<ast::Sizeof *>(e);
    return make<ast::Sizeof>(e->loc, type(s->type), expr(s->operand));
  }
  case K::Offsetof: {
    auto *o = static_cast<ast::Offsetof *>(e);
    return make<ast::Offsetof>(e->loc, type(o->type), expr(o->operand), o->path, o->path_loc);
  }
  default: return e; // not an expression
  }
}

ast::Stmt *Cloner::stmt(ast::Stmt *s) {
  using K = ast::NodeKind;
  if (!s)
    return nullptr;
  switch (s->kind) {
  case K::ExprStmt: return make<ast::ExprStmt>(s->loc, expr(static_cast<ast::ExprStmt *>(s)->expr));
  case K::Assign: {
    auto *a = static_cast<ast::Assign *>(s);
    auto *copy = make<ast::Assign>(s->loc, expr(a->target), a->op, expr(a->value));
    copy->declare = a->declare;
    copy->type = a->type;
    if (a->type) // value is the cast of what was written
      copy->written = a->written ? static_cast<ast::Cast *>(copy->value)->operand : nullptr;
    return copy;
  }
  case K::If: {
    auto *i = static_cast<ast::If *>(s);
    return make<ast::If>(s->loc, expr(i->cond), block(i->then), stmt(i->otherwise));
  }
  case K::Unroll: {
    auto *u = static_cast<ast::Unroll *>(s);
    return make<ast::Unroll>(s->loc, expr(u->count), block(u->body));
  }
  case K::ForMap: {
    auto *f = static_cast<ast::ForMap *>(s);
    return make<ast::ForMap>(s->loc, var(f->var), map(f->map), block(f->body));
  }
  case K::ForRange: {
    auto *f = static_cast<ast::ForRange *>(s);
    return make<ast::ForRange>(s->loc, var(f->var), expr(f->from), expr(f->to), block(f->body));
  }
  case K::While: {
    auto *w = static_cast<ast::While *>(s);
    return make<ast::While>(s->loc, expr(w->cond), block(w->body));
  }
  case K::Return: return make<ast::Return>(s->loc, expr(static_cast<ast::Return *>(s)->value));
  case K::Jump: return make<ast::Jump>(s->loc, static_cast<ast::Jump *>(s)->jump);
  case K::BlockStmt: return make<ast::BlockStmt>(s->loc, block(static_cast<ast::BlockStmt *>(s)->block));
  default: return s;
  }
}

ast::Block *Cloner::block(ast::Block *b) {
  std::vector<ast::Stmt *> stmts;
  for (ast::Stmt *s : b->stmts)
    stmts.push_back(stmt(s));
  return make<ast::Block>(b->loc, std::move(stmts), b->ends_with_value);
}

// True when reading `e` twice gives what reading it once would, cheaply:
// such an argument replaces a `$param` instead of being bound to one.
bool is_simple(const ast::Expr *e) {
  using K = ast::NodeKind;
  switch (e->kind) {
  case K::Integer:
  case K::String:
  case K::Boolean:
  case K::PositionalParam:
  case K::ParamCount:
  case K::Variable: return true;
  case K::Identifier: {
    const BuiltinInfo *b = find_builtin_variable(static_cast<const ast::Identifier *>(e)->name);
    if (!b)
      return true; // an enum constant (or an error resolve_names reports)
    // Some change between reads, or walk the stack each time.
    return !b->varies;
  }
  case K::Unary: {
    auto *u = static_cast<const ast::Unary *>(e);
    bool pure = u->op == ast::UnaryOp::Neg || u->op == ast::UnaryOp::Not || u->op == ast::UnaryOp::BitNot;
    return pure && is_simple(u->operand);
  }
  case K::FieldAccess: return is_simple(static_cast<const ast::FieldAccess *>(e)->base);
  case K::TupleIndex: return is_simple(static_cast<const ast::TupleIndex *>(e)->base);
  case K::Cast: return is_simple(static_cast<const ast::Cast *>(e)->operand);
  default: return false;
  }
}

// A statement that does nothing: the unused value of a macro called as a statement.
bool is_inert(const ast::Expr *e) {
  return ast::as<ast::Variable>(e) || ast::as<ast::Integer>(e) || ast::as<ast::String>(e) ||
         ast::as<ast::Boolean>(e);
}

class Expander {
public:
  Expander(ast::Context &ctx, MacroExpansions &expansions, Diagnostics &diags)
      : ctx_(ctx), expansions_(expansions), diags_(diags), cloner_(ctx, budget_) {}

  void define(ast::Program &program);

  void expand_probe(ast::Probe &probe) {
    probe.predicate = nested(probe.predicate);
    block(probe.body);
    probe.depth = ast::depth_over(probe.predicate, probe.body);
    if (probe.depth > ast::Node::kMaxDepth && !too_big_)
      diags_.error(probe.loc) << "macro expansion nests this probe more than " << ast::Node::kMaxDepth
                              << " levels deep";
  }

private:
  struct Frame {
    const MacroInfo *macro;
    const ast::Call *call;
  };

  void check_definition(MacroInfo &info);
  // The macro a call calls. A macro named as a builtin (bpftrace v0.26: a
  // program's macro overrides a builtin of its own arity only) leaves a
  // call of another arity to the builtin: `macro cpu(x)` and `cpu()`.
  const MacroInfo *macro_of(const ast::Expr *e) const {
    auto *c = ast::as<ast::Call>(e);
    auto it = c ? macros_.find(c->name) : macros_.end();
    if (it == macros_.end())
      return nullptr;
    bool builtin = find_builtin_function(c->name) || find_builtin_variable(c->name);
    if (builtin && it->second.macro->params.size() != c->args.size())
      return nullptr;
    return &it->second;
  }
  // A macro without parameters named bare (`one` for `one()`, bpftrace
  // v0.22's form) as the call it stands for; any other `e` as it is.
  // Also bpftrace v0.26's call forms of builtin variables (`pid()`,
  // `comm()`, `pid(init)`), as the variable; a name that is a function too
  // (`kstack()`) stays a call.
  ast::Expr *bare_macro(ast::Expr *e) {
    if (auto *c = ast::as<ast::Call>(e))
      return builtin_variable_call(c);
    auto *id = ast::as<ast::Identifier>(e);
    auto it = id ? macros_.find(id->name) : macros_.end();
    if (it == macros_.end() || !it->second.macro->params.empty())
      return e;
    return ctx_.make<ast::Call>(id->loc, id->name, std::vector<ast::Expr *>{});
  }

  ast::Expr *builtin_variable_call(ast::Call *c) {
    if (c->bang || macro_of(c) || find_builtin_function(c->name) || !find_builtin_variable(c->name))
      return c;
    auto *var = ctx_.make<ast::Identifier>(c->loc, c->name);
    if (c->args.empty())
      return var;
    auto *ns = c->args.size() == 1 ? ast::as<ast::Identifier>(c->args[0]) : nullptr;
    if ((c->name == "pid" || c->name == "tid") && ns && ns->name == "init")
      return var; // kt's pid and tid are those of the initial PID namespace
    if ((c->name == "pid" || c->name == "tid") && ns && ns->name == "curr_ns") {
      auto d = diags_.error(ns->loc);
      d << "kt reads process ids in the initial PID namespace; '" << c->name
        << "(curr_ns)', the ids of kt's own namespace, is not supported";
      d.hint("use " + c->name + " or " + c->name + "(init): they differ only when kt runs inside a PID namespace");
      return var;
    }
    auto d = diags_.error(c->args[0]->loc);
    d << "'" << c->name << "' takes no arguments"
      << (c->name == "pid" || c->name == "tid" ? " but 'init'" : "");
    if (c->name == "comm") // bpftrace v0.26's comm(pid) calls the bpf_task_from_pid kfunc from C
      d.hint("comm(pid), another process's name, is not supported: kt calls no bpf_task_from_pid; a task's "
             "name is its comm field (curtask->real_parent->comm, or pcomm)");
    return var;
  }

  void block(ast::Block *b);
  void stmt(ast::Stmt *s, std::vector<ast::Stmt *> &out);
  ast::Expr *top(ast::Expr *e, std::vector<ast::Stmt *> &out, bool value_needed);
  ast::Expr *nested(ast::Expr *e);
  ast::Expr *expand(ast::Call &call, const MacroInfo &m, std::vector<ast::Stmt *> *hoist, bool value_needed);
  bool check_call(ast::Call &call, const MacroInfo &m, std::vector<ast::Stmt *> *hoist, bool value_needed);
  bool bind(ast::Call &call, const MacroInfo &m, Subst &subst, std::vector<ast::Stmt *> &stmts);

  ast::Context &ctx_;
  MacroExpansions &expansions_;
  Diagnostics &diags_;
  std::map<std::string, MacroInfo> macros_;
  std::vector<Frame> stack_;
  size_t budget_ = kMaxExpansionNodes;
  Cloner cloner_;
  unsigned counter_ = 0;
  bool too_big_ = false;
};

void Expander::define(ast::Program &program) {
  for (ast::Node *item : program.items) {
    auto *m = ast::as<ast::Macro>(item);
    if (!m)
      continue;
    auto [it, fresh] = macros_.try_emplace(m->name);
    if (!fresh) {
      auto d = diags_.error(m->loc);
      d << "macro '" << m->name << "' is defined twice";
      d.note(it->second.macro->loc) << "first defined here";
      continue;
    }
    it->second.macro = m;
  }
  for (ast::Node *item : program.items) // in source order, for the diagnostics
    if (auto *m = ast::as<ast::Macro>(item); m && macros_.count(m->name) && macros_[m->name].macro == m)
      check_definition(macros_[m->name]);
}

void Expander::check_definition(MacroInfo &info) {
  const ast::Macro &m = *info.macro;
  std::set<std::string> params[3];
  std::set<std::string> values;
  for (const ast::Expr *p : m.params) {
    ParamKind k = param_kind(p);
    if (!params[static_cast<int>(k)].insert(param_name(p)).second) {
      diags_.error(p->loc) << "parameter '" << param_spelling(p) << "' appears twice in macro '" << m.name
                           << "'";
      info.ok = false;
    }
    if (k == ParamKind::Value)
      values.insert(param_name(p));
  }
  BodyScan scan(macros_);
  scan.visit(m.body);
  for (const ast::Node *n : scan.bad) {
    auto d = diags_.error(n->loc);
    if (ast::as<ast::Return>(n)) {
      d << "'return' cannot be used in macro '" << m.name << "'";
      d.hint("a macro's value is its last expression, written without ';'");
    } else {
      bool brk = static_cast<const ast::Jump *>(n)->jump == ast::Jump::Kind::Break;
      d << "'" << (brk ? "break" : "continue") << "' outside a loop in macro '" << m.name << "'";
      d.hint("a macro cannot leave a loop of the probe that calls it");
    }
    info.ok = false;
  }
  for (const auto &[v, first] : scan.used) {
    if (values.count(v))
      continue;
    if (!scan.assigned.count(v)) {
      auto d = diags_.error(first->loc);
      d << "macro '" << m.name << "' reads '$" << v << "', which is neither its parameter nor assigned in it";
      d.hint("a macro sees only its parameters and its own variables; pass '$" + v + "' as a parameter");
      info.ok = false;
    }
    info.locals.insert(v);
  }
  for (const std::string &v : values)
    if (scan.assigned.count(v) || scan.given_away.count(v))
      info.changed.insert(v);
}

void Expander::block(ast::Block *b) {
  std::vector<ast::Stmt *> out;
  for (ast::Stmt *s : b->stmts)
    stmt(s, out);
  b->stmts = std::move(out);
  b->ends_with_value = b->ends_with_value && !b->stmts.empty() && ast::as<ast::ExprStmt>(b->stmts.back());
  b->depth = ast::depth_over_all(b->stmts);
}

void Expander::stmt(ast::Stmt *s, std::vector<ast::Stmt *> &out) {
  using K = ast::NodeKind;
  switch (s->kind) {
  case K::ExprStmt: {
    auto *e = static_cast<ast::ExprStmt *>(s);
    e->expr = bare_macro(e->expr);
    bool from_macro = macro_of(e->expr) != nullptr;
    e->expr = top(e->expr, out, false);
    if (!e->expr || (from_macro && is_inert(e->expr)))
      return;
    e->depth = ast::depth_over(e->expr);
    break;
  }
  case K::Assign: {
    auto *a = static_cast<ast::Assign *>(s);
    a->target = nested(a->target);
    if (a->value)
      a->value = top(a->value, out, true);
    if (a->type && a->written)
      a->written = static_cast<ast::Cast *>(a->value)->operand;
    else if (!a->type)
      a->written = a->value;
    a->depth = ast::depth_over(a->target, a->value);
    break;
  }
  case K::If: {
    auto *i = static_cast<ast::If *>(s);
    i->cond = nested(i->cond);
    block(i->then);
    if (i->otherwise) {
      std::vector<ast::Stmt *> one; // an If or a BlockStmt: nothing to hoist
      stmt(i->otherwise, one);
      i->otherwise = one.front();
    }
    i->depth = ast::depth_over(i->cond, i->then, i->otherwise);
    break;
  }
  case K::Unroll: {
    auto *u = static_cast<ast::Unroll *>(s);
    u->count = nested(u->count);
    block(u->body);
    u->depth = ast::depth_over(u->count, u->body);
    break;
  }
  case K::ForMap: {
    auto *f = static_cast<ast::ForMap *>(s);
    block(f->body);
    f->depth = ast::depth_over(f->var, f->map, f->body);
    break;
  }
  case K::ForRange: {
    auto *f = static_cast<ast::ForRange *>(s);
    f->from = nested(f->from);
    f->to = nested(f->to);
    block(f->body);
    f->depth = ast::depth_over(f->var, f->from, f->to, f->body);
    break;
  }
  case K::While: {
    auto *w = static_cast<ast::While *>(s);
    w->cond = nested(w->cond);
    block(w->body);
    w->depth = ast::depth_over(w->cond, w->body);
    break;
  }
  case K::Return: {
    auto *r = static_cast<ast::Return *>(s);
    r->value = nested(r->value);
    r->depth = ast::depth_over(r->value);
    break;
  }
  case K::BlockStmt: {
    auto *b = static_cast<ast::BlockStmt *>(s);
    block(b->block);
    b->depth = ast::depth_over(b->block);
    break;
  }
  default: break;
  }
  out.push_back(s);
}

// The whole expression of a statement: a macro called here may put
// statements before it (into `out`).
ast::Expr *Expander::top(ast::Expr *e, std::vector<ast::Stmt *> &out, bool value_needed) {
  e = bare_macro(e);
  if (const MacroInfo *m = macro_of(e))
    return expand(*static_cast<ast::Call *>(e), *m, &out, value_needed);
  return nested(e);
}

// Part of an expression: a macro called here must expand to a value alone.
ast::Expr *Expander::nested(ast::Expr *e) {
  using K = ast::NodeKind;
  if (!e)
    return e;
  e = bare_macro(e);
  switch (e->kind) {
  case K::BlockExpr: {
    auto *b = static_cast<ast::BlockExpr *>(e);
    block(b->block);
    b->depth = ast::depth_over(b->block);
    break;
  }
  case K::MapRef: {
    auto *m = static_cast<ast::MapRef *>(e);
    for (ast::Expr *&k : m->keys)
      k = nested(k);
    m->depth = ast::depth_over_all(m->keys);
    break;
  }
  case K::Call: {
    auto *c = static_cast<ast::Call *>(e);
    if (const MacroInfo *m = macro_of(c))
      return expand(*c, *m, nullptr, true);
    for (ast::Expr *&a : c->args)
      a = nested(a);
    c->depth = ast::depth_over_all(c->args);
    break;
  }
  case K::Unary: {
    auto *u = static_cast<ast::Unary *>(e);
    u->operand = nested(u->operand);
    u->depth = ast::depth_over(u->operand);
    break;
  }
  case K::Binary: {
    auto *b = static_cast<ast::Binary *>(e);
    b->lhs = nested(b->lhs);
    b->rhs = nested(b->rhs);
    b->depth = ast::depth_over(b->lhs, b->rhs);
    break;
  }
  case K::Ternary: {
    auto *t = static_cast<ast::Ternary *>(e);
    t->cond = nested(t->cond);
    t->then = nested(t->then);
    t->otherwise = nested(t->otherwise);
    t->depth = ast::depth_over(t->cond, t->then, t->otherwise);
    break;
  }
  case K::FieldAccess: {
    auto *f = static_cast<ast::FieldAccess *>(e);
    f->base = nested(f->base);
    f->depth = ast::depth_over(f->base);
    break;
  }
  case K::TupleIndex: {
    auto *t = static_cast<ast::TupleIndex *>(e);
    t->base = nested(t->base);
    t->depth = ast::depth_over(t->base);
    break;
  }
  case K::IndexExpr: {
    auto *i = static_cast<ast::IndexExpr *>(e);
    i->base = nested(i->base);
    i->index = nested(i->index);
    i->depth = ast::depth_over(i->base, i->index);
    break;
  }
  case K::Cast: {
    auto *c = static_cast<ast::Cast *>(e);
    c->operand = nested(c->operand);
    if (c->type->of) { // (typeof(m()))x: the macro's value's type
      c->type->of = nested(c->type->of);
      c->type->depth = ast::depth_over(c->type->of);
    }
    c->depth = ast::depth_over(c->type, c->operand);
    break;
  }
  case K::Tuple: {
    auto *t = static_cast<ast::Tuple *>(e);
    for (ast::Expr *&x : t->elems)
      x = nested(x);
    t->depth = ast::depth_over_all(t->elems);
    break;
  }
  case K::Sizeof: {
    auto *s = static_cast<ast::Sizeof *>(e);
    s->operand = nested(s->operand);
    s->depth = ast::depth_over(s->type, s->operand);
    break;
  }
  case K::Offsetof: {
    auto *o = static_cast<ast::Offsetof *>(e);
    o->operand = nested(o->operand);
    o->depth = ast::depth_over(o->type, o->operand);
    break;
  }
  default: break;
  }
  return e;
}

// Checks a call before expanding it. `hoist` is null when the call is part
// of a larger expression.
bool Expander::check_call(ast::Call &call, const MacroInfo &m, std::vector<ast::Stmt *> *hoist,
                          bool value_needed) {
  const ast::Macro &def = *m.macro;
  if (!m.ok)
    return false; // reported at the definition
  for (size_t i = 0; i < stack_.size(); i++) {
    if (stack_[i].macro != &m)
      continue;
    std::string through;
    for (size_t j = i + 1; j < stack_.size(); j++)
      through += (through.empty() ? " through '" : ", '") + stack_[j].macro->macro->name + "'";
    auto d = diags_.error(call.loc);
    d << "macro '" << def.name << "' calls itself" << through;
    d.note(def.loc) << "'" << def.name << "' is defined here";
    d.hint("a macro is expanded in place, so it cannot recurse");
    return false;
  }
  if (stack_.size() >= kMaxMacroDepth) {
    diags_.error(call.loc) << "macro expansion is nested too deeply (more than " << kMaxMacroDepth
                           << " levels)";
    return false;
  }
  if (call.args.size() != def.params.size()) {
    auto d = diags_.error(call.loc);
    d << "macro '" << def.name << "' takes " << plural(def.params.size(), "argument") << ", but "
      << call.args.size() << (call.args.size() == 1 ? " was" : " were") << " given";
    d.note(def.loc) << "'" << def.name << "' is defined here";
    return false;
  }
  for (size_t i = 0; i < call.args.size(); i++) {
    if (param_kind(def.params[i]) != ParamKind::Map)
      continue;
    auto *map = ast::as<ast::MapRef>(call.args[i]);
    if (map && map->keys.empty())
      continue;
    auto d = diags_.error(call.args[i]->loc);
    d << "argument " << i + 1 << " of macro '" << def.name << "' must be a map, for parameter '"
      << param_spelling(def.params[i]) << "'";
    d.note(def.params[i]->loc) << "'" << param_spelling(def.params[i]) << "' is declared here";
    d.hint(map ? "pass the whole map, without keys: '@" + map->name + "'" : "pass a map, like '@counts'");
    return false;
  }
  if (value_needed && !def.body->ends_with_value) {
    auto d = diags_.error(call.loc);
    d << "macro '" << def.name << "' has no value";
    d.note(def.loc) << "'" << def.name << "' is defined here";
    d.hint("a macro's value is its last expression, written without ';'");
    return false;
  }
  return true;
}

// Fills `subst` from the arguments. A `$param` argument that is not simple
// is bound to a fresh variable by an assignment added to `stmts`.
bool Expander::bind(ast::Call &call, const MacroInfo &m, Subst &subst, std::vector<ast::Stmt *> &stmts) {
  const ast::Macro &def = *m.macro;
  std::string prefix = "__m" + std::to_string(counter_) + "_";
  for (size_t i = 0; i < def.params.size(); i++) {
    const ast::Expr *p = def.params[i];
    std::string name = param_name(p);
    ast::Expr *arg = call.args[i];
    switch (param_kind(p)) {
    case ParamKind::Map: subst.maps[name] = static_cast<ast::MapRef *>(arg)->name; break;
    case ParamKind::Name: subst.names[name] = nested(arg); break;
    case ParamKind::Value: {
      if (auto *v = ast::as<ast::Variable>(arg)) { // the caller's variable itself (bpftrace v0.26)
        subst.vars[name] = v->name;
        break;
      }
      if (auto *map = ast::as<ast::MapRef>(arg); map && map->keys.empty()) {
        auto d = diags_.error(arg->loc);
        d << "argument " << i + 1 << " of macro '" << def.name << "' must be a variable, for parameter '$" << name
          << "', not a map";
        d.note(p->loc) << "'$" << name << "' is declared here";
        d.hint("a map is passed to an '@' parameter; to pass its value, write '{ @" + map->name + " }'");
        return false;
      }
      arg = top(arg, stmts, true);
      if (is_simple(arg) && !m.changed.count(name)) {
        subst.values[name] = arg;
        break;
      }
      subst.vars[name] = prefix + name;
      auto *target = ctx_.make<ast::Variable>(arg->loc, prefix + name);
      stmts.push_back(ctx_.make<ast::Assign>(arg->loc, target, std::nullopt, arg));
      break;
    }
    }
  }
  for (const std::string &local : m.locals)
    if (!subst.values.count(local))
      subst.vars.try_emplace(local, prefix + local);
  return true;
}

ast::Expr *Expander::expand(ast::Call &call, const MacroInfo &m, std::vector<ast::Stmt *> *hoist,
                            bool value_needed) {
  if (too_big_ || !check_call(call, m, hoist, value_needed))
    return &call;
  const ast::Macro &def = *m.macro;
  counter_++;
  Subst subst;
  std::vector<ast::Stmt *> stmts;
  if (!bind(call, m, subst, stmts))
    return &call;

  subst.file = expansions_.add(def, call.loc);
  cloner_.use(&subst);
  std::vector<ast::Stmt *> body = def.body->stmts;
  ast::Expr *value = nullptr;
  if (def.body->ends_with_value) {
    value = cloner_.expr(static_cast<ast::ExprStmt *>(body.back())->expr);
    body.pop_back();
  }
  for (ast::Stmt *&s : body)
    s = cloner_.stmt(s);
  cloner_.use(nullptr);

  stack_.push_back({&m, &call});
  for (ast::Stmt *s : body)
    stmt(s, stmts);
  if (value)
    value = top(value, stmts, value_needed || !hoist);
  stack_.pop_back();

  if (cloner_.exhausted() && !too_big_) {
    too_big_ = true;
    diags_.error(call.loc) << "macro expansion is too large (more than " << kMaxExpansionNodes << " nodes)";
  }
  if (too_big_)
    return &call;
  if (value && value->depth > ast::Node::kMaxDepth) {
    diags_.error(call.loc) << "macro expansion is nested more than " << ast::Node::kMaxDepth
                           << " levels deep";
    return &call;
  }
  if (hoist) {
    hoist->insert(hoist->end(), stmts.begin(), stmts.end());
    return value;
  }
  if (stmts.empty())
    return value;
  // Inside an expression (print(m(x)), a condition, an argument): a block
  // expression, which runs the statements where the call is, in the
  // expression's order, and gives the macro's value (bpftrace v0.26).
  stmts.push_back(ctx_.make<ast::ExprStmt>(value->loc, value));
  auto *in_place = ctx_.make<ast::Block>(call.loc, std::move(stmts), true);
  return ctx_.make<ast::BlockExpr>(call.loc, in_place);
}

} // namespace

void expand_macros(ast::Program &program, ast::Context &ctx, MacroExpansions &expansions,
                   Diagnostics &diags) {
  Expander expander(ctx, expansions, diags);
  expander.define(program);
  // Without macros the pass still turns builtin variables' call forms
  // (`pid()`) into the variables.
  for (ast::Node *item : program.items)
    if (auto *probe = ast::as<ast::Probe>(item))
      expander.expand_probe(*probe);
}

} // namespace kt::sema
