#include "sema/infer_types.h"

#include <limits>

#include "ast/visitor.h"
#include "sema/builtin_hooks.h"
#include "sema/constants.h"
#include "sema/map_labels.h"

namespace kt::sema {

Type storage_type(const Type &t) {
  if (t.is_int())
    return widened(t);
  if (t.is(TypeKind::Tuple)) {
    std::vector<Type> elems;
    for (const Type &e : t.elems)
      elems.push_back(storage_type(e));
    return Type::tuple(std::move(elems), t.names);
  }
  return t;
}

std::optional<Type> unify(const Type &a, const Type &b) {
  if (a.is_none())
    return b;
  if (b.is_none())
    return a;
  if (a.is_int() && b.is_int()) {
    Type t = Type::integer(std::max(a.size, b.size), a.is_signed && b.is_signed);
    if (same_enum(a, b)) // values of one enum stay its values
      t.enumeration = a.enumeration;
    return t;
  }
  if (a.kind != b.kind)
    return std::nullopt;
  switch (a.kind) {
  case TypeKind::String:
  case TypeKind::Buffer:
    return a.size >= b.size ? a : b;
  case TypeKind::Tuple: {
    if (a.elems.size() != b.elems.size() || a.names.empty() != b.names.empty())
      return std::nullopt;
    // Records with the same fields in another order are one type, in the
    // first one's order (the value is stored field by field, by name).
    std::vector<Type> elems;
    for (size_t i = 0; i < a.elems.size(); i++) {
      std::optional<size_t> j = a.is_named_tuple() ? b.elem_index(a.names[i]) : i;
      auto e = j ? unify(a.elems[i], b.elems[*j]) : std::nullopt;
      if (!e)
        return std::nullopt;
      elems.push_back(*e);
    }
    return Type::tuple(std::move(elems), a.names);
  }
  case TypeKind::Aggregate:
    if (a.builtin != b.builtin)
      return std::nullopt;
    return a;
  default:
    if (a == b)
      return a;
    return std::nullopt;
  }
}

namespace {

Type literal_type(uint64_t v) {
  return v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) ? Type::u64() : Type::s64();
}

class Inferrer : public ast::Visitor, public InferContext {
public:
  Inferrer(const Resolution &names, Typing &typing, const Unit &unit, UnitTypes &types)
      : names_(names), typing_(typing), unit_(unit), types_(types) {}

  bool changed = false; // a map's type changed

  using ast::Visitor::visit;

  void run() {
    type(unit_.probe->predicate);
    visit(unit_.probe->body);
    bool typed = false;
    if (auto f = names_.folded.find(unit_.probe); f != names_.folded.end())
      for (const ast::Node *branch : f->second)
        typed |= type_folded(*branch);
    if (typed) { // the variable's uses were typed without it
      types_.exprs.clear();
      type(unit_.probe->predicate);
      visit(unit_.probe->body);
    }
  }

  // A variable that the code left declares (`let $x;`) but assigns only in
  // a branch fold_branches dropped (`if (0) { $x = "hello"; }`) takes its
  // type from there, as bpftrace types a branch its condition never takes;
  // the dropped code changes no other type. Whether it typed one.
  bool type_folded(const ast::Node &branch) {
    struct Assignments : ast::Visitor {
      using ast::Visitor::visit;
      void visit(ast::Assign &n) override {
        if (n.value && ast::as<ast::Variable>(n.target))
          found.push_back(&n);
        ast::Visitor::visit(n);
      }
      std::vector<ast::Assign *> found;
    } walk;
    walk.visit(const_cast<ast::Node *>(&branch));
    bool typed = false;
    for (ast::Assign *a : walk.found) {
      auto *v = ast::as<ast::Variable>(a->target);
      // Only a variable the code left knows (its `let`), still untyped.
      if (auto it = types_.vars.find(v->name); it == types_.vars.end() || !it->second.is_none())
        continue;
      if (Type t = type(a->value); !t.is_none() && !a->op) {
        assign(*v, t);
        typed = true;
      }
    }
    return typed;
  }

