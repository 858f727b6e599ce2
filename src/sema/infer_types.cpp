#include "sema/infer_types.h"

#include <limits>

#include "ast/visitor.h"

namespace kt::sema {

Type storage_type(const Type &t) {
  if (t.is_int())
    return Type::integer(8, t.is_signed);
  if (t.is(TypeKind::Tuple)) {
    std::vector<Type> elems;
    for (const Type &e : t.elems)
      elems.push_back(storage_type(e));
    return Type::tuple(std::move(elems));
  }
  return t;
}

std::optional<Type> unify(const Type &a, const Type &b) {
  if (a.is_none())
    return b;
  if (b.is_none())
    return a;
  if (a.is_int() && b.is_int())
    return Type::integer(std::max(a.size, b.size), a.is_signed && b.is_signed);
  if (a.kind != b.kind)
    return std::nullopt;
  switch (a.kind) {
  case TypeKind::String:
  case TypeKind::Buffer:
    return a.size >= b.size ? a : b;
  case TypeKind::Tuple: {
    if (a.elems.size() != b.elems.size())
      return std::nullopt;
    std::vector<Type> elems;
    for (size_t i = 0; i < a.elems.size(); i++) {
      auto e = unify(a.elems[i], b.elems[i]);
      if (!e)
        return std::nullopt;
      elems.push_back(*e);
    }
    return Type::tuple(std::move(elems));
  }
  case TypeKind::Aggregate:
    if (a.agg != b.agg)
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

class Inferrer : public ast::Visitor {
public:
  Inferrer(ProgramInfo &info, Unit &unit) : info_(info), unit_(unit) {}

  bool changed = false; // a map's type changed

  using ast::Visitor::visit;

  void run() {
    type(unit_.probe->predicate);
    visit(unit_.probe->body);
  }

  // ---- statements ----

  void visit(ast::ExprStmt &n) override { type(n.expr); }

  void visit(ast::Assign &n) override {
    Type value = type(n.value);
    if (n.op)
      value = Type::s64();
    if (auto *v = ast::as<ast::Variable>(n.target)) {
      Type &var = unit_.vars[v->name];
      if (auto u = unify(var, value.is_int() ? Type::integer(8, value.is_signed) : value))
        var = *u;
      record(v, var);
      return;
    }
    if (auto *m = ast::as<ast::MapRef>(n.target)) {
      map_keys(*m);
      MapInfo &info = map(*m);
      Type stored = value.is(TypeKind::Aggregate) ? value : storage_type(value);
      if (auto *call = ast::as<ast::Call>(n.value); call && value.agg == AggKind::Lhist)
        lhist_params(info, *call);
      if (auto u = unify(info.value, stored); u && !(*u == info.value)) {
        info.value = *u;
        changed = true;
      }
      record(m, info.value);
    }
  }

  void visit(ast::ForMap &n) override {
    MapInfo &info = map(*n.map);
    Type elem = Type::tuple({info.key.is_none() ? Type::s64() : info.key,
                             info.value.is(TypeKind::Aggregate) ? aggregate_result(info.value) : info.value});
    unit_.vars[n.var->name] = elem;
    record(n.var, elem);
    record(n.map, info.value);
    visit(n.body);
  }

  void visit(ast::ForRange &n) override {
    type(n.from);
    type(n.to);
    unit_.vars[n.var->name] = Type::s64();
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

private:
  void record(const ast::Expr *e, const Type &t) { unit_.types[e] = t; }

  MapInfo &map(ast::MapRef &m) {
    auto [it, fresh] = info_.maps.try_emplace(m.name);
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
    if (!info.keyed)
      info.keyed_use = m.loc;
    info.keyed = true;
    std::vector<Type> keys;
    for (ast::Expr *k : m.keys)
      keys.push_back(storage_type(type(k)));
    Type key = keys.size() == 1 ? keys[0] : Type::tuple(keys);
    if (auto u = unify(info.key, key); u && !(*u == info.key)) {
      info.key = *u;
      changed = true;
    }
  }

  void lhist_params(MapInfo &info, ast::Call &call) {
    if (call.args.size() != 4 || info.has_lhist_params)
      return;
    auto value = [&](ast::Expr *e) -> std::optional<int64_t> {
      if (auto *i = ast::as<ast::Integer>(e))
        return static_cast<int64_t>(i->value);
      if (auto *u = ast::as<ast::Unary>(e); u && u->op == ast::UnaryOp::Neg)
        if (auto *i = ast::as<ast::Integer>(u->operand))
          return -static_cast<int64_t>(i->value);
      return std::nullopt;
    };
    auto lo = value(call.args[1]), hi = value(call.args[2]), step = value(call.args[3]);
    if (lo && hi && step) {
      info.lhist_min = *lo;
      info.lhist_max = *hi;
      info.lhist_step = *step;
      info.has_lhist_params = true;
    }
  }

  bool user_probe() const {
    return unit_.kind == ast::ProbeKind::Uprobe || unit_.kind == ast::ProbeKind::Uretprobe ||
           unit_.kind == ast::ProbeKind::Usdt;
  }

  static Type aggregate_result(const Type &agg) {
    switch (agg.agg) {
    case AggKind::Count: return Type::u64();
    case AggKind::Sum: return agg.elems.empty() ? Type::s64() : agg.elems[0];
    default: return Type::s64();
    }
  }

  Type compute(ast::Expr &e);
  Type builtin_variable(ast::Identifier &n, const BuiltinInfo &b);
  Type builtin_call(ast::Call &n, const BuiltinInfo &b);
  Type field_of(const Type &base, const std::string &field);

  ProgramInfo &info_;
  Unit &unit_;
};

Type Inferrer::compute(ast::Expr &e) {
  using K = ast::NodeKind;
  switch (e.kind) {
  case K::Integer: return literal_type(static_cast<ast::Integer &>(e).value);
  case K::String: return Type::string(static_cast<uint32_t>(static_cast<ast::String &>(e).value.size() + 1));
  case K::Boolean: return Type::boolean();
  case K::Identifier: {
    auto &n = static_cast<ast::Identifier &>(e);
    if (info_.constants.count(&n))
      return Type::s64();
    auto b = info_.builtins.find(&n);
    return b == info_.builtins.end() ? Type{} : builtin_variable(n, *b->second);
  }
  case K::PositionalParam: {
    auto &n = static_cast<ast::PositionalParam &>(e);
    const std::string *arg = n.index <= info_.params.size() ? &info_.params[n.index - 1] : nullptr;
    if (arg && !param_is_integer(*arg))
      return Type::string(static_cast<uint32_t>(arg->size() + 1));
    return Type::s64();
  }
  case K::ParamCount: return Type::s64();
  case K::Variable: {
    auto it = unit_.vars.find(static_cast<ast::Variable &>(e).name);
    return it == unit_.vars.end() ? Type{} : it->second;
  }
  case K::MapRef: {
    auto &m = static_cast<ast::MapRef &>(e);
    map_keys(m);
    const Type &v = map(m).value;
    return v.is(TypeKind::Aggregate) ? aggregate_result(v) : v;
  }
  case K::Call: {
    auto &c = static_cast<ast::Call &>(e);
    auto b = info_.builtins.find(&c);
    if (b == info_.builtins.end() || (b->second->id != BuiltinId::Error && b->second->id != BuiltinId::Lbr &&
                                      b->second->id != BuiltinId::Stack && b->second->id != BuiltinId::Calls))
      // error()'s, lbr()'s and stack()'s arguments are names
      for (ast::Expr *a : c.args)
        type(a);
    return b == info_.builtins.end() ? Type{} : builtin_call(c, *b->second);
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
    return field_of(type(f.base), f.field);
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
    return {};
  }
  case K::Cast: {
    auto &c = static_cast<ast::Cast &>(e);
    Type from = type(c.operand);
    // Pointers made by a cast point into the memory the value came from:
    // a user pointer's, else the probed process's for user-space probes.
    bool user = from.is(TypeKind::Pointer) ? from.user : user_probe();
    return info_.records->resolve(*c.type, user);
  }
  case K::Tuple: {
    std::vector<Type> elems;
    for (ast::Expr *x : static_cast<ast::Tuple &>(e).elems)
      elems.push_back(type(x));
    return Type::tuple(std::move(elems));
  }
  case K::Sizeof: {
    auto &s = static_cast<ast::Sizeof &>(e);
    type(s.operand);
    return Type::u64();
  }
  default:
    return {};
  }
}

Type Inferrer::builtin_variable(ast::Identifier &n, const BuiltinInfo &b) {
  using B = BuiltinId;
  switch (b.id) {
  case B::Pid: case B::Tid: case B::Uid: case B::Gid: case B::Cpu: case B::Cpid: case B::Rand:
    return Type::integer(4, false);
  case B::Nsecs: case B::Elapsed: case B::Cgroup: case B::Arg:
    return Type::u64();
  case B::Curtask: {
    // struct task_struct *, when the kernel's BTF describes it.
    auto task = info_.records->find("task_struct", false);
    return task ? Type::pointer(Type::record_of(task), false) : Type::u64();
  }
  case B::Comm: return Type::string(16);
  case B::Func:
    if (unit_.kind == ast::ProbeKind::Entry) // the entry function's name, from the session's table
      return Type::simple(TypeKind::Probe);
    return unit_.kind == ast::ProbeKind::Uprobe || unit_.kind == ast::ProbeKind::Uretprobe
               ? Type::simple(TypeKind::USym)
               : Type::simple(TypeKind::KSym);
  case B::ProbeName: return Type::simple(TypeKind::Probe);
  case B::Retval: return unit_.retval ? *unit_.retval : Type::s64();
  case B::Args: return unit_.args ? Type::record_of(unit_.args) : Type{};
  case B::KStackVar: return Type::simple(TypeKind::KStack);
  case B::UStackVar: return Type::simple(TypeKind::UStack);
  case B::ErrorVar: return Type::boolean();
  case B::Duration: return Type::u64();
  default: return {};
  }
}

Type Inferrer::builtin_call(ast::Call &n, const BuiltinInfo &b) {
  using B = BuiltinId;
  auto arg = [&](size_t i) { return i < n.args.size() ? unit_.types[n.args[i]] : Type{}; };
  switch (b.id) {
  case B::Str: {
    uint32_t len = info_.config.max_strlen;
    if (n.args.size() == 2)
      if (auto *i = ast::as<ast::Integer>(n.args[1]); i && i->value < len)
        len = static_cast<uint32_t>(i->value) + 1;
    if (arg(0).is(TypeKind::String))
      return Type::string(std::min(len, arg(0).size));
    return Type::string(len);
  }
  case B::Buf: {
    uint32_t len = info_.config.max_strlen;
    if (n.args.size() == 2)
      if (auto *i = ast::as<ast::Integer>(n.args[1]); i && i->value < len)
        len = static_cast<uint32_t>(i->value);
    return Type::buffer(len);
  }
  case B::Ksym: return Type::simple(TypeKind::KSym);
  case B::Usym: return Type::simple(TypeKind::USym);
  case B::Kaddr: return Type::u64();
  case B::Reg: return Type::u64();
  case B::Uaddr: {
    // A pointer to an integer of the symbol's size (bpftrace's rule).
    auto it = info_.symbol_sizes.find(&n);
    uint64_t size = it == info_.symbol_sizes.end() ? 8 : it->second;
    uint32_t bytes = size == 1 || size == 2 || size == 4 ? static_cast<uint32_t>(size) : 8;
    return Type::pointer(Type::integer(bytes, true), true);
  }
  case B::Ntop: return Type::simple(TypeKind::Inet);
  case B::Strftime: return Type::simple(TypeKind::Timestamp);
  case B::HasKey: return Type::boolean();
  case B::Error: return Type::boolean();
  case B::Stack:
  case B::Calls: return Type::simple(TypeKind::Session);
  case B::ArgsCall: return Type::simple(TypeKind::Args);
  case B::Lbr: return Type::simple(TypeKind::Branches);
  case B::Len: return Type::s64();
  case B::Strncmp: return Type::s64();
  case B::KStack:
  case B::UStack: {
    // kstack([mode,] [limit]): mode bpftrace, perf or raw, limit a literal.
    Type st = Type::simple(b.id == B::KStack ? TypeKind::KStack : TypeKind::UStack);
    for (ast::Expr *a : n.args) {
      if (auto *id = ast::as<ast::Identifier>(a))
        st.stack_mode = id->name == "perf" ? 1 : id->name == "raw" ? 2 : 0;
      else if (auto *lim = ast::as<ast::Integer>(a))
        st.count = static_cast<uint32_t>(lim->value);
    }
    return st;
  }
  case B::Count: return Type::aggregate(AggKind::Count, Type::u64());
  case B::Sum: {
    Type v = arg(0);
    return Type::aggregate(AggKind::Sum, v.is_int() ? Type::integer(8, v.is_signed) : Type::s64());
  }
  case B::Avg: return Type::aggregate(AggKind::Avg, Type::s64());
  case B::Min: return Type::aggregate(AggKind::Min, Type::s64());
  case B::Max: return Type::aggregate(AggKind::Max, Type::s64());
  case B::Stats: return Type::aggregate(AggKind::Stats, Type::s64());
  case B::Hist: return Type::aggregate(AggKind::Hist, Type::u64());
  case B::Lhist: return Type::aggregate(AggKind::Lhist, Type::u64());
  default: return {};
  }
}

Type Inferrer::field_of(const Type &base, const std::string &field) {
  const Type *rec = &base;
  if (base.is(TypeKind::Pointer) && !base.elems.empty())
    rec = &base.elems[0];
  if (!rec->is(TypeKind::Record))
    return {};
  auto f = rec->record->field(field);
  return f ? f->type : Type{};
}

} // namespace

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

void infer_types(ast::Program &program, ProgramInfo &info) {
  // Map types flow between probes; iterate until they settle. Each round
  // can only widen a map's type, so a few rounds suffice.
  for (int round = 0; round < 8; round++) {
    bool changed = false;
    for (Unit &unit : info.units) {
      unit.types.clear();
      Inferrer inf(info, unit);
      inf.run();
      changed |= inf.changed;
    }
    if (!changed)
      break;
  }
}

} // namespace kt::sema