  // ---- statements ----

  void visit(ast::ExprStmt &n) override { type(n.expr); }

  void visit(ast::Assign &n) override {
    Type value = type(n.value);
    if (ast::as<ast::MapRef>(n.target))
      value = kept_stack(n.value, value);
    if (n.op)
      value = Type::s64();
    if (auto *v = ast::as<ast::Variable>(n.target)) {
      assign(*v, value);
      return;
    }
    if (auto *m = ast::as<ast::MapRef>(n.target)) {
      map_keys(*m);
      MapInfo &info = map(*m);
      Type stored = value.is(TypeKind::Aggregate) ? value : storage_type(value);
      if (auto *call = ast::as<ast::Call>(n.value); call && value.is(TypeKind::Aggregate))
        aggregate_params(info, *call);
      if (auto u = unify(info.value, stored); u && !(*u == info.value)) {
        info.value = *u;
        changed = true;
      }
      record(m, info.value);
    }
  }

  void visit(ast::ForMap &n) override {
    MapInfo &info = map(*n.map);
    Type elem = Type::tuple({info.key.is_none() ? Type::s64() : info.key, value_read(info.value)});
    types_.vars[n.var->name] = elem;
    record(n.var, elem);
    record(n.map, info.value);
    visit(n.body);
  }

  void visit(ast::ForRange &n) override {
    type(n.from);
    type(n.to);
    types_.vars[n.var->name] = Type::s64();
    record(n.var, Type::s64());
    visit(n.body);
  }

  void visit(ast::If &n) override {
    type(n.cond);
    visit(n.then);
    visit(n.otherwise);
  }
  void visit(ast::While &n) override {
    type(n.cond);
    visit(n.body);
  }
  void visit(ast::Unroll &n) override {
    type(n.count);
    visit(n.body);
  }
  void visit(ast::Return &n) override { type(n.value); }

  // ---- expressions ----

  Type type(ast::Expr *e) {
    if (!e)
      return {};
    Type t = compute(*e);
    record(e, t);
    return t;
  }

  // ---- InferContext ----
  Type type(const ast::Expr *e) override { return types_.of(e); }
  const Unit &unit() override { return unit_; }
  const Config &config() override { return names_.config; }
  const Records &records() override { return *names_.records; }
  const BuiltinUse &use(const ast::Node &n) override {
    auto it = names_.builtins.find(&n);
    return it != names_.builtins.end() ? it->second : names_.folded_builtins.at(&n);
  }
  const std::vector<ScriptOption> &script_options() override { return names_.script_options; }
  Type map_value(const std::string &name) override {
    auto it = typing_.maps.find(name);
    if (it == typing_.maps.end())
      return {};
    return value_read(it->second.value);
  }
  // A variable holds integers as 64 bits.
  void assign(const ast::Variable &v, const Type &t) override {
    Type &var = types_.vars[v.name];
    if (auto u = unify(var, widened(t)))
      var = *u;
    record(&v, var);
  }

private:
  void record(const ast::Expr *e, const Type &t) { types_.exprs[e] = t; }

  MapInfo &map(ast::MapRef &m) {
    auto [it, fresh] = typing_.maps.try_emplace(m.name);
    if (fresh) {
      it->second.name = m.name;
      it->second.first_use = m.loc;
      changed = true;
    }
    return it->second;
  }

  void map_keys(ast::MapRef &m) {
    MapInfo &info = map(m);
    if (m.keys.empty())
      return;
    if (!info.keyed) {
      info.keyed_use = m.loc;
      info.key_labels = key_labels(m.keys);
    }
    info.keyed = true;
    std::vector<Type> keys;
    for (ast::Expr *k : m.keys)
      keys.push_back(storage_type(kept_stack(k, type(k))));
    Type key = keys.size() == 1 ? keys[0] : Type::tuple(keys);
    if (auto u = unify(info.key, key); u && !(*u == info.key)) {
      info.key = *u;
      changed = true;
    }
  }

  // A `ustack` written as a map's key or value, which kt chose to unwind
  // with DWARF, is unwound with frame pointers instead: a map keeps no
  // DWARF sample (sema/builtins/stacks.cpp). Other stacks stay as they are
  // (check_types rejects DWARF ones in maps).
  Type kept_stack(ast::Expr *e, Type t) {
    if (t.is(TypeKind::UStack) && t.unwind == Type::Unwind::DwarfChosen && names_.builtin(e)) {
      t.unwind = Type::Unwind::FramePointers;
      record(e, t);
    }
    return t;
  }

  // An aggregation's constant arguments after its value (a histogram's
  // bounds), from its first use that has them all.
  void aggregate_params(MapInfo &info, ast::Call &call) {
    const BuiltinInfo *b = names_.builtin(&call);
    if (!b || info.agg_params_set || (call.args.size() < 2 && !b->param_default))
      return;
    if (auto params = sema::aggregate_params(*b, call)) {
      info.agg_params = std::move(*params);
      info.agg_params_use = call.loc;
      info.agg_params_set = true;
    }
  }

  bool user_probe() const {
    return unit_.kind == ast::ProbeKind::Uprobe || unit_.kind == ast::ProbeKind::Uretprobe ||
           unit_.kind == ast::ProbeKind::Usdt;
  }


  Type compute(ast::Expr &e);
  Type builtin(ast::Expr &n);
  const BuiltinInfo *builtin_info(const ast::Node &n) const;
  Type field_of(const Type &base, const std::string &field);

  const Resolution &names_;
  Typing &typing_;
  const Unit &unit_;
  UnitTypes &types_;
};

const BuiltinInfo *Inferrer::builtin_info(const ast::Node &n) const {
  if (const BuiltinInfo *b = names_.builtin(&n))
    return b;
  auto f = names_.folded_builtins.find(&n); // in a dropped branch (type_folded)
  return f == names_.folded_builtins.end() ? nullptr : f->second.info;
}

Type Inferrer::builtin(ast::Expr &n) {
  const BuiltinInfo *b = builtin_info(n);
  return b && b->infer ? b->infer(*this, n) : Type{};
}

Type Inferrer::compute(ast::Expr &e) {
  using K = ast::NodeKind;
  switch (e.kind) {
  case K::Integer: return literal_type(static_cast<ast::Integer &>(e).value);
  case K::String: return Type::string(static_cast<uint32_t>(static_cast<ast::String &>(e).value.size() + 1));
  case K::Boolean: return Type::boolean();
  case K::Identifier:
    if (auto c = names_.constants.find(static_cast<ast::Identifier *>(&e)); c != names_.constants.end())
      return c->second.type;
    return builtin(e);
  case K::PositionalParam: {
    auto &n = static_cast<ast::PositionalParam &>(e);
    const std::string *arg = n.index <= names_.params.size() ? &names_.params[n.index - 1] : nullptr;
    if (arg && !param_is_integer(*arg))
      return Type::string(static_cast<uint32_t>(arg->size() + 1));
    return Type::s64();
  }
  case K::ParamCount: return Type::s64();
  case K::Variable: {
    auto it = types_.vars.find(static_cast<ast::Variable &>(e).name);
    return it == types_.vars.end() ? Type{} : it->second;
  }
  case K::MapRef: {
    auto &m = static_cast<ast::MapRef &>(e);
    map_keys(m);
    const Type &v = map(m).value;
    return value_read(v);
  }
  case K::Call: {
    auto &c = static_cast<ast::Call &>(e);
    const BuiltinInfo *b = builtin_info(c);
    if (!b || !b->word_args) // words (error(ENOMEM), stack(args)) have no types
      for (ast::Expr *a : c.args)
        type(a);
    return builtin(e);
  }
  case K::Unary: {
    auto &u = static_cast<ast::Unary &>(e);
    Type t = type(u.operand);
    switch (u.op) {
    case ast::UnaryOp::Not: return Type::u64();
    case ast::UnaryOp::Neg: return Type::s64();
    case ast::UnaryOp::BitNot: return t.is_int() ? Type::integer(8, t.is_signed) : Type::u64();
    case ast::UnaryOp::Deref:
      if (t.is(TypeKind::Pointer))
        return t.elems[0];
      return Type::u64();
    case ast::UnaryOp::AddrOf: return Type::pointer(t, false);
    default: {
      // ++ and -- make a never-assigned map or variable an integer.
      if (auto *m = ast::as<ast::MapRef>(u.operand)) {
        MapInfo &info = map(*m);
        if (info.value.is_none()) {
          info.value = Type::s64();
          changed = true;
        }
      }
      if (t.is(TypeKind::Pointer)) // moves by one pointee, as in C
        return t;
      return t.is_int() ? Type::integer(8, t.is_signed) : Type::s64();
    }
    }
  }
  case K::Binary: {
    auto &b = static_cast<ast::Binary &>(e);
    Type l = type(b.lhs), r = type(b.rhs);
    switch (b.op) {
    case ast::BinaryOp::Lt: case ast::BinaryOp::Le: case ast::BinaryOp::Gt: case ast::BinaryOp::Ge:
    case ast::BinaryOp::Eq: case ast::BinaryOp::Ne: case ast::BinaryOp::LogAnd: case ast::BinaryOp::LogOr:
      // 0 or 1, as an integer: bpftrace prints comparisons as numbers.
      return Type::u64();
    case ast::BinaryOp::Add:
    case ast::BinaryOp::Sub:
      // `$1 + k` on a string parameter: the argument from its k-th byte.
      if (auto *k = ast::as<ast::Integer>(b.rhs); k && b.op == ast::BinaryOp::Add && l.is(TypeKind::String) &&
                                                  ast::as<ast::PositionalParam>(b.lhs) && k->value < l.size)
        return Type::string(static_cast<uint32_t>(l.size - k->value));
      if (l.is(TypeKind::Pointer) && r.is_integral())
        return l;
      if (r.is(TypeKind::Pointer) && l.is_integral() && b.op == ast::BinaryOp::Add)
        return r;
      return promote(l, r);
    default:
      return promote(l, r);
    }
  }
  case K::Ternary: {
    auto &t = static_cast<ast::Ternary &>(e);
    Type c = type(t.cond);
    Type a = t.then ? type(t.then) : c;
    Type b = type(t.otherwise);
    if (a.is_integral() && b.is_integral())
      return promote(a, b);
    auto u = unify(a, b);
    return u ? *u : a;
  }
  case K::FieldAccess: {
    auto &f = static_cast<ast::FieldAccess &>(e);
    // args.x reads register x: its base is the context, not a copy.
    Type base = type(f.base);
    if (unit_.args_value && base.record == unit_.args_value) {
      base = Type::record_of(unit_.args);
      record(f.base, base);
    }
    return field_of(base, f.field);
  }
  case K::TupleIndex: {
    auto &t = static_cast<ast::TupleIndex &>(e);
    Type base = type(t.base);
    if (base.is(TypeKind::Tuple) && t.index < base.elems.size())
      return base.elems[t.index];
    return {};
  }
  case K::IndexExpr: {
    auto &i = static_cast<ast::IndexExpr &>(e);
    Type base = type(i.base);
    type(i.index);
    if ((base.is(TypeKind::Array) || base.is(TypeKind::Pointer)) && !base.elems.empty())
      return base.elems[0];
    if (base.is(TypeKind::String)) // $s[0]: a byte, as a C char (bpftrace v0.26)
      return Type::integer(1, true);
    // A tuple's element by a constant index: $t[1] as $t.1 ($t[1 + 1]: bpftrace v0.26).
    if (auto k = constant_int(i.index, {.names = &names_});
        k && base.is(TypeKind::Tuple) && *k >= 0 && static_cast<uint64_t>(*k) < base.elems.size())
      return base.elems[*k];
    return {};
  }
  case K::BlockExpr: {
    auto &b = static_cast<ast::BlockExpr &>(e);
    visit(b.block);
    auto *last = b.block->stmts.empty() ? nullptr : ast::as<ast::ExprStmt>(b.block->stmts.back());
    return last && b.block->ends_with_value ? types_.of(last->expr) : Type{};
  }
  case K::Cast: {
    auto &c = static_cast<ast::Cast &>(e);
    Type from = type(c.operand);
    // Pointers made by a cast point into the memory the value came from:
    // a user pointer's, else the probed process's for user-space probes.
    bool user = from.is(TypeKind::Pointer) ? from.user : user_probe();
    if (c.type->of) // typeof(x): x's type, x unevaluated
      return type(c.type->of);
    if (c.type->is_string()) // string[N]: N bytes; string: the value's own
      return Type::string(c.type->array ? *c.type->array : from.is(TypeKind::String) ? from.size : 0);
    Type to = names_.records->resolve(*c.type, user);
    if (!c.type->array || to.is_none())
      return to;
    // (T[])x: as many elements as x's bytes hold (check_types says when
    // they hold no whole number of them).
    uint32_t count = *c.type->array;
    if (!count && to.size && from.size % to.size == 0)
      count = from.size / to.size;
    return Type::array(to, count);
  }
  case K::Tuple: {
    auto &t = static_cast<ast::Tuple &>(e);
    std::vector<Type> elems;
    for (ast::Expr *x : t.elems)
      elems.push_back(type(x));
    return Type::tuple(std::move(elems), t.names);
  }
  case K::Sizeof: {
    auto &s = static_cast<ast::Sizeof &>(e);
    type(s.operand);
    return Type::u64();
  }
  case K::Offsetof: type(static_cast<ast::Offsetof &>(e).operand); return Type::u64();
  default:
    return {};
  }
}

Type Inferrer::field_of(const Type &base, const std::string &field) {
  if (base.is_named_tuple()) {
    auto i = base.elem_index(field);
    return i ? base.elems[*i] : Type{};
  }
  const Type *rec = &base;
  if (base.is(TypeKind::Pointer) && !base.elems.empty())
    rec = &base.elems[0];
  if (!rec->is(TypeKind::Record))
    return {};
  auto f = rec->record->field(field);
  return f ? f->type : Type{};
}

} // namespace

Type value_read(const Type &value) {
  if (!value.is(TypeKind::Aggregate))
    return value;
  return value.builtin->aggregate_value ? value.builtin->aggregate_value(value) : Type::s64();
}

bool param_is_integer(const std::string &arg) {
  if (arg.empty())
    return false;
  size_t i = arg[0] == '-' ? 1 : 0;
  if (i == arg.size())
    return false;
  for (; i < arg.size(); i++)
    if (arg[i] < '0' || arg[i] > '9')
      return false;
  return arg.size() < 19;
}

Typing infer_types(const ast::Program &program, const Resolution &names) {
  Typing typing;
  typing.units.resize(names.units.size());
  // Map types flow between probes; iterate until they settle. Each round
  // can only widen a map's type, so a few rounds suffice.
  for (int round = 0; round < 8; round++) {
    bool changed = false;
    for (size_t i = 0; i < names.units.size(); i++) {
      typing.units[i].exprs.clear();
      Inferrer inf(names, typing, names.units[i], typing.units[i]);
      inf.run();
      changed |= inf.changed;
    }
    if (!changed)
      break;
  }
  (void)program;
  return typing;
}

} // namespace kt::sema
