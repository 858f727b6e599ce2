#include "sema/check_types.h"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>

#include "ast/source_printer.h"
#include "ast/visitor.h"
#include "sema/builtin_hooks.h"
#include "sema/constants.h"
#include "sema/enums.h"
#include "sema/infer_types.h"
#include "sema/map_decls.h"
#include "util/edit_distance.h"
#include "util/printf_format.h"

namespace kt::sema {
namespace {

// `p += n` and `p -= n` on a pointer move it by n elements (bpftrace v0.26).
bool moves_pointer(const Type &holder, ast::BinaryOp op) {
  return holder.is(TypeKind::Pointer) && (op == ast::BinaryOp::Add || op == ast::BinaryOp::Sub);
}

// Values == and != take besides integers and pointers: strings, buffers
// (length and bytes), and tuples of the same shape whose elements compare
// (bpftrace v0.26); records with the same field names in the same order.
bool comparable(const Type &l, const Type &r) {
  if (l.is_scalar() && r.is_scalar())
    return true;
  if (l.kind != r.kind)
    return false;
  if (l.is(TypeKind::String) || l.is(TypeKind::Buffer))
    return true;
  if (!l.is(TypeKind::Tuple) || l.elems.size() != r.elems.size() || l.names != r.names)
    return false;
  for (size_t i = 0; i < l.elems.size(); i++)
    if (!comparable(l.elems[i], r.elems[i]))
      return false;
  return true;
}

std::string quoted(const Type &t) { return "'" + to_string(t) + "'"; }

// Whether a value of `t` holds a user stack unwound with DWARF.
bool holds_dwarf_stack(const Type &t) {
  if (t.is(TypeKind::UStack))
    return t.dwarf();
  for (const Type &e : t.elems)
    if (holds_dwarf_stack(e))
      return true;
  return false;
}

// The largest record a program copies out of memory as a whole (*ptr).
constexpr uint32_t kMaxCopy = 1024;

class Checker : public ast::Visitor, public CheckContext {
public:
  Checker(const Analysis &a, Diagnostics &diags, std::set<std::string> &reported)
      : names_(a.names), typing_(a.types), diags_(diags), reported_(reported) {}

  using ast::Visitor::visit;

  void check_unit(const Unit &unit, const UnitTypes &types) {
    unit_ = &unit;
    types_ = &types;
    var_types_.clear();
    if (unit.probe->predicate) {
      value(unit.probe->predicate);
      Type t = type(unit.probe->predicate);
      if (!t.is_scalar() && !t.is_none())
        error(unit.probe->predicate->loc) << "a predicate must be an integer or a pointer, not " << quoted(t);
    }
    visit(unit.probe->body);
  }

  // ---- statements ----

  void visit(ast::ExprStmt &n) override { expr(n.expr, /*value_needed=*/false); }

  void visit(ast::Assign &n) override {
    if (auto *m = ast::as<ast::MapRef>(n.target))
      check_map_assign(n, *m);
    else if (auto *v = ast::as<ast::Variable>(n.target))
      check_var_assign(n, *v);
  }

  void visit(ast::If &n) override {
    condition(n.cond, "an if condition");
    visit(n.then);
    visit(n.otherwise);
  }
  void visit(ast::While &n) override {
    condition(n.cond, "a while condition");
    loops_++;
    visit(n.body);
    loops_--;
  }
  void visit(ast::Unroll &n) override {
    auto *i = ast::as<ast::Integer>(n.count);
    if (!i || i->value < 1 || i->value > 100)
      error(n.count->loc) << "unroll takes an integer literal from 1 to 100";
    visit(n.body);
  }
  void visit(ast::ForMap &n) override {
    const MapInfo *mi = map(n.map->name);
    if (!mi || mi->value.is_none())
      never_assigned(*n.map);
    else if (!mi->keyed)
      error(n.map->loc) << "'for' iterates over a map with keys; '@" << n.map->name << "' has none";
    else if (mi->value.is(TypeKind::Aggregate) && !is_readable_aggregate(mi->value))
      error(n.map->loc) << "'for' cannot iterate over '@" << n.map->name << "', which holds "
                        << quoted(mi->value) << " values (per-CPU parts)";
    loops_++;
    map_loops_++;
    visit(n.body);
    map_loops_--;
    loops_--;
  }
  void visit(ast::ForRange &n) override {
    for (ast::Expr *e : {n.from, n.to}) {
      value(e);
      if (!type(e).is_integral() && !type(e).is_none())
        error(e->loc) << "a range bound must be an integer, not " << quoted(type(e));
    }
    loops_++;
    visit(n.body);
    loops_--;
  }
  void visit(ast::Jump &n) override {
    if (!loops_)
      error(n.loc) << "'" << (n.jump == ast::Jump::Kind::Break ? "break" : "continue") << "' outside a loop";
  }
  void visit(ast::Return &n) override {
    if (map_loops_ && n.value)
      error(n.loc) << "'return' with a value inside 'for' over a map is not supported";
    if (!n.value)
      return;
    // test: and bench: probes return their verdict (bpftrace v0.26): a
    // test fails and a benchmark is skipped unless it is 0.
    if (unit_->kind != ast::ProbeKind::Test && unit_->kind != ast::ProbeKind::Bench) {
      auto d = error(n.value->loc);
      d << "a probe's 'return' takes no value";
      d.hint("only test: and bench: probes return a value (0: passed; else failed, or skipped)");
      return;
    }
    value(n.value);
    if (Type t = type(n.value); !t.is_int() && !t.is(TypeKind::Bool) && !t.is_none())
      error(n.value->loc) << "a " << ast::probe_kind_name(unit_->kind) << " probe returns an integer, not "
                          << quoted(t);
  }

  // ---- CheckContext ----
  DiagnosticBuilder error(const SourceLocation &loc) override { return diags_.error(loc); }
  Type type(const ast::Expr *e) override { return types_->of(e); }
  const Unit &unit() override { return *unit_; }
  const Config &config() override { return names_.config; }
  const Records &records() override { return *names_.records; }
  const Resolution &names() override { return names_; }
  // "never assigned", with a hint when a map of that name is assigned in
  // another file, as a private map of an imported file (parser/imports.h).
  void never_assigned(const ast::MapRef &m) {
    auto d = error(m.loc);
    d << "map '@" << m.name << "' is never assigned";
    auto assigned = [&](const std::string &name) {
      const MapInfo *mi = map(name);
      return mi && !mi->value.is_none();
    };
    size_t sep = m.name.rfind("::");
    std::string other;
    if (sep != std::string::npos) {
      if (assigned(m.name.substr(sep + 2)))
        other = m.name.substr(sep + 2);
    } else {
      for (const auto &[name, mi] : typing_.maps)
        if (name.size() > m.name.size() + 2 && name.compare(name.size() - m.name.size() - 2, std::string::npos,
                                                            "::" + m.name) == 0 && assigned(name)) {
          other = name;
          break;
        }
    }
    if (other.empty())
      return;
    if (sep == std::string::npos)
      d.hint("'@" + other + "' is an imported file's own map; that file shares '@" + m.name +
             "' only if it declares it ('let @" + m.name + " = hash(N);')");
    else
      d.hint("'@" + other + "' is another file's map; this file's '@" + other + "' is its own unless it declares it ('let @" +
             other + " = hash(N);')");
  }
  const MapInfo *map(const std::string &name) override {
    auto it = typing_.maps.find(name);
    return it == typing_.maps.end() ? nullptr : &it->second;
  }
  // An expression whose value is used.
  void value(ast::Expr *e) override { expr(e, true); }
  void printed(ast::Expr *e) override {
    auto *call = ast::as<ast::Call>(e);
    const BuiltinInfo *b = call ? builtin(call) : nullptr;
    printing_ = b && b->print_only;
    value(e);
    printing_ = false;
  }
  void expect_int(ast::Expr *e, const char *what) override;
  void expect_string_literal(ast::Call &n, size_t i) override;
  void expect_map_arg(ast::Call &n, size_t i) override;
  void check_map_ref(ast::MapRef &m, bool whole_map_ok) override;
  void check_printf_like(ast::Call &n, size_t first_arg) override;

private:
  const BuiltinInfo *builtin(const ast::Node *n) const { return names_.builtin(n); }

  // Reports once per location and message, although a probe may be checked
  // once per unit.
  bool first_time(const SourceLocation &loc, const std::string &what) {
    std::ostringstream key;
    key << loc.begin.line << ":" << loc.begin.column << ":" << what;
    return reported_.insert(key.str()).second;
  }

  bool has_gfp_names() const {
    const btf::Btf *k = names_.records->kernel();
    return k && !gfp_flag_names(*k).empty();
  }

  void condition(ast::Expr *e, const char *what) {
    value(e);
    Type t = type(e);
    if (!t.is_scalar() && !t.is_none())
      error(e->loc) << what << " must be an integer or a pointer, not " << quoted(t);
  }

  void expr(ast::Expr *e, bool value_needed);
  void check_call(ast::Call &n, bool value_needed);
  void check_map_assign(ast::Assign &n, ast::MapRef &m);
  // A map keeps no DWARF stack: it is a sample the runtime unwinds when it
  // prints the value (bpf/abi/ustack.h), once per event.
  void no_dwarf_stack(const ast::Expr *e, const char *what) {
    if (!holds_dwarf_stack(type(e)))
      return;
    auto d = error(e->loc);
    d << what << " cannot hold a user stack unwound with DWARF (" << quoted(type(e)) << ")";
    d.hint("kt unwinds a DWARF stack when it prints it, from a copy of the stack, so maps cannot aggregate "
           "one; use 'ustack' here, which maps unwind with frame pointers");
  }
  void check_var_assign(ast::Assign &n, ast::Variable &v);
  void check_declared_value(ast::Assign &n, ast::Variable &v);
  void check_aggregate_args(ast::Call &n, const BuiltinInfo &b);
  void check_same_params(const ast::MapRef &m, const MapInfo &mi, const ast::Call &n, const BuiltinInfo &b);
  void check_divisor(ast::BinaryOp op, const ast::Expr *rhs);
  void check_array_cast(const ast::Cast &c, const Type &from, const Type &to);
  void check_string_cast(const ast::Cast &c, const Type &from, const Type &to);
  void check_typeof_cast(const ast::Cast &c, const Type &from, const Type &to);
  void record_by_number(const SourceLocation &loc, const Type &record) {
    auto d = error(loc);
    d << "a record's fields are read by name, not by number: " << quoted(record);
    d.hint("write '." + record.names.front() + "'");
  }
  // A value past kMaxValueBytes (a header's or the kernel's type; the
  // program's own are refused where they are declared): codegen could not
  // copy it.
  bool too_large(const ast::Expr *e) {
    const Type &t = type(e);
    bool in_memory = t.is(TypeKind::Record) || t.is(TypeKind::Array) || t.is(TypeKind::String) ||
                     t.is(TypeKind::Buffer) || t.is(TypeKind::Tuple);
    if (!in_memory || t.size <= kMaxValueBytes)
      return false;
    auto d = error(e->loc);
    d << "type " << quoted(t) << " is ";
    if (t.size == UINT32_MAX)
      d << "4 GiB or more";
    else
      d << t.size << " bytes";
    d << "; kt's values are at most " << kMaxValueBytes / 1024 << " KiB";
    return true;
  }
  void unknown_type(const ast::TypeName &t) {
    const char *tag = t.tag == ast::TypeName::Tag::Struct ? "struct "
                      : t.tag == ast::TypeName::Tag::Union ? "union "
                      : t.tag == ast::TypeName::Tag::Enum ? "enum "
                                                          : "";
    auto d = error(t.loc);
    d << "unknown type '" << tag << t.name << "'";
    if (*tag)
      d.hint(names_.records->kernel() ? "neither the program nor the kernel's BTF declares it"
                                     : "declare it in the program: this machine has no kernel BTF");
    else if (t.in_typeof)
      d.hint("in typeof(), a name that is no builtin is a type; to take a value's type, give a variable, a map "
             "or an expression");
    else if (t.bare_name)
      d.hint("a name in parentheses before an expression is a cast, as in bpftrace; to use '" + t.name +
             "' as a value, drop the parentheses");
  }

  const Resolution &names_;
  const Typing &typing_;
  Diagnostics &diags_;
  std::set<std::string> &reported_;
  const Unit *unit_ = nullptr;
  const UnitTypes *types_ = nullptr;
  bool printing_ = false; // checking print() of a print-only value
  int loops_ = 0;
  int map_loops_ = 0;
  std::map<std::string, std::pair<Type, SourceLocation>> var_types_;
};

void Checker::expr(ast::Expr *e, bool value_needed) {
  if (!e)
    return;
  if (too_large(e))
    return;
  using K = ast::NodeKind;
  switch (e->kind) {
  case K::MapRef:
    check_map_ref(static_cast<ast::MapRef &>(*e), false);
    return;
  case K::Call:
    check_call(static_cast<ast::Call &>(*e), value_needed);
    return;
  case K::Unary: {
    auto &u = static_cast<ast::Unary &>(*e);
    value(u.operand);
    Type t = type(u.operand);
    if (t.is_none())
      return;
    switch (u.op) {
    case ast::UnaryOp::Not:
      if (!t.is_scalar())
        error(u.loc) << "cannot apply '!' to " << quoted(t);
      break;
    case ast::UnaryOp::Neg:
    case ast::UnaryOp::BitNot:
      if (!t.is_integral())
        error(u.loc) << "cannot apply '" << ast::spelling(u.op) << "' to " << quoted(t);
      break;
    case ast::UnaryOp::Deref:
      // An integer is an address whose u64 is read (bpftrace's
      // `*kaddr("avenrun")`), in the probed code's address space.
      if (t.is_int())
        break;
      if (!t.is(TypeKind::Pointer))
        error(u.loc) << "cannot dereference " << quoted(t) << ", which is not a pointer or an address";
      else if (t.elems[0].size > kMaxCopy)
        error(u.loc) << "cannot copy " << quoted(t.elems[0]) << " (" << t.elems[0].size
                     << " bytes) into the program; read the fields you need through the pointer";
      break;
    case ast::UnaryOp::AddrOf:
      // &$v (bpftrace v0.26): the address of the variable's place while the
      // probe runs, read through with * as kernel memory.
      if (ast::as<ast::MapRef>(u.operand))
        error(u.loc) << "taking the address of a map element with '&' is not supported; copy it into a "
                        "variable and take the variable's";
      else if (!ast::as<ast::Variable>(u.operand))
        error(u.loc) << "'&' takes a scratch variable ($name)";
      break;
    default: // ++ and --
      if (!ast::as<ast::Variable>(u.operand) && !ast::as<ast::MapRef>(u.operand))
        error(u.operand->loc) << "'" << ast::spelling(u.op) << "' needs a variable or a map element";
      else if (!t.is_int() && !t.is(TypeKind::Pointer))
        error(u.loc) << "cannot apply '" << ast::spelling(u.op) << "' to " << quoted(t);
    }
    return;
  }
  case K::Binary: {
    auto &b = static_cast<ast::Binary &>(*e);
    value(b.lhs);
    value(b.rhs);
    Type l = type(b.lhs), r = type(b.rhs);
    if (l.is_none() || r.is_none())
      return;
    check_divisor(b.op, b.rhs);
    bool equality = b.op == ast::BinaryOp::Eq || b.op == ast::BinaryOp::Ne;
    if (equality && comparable(l, r))
      return;
    if (equality && l.is(TypeKind::Probe) && r.is(TypeKind::Probe))
      return;
    // `$1 + k` on a string parameter (bpftrace's offset into the argument).
    if (auto *k = ast::as<ast::Integer>(b.rhs);
        k && b.op == ast::BinaryOp::Add && l.is(TypeKind::String) && ast::as<ast::PositionalParam>(b.lhs)) {
      if (k->value >= l.size)
        diags_.error(b.rhs->loc) << "offset " << k->value << " is past the end of the argument (" << l.size - 1
                                 << " characters)";
      return;
    }
    if (!l.is_scalar() || !r.is_scalar()) {
      auto d = diags_.error(b.loc, b.op_loc.begin);
      d << "cannot apply '" << ast::spelling(b.op) << "' to " << quoted(l) << " and " << quoted(r);
      bool relational = b.op == ast::BinaryOp::Lt || b.op == ast::BinaryOp::Le || b.op == ast::BinaryOp::Gt ||
                        b.op == ast::BinaryOp::Ge;
      if (l.is(TypeKind::String) && r.is(TypeKind::String) && relational)
        d.hint("strings compare only with == and !=; strncmp() orders them");
    }
    return;
  }
  case K::Ternary: {
    auto &t = static_cast<ast::Ternary &>(*e);
    condition(t.cond, "a condition");
    expr(t.then, value_needed);
    expr(t.otherwise, value_needed);
    Type a = t.then ? type(t.then) : type(t.cond), b = type(t.otherwise);
    if (!a.is_none() && !b.is_none() && !(a.is_integral() && b.is_integral()) && !unify(a, b))
      error(t.loc) << "the branches of '?:' have different types, " << quoted(a) << " and " << quoted(b);
    return;
  }
  case K::FieldAccess: {
    auto &f = static_cast<ast::FieldAccess &>(*e);
    value(f.base);
    Type base = type(f.base);
    const Type *rec = base.is(TypeKind::Pointer) && !base.elems.empty() ? &base.elems[0] : &base;
    if (base.is_none())
      return;
    if (base.is_named_tuple()) {
      if (!base.elem_index(f.field)) {
        auto d = error(f.loc);
        d << "record " << quoted(base) << " has no field '" << f.field << "'";
        if (auto near = closest_name(f.field, base.names))
          d.hint("did you mean '" + *near + "'?");
      }
      return;
    }
    if (!rec->is(TypeKind::Record)) {
      error(f.loc) << "cannot access field '" << f.field << "' of " << quoted(base);
      return;
    }
    if (!rec->record->field(f.field)) {
      auto d = error(f.loc);
      d << quoted(*rec) << " has no field '" << f.field << "'";
      if (auto near = closest_name(f.field, rec->record->field_names()))
        d.hint("did you mean '" + *near + "'?");
    }
    return;
  }
  case K::TupleIndex: {
    auto &t = static_cast<ast::TupleIndex &>(*e);
    value(t.base);
    Type base = type(t.base);
    if (base.is_named_tuple())
      record_by_number(t.loc, base);
    else if (!base.is(TypeKind::Tuple) && !base.is_none())
      error(t.loc) << "cannot index " << quoted(base) << " with '." << t.index << "': it is not a tuple";
    else if (base.is(TypeKind::Tuple) && t.index >= base.elems.size())
      error(t.loc) << "tuple index " << t.index << " is out of range for " << quoted(base);
    return;
  }
  case K::IndexExpr: {
    auto &i = static_cast<ast::IndexExpr &>(*e);
    value(i.base);
    value(i.index);
    Type base = type(i.base);
    if (base.is_named_tuple()) {
      record_by_number(i.loc, base);
      return;
    }
    if (base.is(TypeKind::Tuple)) { // $t[1], $t[1 + 1]: the index is known when the program is compiled
      auto k = constant_int(i.index, {.names = &names_});
      if (!k)
        error(i.index->loc) << "a tuple's index must be an integer constant";
      else if (*k < 0 || static_cast<uint64_t>(*k) >= base.elems.size())
        error(i.index->loc) << "tuple index " << *k << " is out of range for " << quoted(base);
      return;
    }
    // A string indexes as the array of its bytes (bpftrace v0.26), its NUL
    // included: "foo"[3] is 0.
    bool string = base.is(TypeKind::String);
    if (!base.is(TypeKind::Array) && !base.is(TypeKind::Pointer) && !string && !base.is_none())
      error(i.loc) << "cannot index " << quoted(base) << ": it is not an array, a string or a pointer";
    expect_int(i.index, "an index");
    if (base.is(TypeKind::Array) || string) {
      uint32_t count = string ? base.size : base.count;
      bool negative = ast::as<ast::Unary>(i.index) && ast::as<ast::Unary>(i.index)->op == ast::UnaryOp::Neg &&
                      ast::as<ast::Integer>(ast::as<ast::Unary>(i.index)->operand);
      auto *lit = ast::as<ast::Integer>(i.index);
      if (negative || (lit && lit->value >= count))
        error(i.index->loc) << "index out of range for " << quoted(base) << " (" << count
                            << (string ? " bytes" : " elements") << ")";
    }
    return;
  }
  case K::Cast: {
    auto &c = static_cast<ast::Cast &>(*e);
    Type to = type(e);
    Type from = type(c.operand);
    if (c.type->of) {
      value(c.type->of);
      if (to.is_none())
        return;
    }
    if (to.is_none()) { // the operand's errors would follow from a misread `(name)*x`
      unknown_type(*c.type);
      return;
    }
    value(c.operand);
    if (c.type->of && !to.is_scalar()) {
      check_typeof_cast(c, from, to);
    } else if (c.type->is_string()) {
      check_string_cast(c, from, to);
    } else if (c.type->array || from.is(TypeKind::Array)) {
      check_array_cast(c, from, to);
    } else if (to.is(TypeKind::Bool) && from.is(TypeKind::String)) {
      // (bool)"str": whether it is not empty (bpftrace v0.26).
    } else if (!type(c.operand).is_scalar() && !type(c.operand).is_none()) {
      error(c.loc) << "cannot cast " << quoted(type(c.operand)) << " to " << quoted(to);
    } else if (!to.is_scalar()) {
      // A value of a record or array type cannot come from an integer:
      // there are no bytes to copy.
      auto d = error(c.loc);
      d << "cannot cast " << quoted(type(c.operand)) << " to " << quoted(to)
        << "; a cast makes an integer or a pointer";
      if (to.is(TypeKind::Record))
        d.hint("to read through an address, cast to a pointer: (" + to_string(to) + " *)");
    }
    return;
  }
  case K::Tuple:
    for (ast::Expr *x : static_cast<ast::Tuple &>(*e).elems)
      value(x);
    return;
  case K::BlockExpr: {
    auto &b = static_cast<ast::BlockExpr &>(*e);
    std::vector<ast::Stmt *> &stmts = b.block->stmts;
    for (size_t k = 0; k + 1 < stmts.size(); k++)
      visit(stmts[k]);
    if (!stmts.empty())
      if (auto *last = ast::as<ast::ExprStmt>(stmts.back()))
        expr(last->expr, value_needed);
    return;
  }
  case K::Sizeof: {
    auto &s = static_cast<ast::Sizeof &>(*e);
    auto named = names_.named_type(e, s.type);
    if (!named)
      value(s.operand);
    else if (named->is_none())
      unknown_type(*s.type);
    return;
  }
  case K::Offsetof: {
    auto &o = static_cast<ast::Offsetof &>(*e);
    auto named = names_.named_type(e, o.type);
    Type rec = named ? *named : type(o.operand);
    if (!named)
      value(o.operand);
    if (named && rec.is_none())
      unknown_type(*o.type);
    else if (!rec.is_none() && !rec.is(TypeKind::Record) &&
             !(rec.is(TypeKind::Pointer) && rec.elems[0].is(TypeKind::Record)))
      error(o.operand ? o.operand->loc : o.type->loc) << "offsetof() takes a struct or union, not " << quoted(rec);
    else if (auto off = field_path_offset(rec, o.path); !rec.is_none() && !off)
      error(o.path_loc) << off.error().message;
    return;
  }
  case K::Identifier:
    if (const BuiltinInfo *b = builtin(e); b && b->check)
      b->check(*this, *e);
    return;
  default:
    return;
  }
}

void Checker::check_map_ref(ast::MapRef &m, bool whole_map_ok) {
  for (ast::Expr *k : m.keys)
    value(k);
  const MapInfo *found = map(m.name);
  if (!found)
    return;
  const MapInfo &mi = *found;
  if (mi.value.is_none()) {
    if (first_time(m.loc, "never"))
      never_assigned(m);
    return;
  }
  if (!m.keys.empty() && !mi.keyed) {
    error(m.loc) << "map '@" << m.name << "' has no keys";
    return;
  }
  if (m.keys.empty() && mi.keyed && !whole_map_ok) {
    auto d = error(m.loc);
    d << "map '@" << m.name << "' needs a key here";
    d.note(mi.keyed_use) << "it is used with keys here";
    return;
  }
  if (!m.keys.empty()) {
    std::vector<Type> keys;
    for (ast::Expr *k : m.keys)
      keys.push_back(storage_type(type(k)));
    Type key = keys.size() == 1 ? keys[0] : Type::tuple(keys);
    if (!unify(mi.key, key))
      error(m.loc) << "map '@" << m.name << "' has keys of type " << quoted(mi.key) << ", not " << quoted(key);
  }
  if (mi.value.is(TypeKind::Aggregate) && !is_readable_aggregate(mi.value) && !whole_map_ok && !m.keys.empty() == mi.keyed) {
    auto d = error(m.loc);
    d << "cannot read the value of '@" << m.name << "', which holds " << quoted(mi.value) << " values";
    d.hint("histograms, stats and time series are printed, not read; count(), sum(), min(), max() and avg() can be "
           "read");
  }
}

void Checker::check_map_assign(ast::Assign &n, ast::MapRef &m) {
  // A key that already has an error of its own has no type worth another.
  size_t errors_before = diags_.error_count();
  for (ast::Expr *k : m.keys)
    value(k);
  bool bad_keys = diags_.error_count() > errors_before;
  const MapInfo *found = map(m.name);
  if (!found)
    return;
  const MapInfo &mi = *found;
  auto *call = ast::as<ast::Call>(n.value);
  const BuiltinInfo *b = call ? builtin(call) : nullptr;
  bool aggregation = b && b->form == BuiltinForm::Aggregation;
  if (aggregation) {
    if (n.op) {
      error(n.loc) << "'" << b->name << "()' cannot be combined with '" << ast::spelling(*n.op) << "='";
      return;
    }
    check_aggregate_args(*call, *b);
    check_same_params(m, mi, *call, *b);
  } else {
    value(n.value);
  }
  if (!m.keys.empty() && !mi.keyed)
    error(m.loc) << "map '@" << m.name << "' has no keys";
  if (m.keys.empty() && mi.keyed) {
    auto d = error(m.loc);
    d << "map '@" << m.name << "' needs a key here";
    d.note(mi.keyed_use) << "it is used with keys here";
  }
  if (!m.keys.empty() && !bad_keys) {
    std::vector<Type> keys;
    for (ast::Expr *k : m.keys)
      keys.push_back(storage_type(type(k)));
    Type key = keys.size() == 1 ? keys[0] : Type::tuple(keys);
    for (const Type &k : keys)
      if (k.is_none() || k.is(TypeKind::Aggregate) || (k.is(TypeKind::Record) && !is_copyable_record(k)))
        error(m.loc) << "a map key cannot be " << quoted(k);
    for (ast::Expr *k : m.keys)
      no_dwarf_stack(k, "a map key");
    if (!unify(mi.key, key))
      error(m.loc) << "map '@" << m.name << "' has keys of type " << quoted(mi.key) << ", not " << quoted(key);
  }
  if (!aggregation)
    no_dwarf_stack(n.value, "a map value");
  Type v = type(n.value);
  if (n.op && !v.is_integral() && !v.is_none()) {
    error(n.value->loc) << "cannot apply '" << ast::spelling(*n.op) << "=' to " << quoted(v);
    return;
  }
  if (n.op && !aggregation)
    check_divisor(*n.op, n.value);
  if (n.op && !mi.value.is_integral() && !mi.value.is_none() && !mi.value.is(TypeKind::Aggregate) &&
      !moves_pointer(mi.value, *n.op)) {
    error(n.loc) << "cannot apply '" << ast::spelling(*n.op) << "=' to '@" << m.name << "', which holds "
                 << quoted(mi.value) << " values";
    return;
  }
  if (n.op && mi.value.is(TypeKind::Aggregate)) {
    error(n.loc) << "cannot apply '" << ast::spelling(*n.op) << "=' to '@" << m.name << "', which holds "
                 << quoted(mi.value) << " values";
    return;
  }
  if (v.is_none() && !n.op) {
    if (call && b && b->statement_only)
      error(n.value->loc) << "'" << b->name << "()' does not return a value";
    return;
  }
  if (v.is(TypeKind::Record) && !is_copyable_record(v)) {
    error(n.value->loc) << "cannot store " << quoted(v) << " in a map";
    return;
  }
  Type stored = aggregation ? v : storage_type(v);
  if (!n.op && !unify(mi.value, stored)) {
    auto d = error(n.value->loc);
    d << "map '@" << m.name << "' holds " << quoted(mi.value) << " values; cannot assign " << quoted(stored);
    d.note(mi.first_use) << "'@" << m.name << "' is first used here";
  }
}

void Checker::check_var_assign(ast::Assign &n, ast::Variable &v) {
  if (!n.value) { // `let $v;`: a later assignment gives the type
    if (auto vt = types_->vars.find(v.name); vt == types_->vars.end() || vt->second.is_none()) {
      auto d = error(n.loc);
      d << "'$" << v.name << "' is declared without a type and never assigned";
      d.hint("give it a type: let $" + v.name + ": int64;");
    }
    return;
  }
  if (n.type && n.written)
    check_declared_value(n, v);
  value(n.value);
  Type t = type(n.value);
  if (n.op)
    check_divisor(*n.op, n.value);
  if (n.op) {
    if (!t.is_integral() && !t.is_none())
      error(n.value->loc) << "cannot apply '" << ast::spelling(*n.op) << "=' to " << quoted(t);
    else if (auto vt = types_->vars.find(v.name);
             vt != types_->vars.end() && !vt->second.is_integral() && !moves_pointer(vt->second, *n.op))
      error(n.loc) << "cannot apply '" << ast::spelling(*n.op) << "=' to '$" << v.name << "', which holds "
                   << quoted(vt->second);
    return;
  }
  if (t.is_none()) {
    auto *call = ast::as<ast::Call>(n.value);
    const BuiltinInfo *b = call ? builtin(call) : nullptr;
    if (b && b->statement_only)
      error(n.value->loc) << "'" << b->name << "()' does not return a value";
    return;
  }
  if (t.is(TypeKind::Aggregate))
    return; // reported at the call
  Type stored = widened(t);
  auto [it, fresh] = var_types_.try_emplace(v.name, stored, n.loc);
  if (!fresh && !unify(it->second.first, stored)) {
    auto d = error(n.value->loc);
    d << "'$" << v.name << "' holds " << quoted(it->second.first) << "; cannot assign " << quoted(stored);
    d.note(it->second.second) << "'$" << v.name << "' is first assigned here";
  }
}

// `let $v: T = value`: an integer literal must fit T (v0.26's rule); any
// other value is converted as by a cast.
void Checker::check_declared_value(ast::Assign &n, ast::Variable &v) {
  Type to = type(n.value);
  if (!to.is_int())
    return;
  const ast::Expr *lit = n.written;
  bool negative = false;
  if (auto *u = ast::as<ast::Unary>(lit); u && u->op == ast::UnaryOp::Neg)
    lit = u->operand, negative = true;
  auto *i = ast::as<ast::Integer>(lit);
  if (!i)
    return;
  uint64_t bits = to.size * 8;
  bool fits = to.is_signed ? (negative ? i->value <= (uint64_t{1} << (bits - 1))
                                       : i->value < (uint64_t{1} << (bits - 1)))
                           : !negative && (bits == 64 || i->value < (uint64_t{1} << bits));
  if (!fits)
    error(n.written->loc) << "value " << (negative ? "-" : "") << i->value << " does not fit '$" << v.name
                          << "', declared " << quoted(to);
}

// (string[N])s, `let $v: string[N] = s`: a string into N bytes, the NUL
// included; one that does not fit is an error (bpftrace's rule: a cut
// string is seldom what was meant). `string` alone keeps the value's size.
void Checker::check_string_cast(const ast::Cast &c, const Type &from, const Type &to) {
  if (from.is_none())
    return;
  if (!from.is(TypeKind::String)) {
    auto d = error(c.loc);
    d << "cannot make a string of " << quoted(from);
    if (from.is_integral())
      d.hint("str() reads a string at an address");
    return;
  }
  if (to.size == 0)
    error(c.type->loc) << "a string holds one byte at least (its NUL): write string[N] with N of 1 or more";
  else if (from.size > to.size)
    error(c.loc) << quoted(from) << " does not fit in " << quoted(to);
}

// (typeof(x))v and `let $v: typeof(x) = v` where x is no integer or
// pointer: v must be a value of x's type, or one that fits it (a shorter
// string, a tuple of narrower integers); a declaration without a value
// starts from zeroes.
void Checker::check_typeof_cast(const ast::Cast &c, const Type &from, const Type &to) {
  if (c.declared_zero || from.is_none())
    return;
  if (to.is(TypeKind::String))
    return check_string_cast(c, from, to);
  if (auto common = unify(from, to); !common || !(*common == to))
    error(c.loc) << "cannot convert " << quoted(from) << " to " << quoted(to)
                 << "; typeof() of a value that is no integer or pointer takes a value of its type";
}

void Checker::check_call(ast::Call &n, bool value_needed) {
  const BuiltinInfo *b = builtin(&n);
  if (!b) {
    for (ast::Expr *a : n.args)
      value(a);
    return;
  }
  int argc = static_cast<int>(n.args.size());
  if (argc < b->min_args || (b->max_args >= 0 && argc > b->max_args)) {
    auto d = error(n.loc);
    d << "'" << b->name << "()' takes ";
    if (b->min_args == b->max_args)
      d << b->min_args << " argument" << (b->min_args == 1 ? "" : "s");
    else if (b->max_args < 0)
      d << "at least " << b->min_args << " argument" << (b->min_args == 1 ? "" : "s");
    else
      d << b->min_args << " to " << b->max_args << " arguments";
    d << ", not " << argc;
    return;
  }
  if (b->form == BuiltinForm::Aggregation) {
    auto d = error(n.loc);
    d << "'" << b->name << "()' must be assigned to a map";
    d.hint("write '@name = " + std::string(b->name) + "(...)' or '@name[key] = " + std::string(b->name) + "(...)'");
    return;
  }
  if (value_needed && b->statement_only) {
    error(n.loc) << "'" << b->name << "()' does not return a value";
    return;
  }
  if (b->print_only && !printing_) {
    error(n.loc) << b->name << "() can only be printed, as print(" << b->name << "())";
    return;
  }
  if (b->check)
    b->check(*this, n);
  else if (!b->word_args)
    for (ast::Expr *a : n.args)
      value(a);
}

void Checker::check_printf_like(ast::Call &n, size_t first) {
  auto *fmt = ast::as<ast::String>(n.args[first]);
  if (!fmt) {
    error(n.args[first]->loc) << "'" << n.name << "()' needs a string literal as its format";
    return;
  }
  util::FormatSpan span;
  auto parsed = util::parse_printf_format(fmt->value, &span);
  if (!parsed) {
    // The literal's bytes map to source columns one to one unless it has escapes.
    SourceLocation at = fmt->loc;
    if (fmt->loc.end.column - fmt->loc.begin.column == fmt->value.size() + 2) {
      at.begin.column += static_cast<uint32_t>(span.offset + 1);
      at.end.column = at.begin.column + static_cast<uint32_t>(std::max<size_t>(span.length, 1));
    }
    error(at) << parsed.error().message;
    return;
  }
  size_t given = n.args.size() - first - 1, wanted = parsed->specs.size();
  if (given != wanted) {
    error(n.loc) << "the format has " << wanted << " conversion" << (wanted == 1 ? "" : "s") << " but "
                 << given << " argument" << (given == 1 ? " is" : "s are") << " given";
    return;
  }
  for (size_t i = 0; i < wanted; i++) {
    ast::Expr *a = n.args[first + 1 + i];
    value(a);
    Type t = type(a);
    if (t.is_none())
      continue;
    util::ArgClass cls = util::arg_class(parsed->specs[i]);
    bool ok = true;
    switch (cls) {
    case util::ArgClass::Integer:
    case util::ArgClass::Pointer: ok = t.is_scalar(); break;
    case util::ArgClass::String: ok = !t.is(TypeKind::Record) && !t.is(TypeKind::Aggregate); break;
    case util::ArgClass::Buffer: ok = t.is(TypeKind::Buffer); break;
    }
    if (!ok) {
      auto d = error(a->loc);
      d << "'%" << util::conversion_name(parsed->specs[i].conversion) << "' cannot print " << quoted(t);
      if (cls != util::ArgClass::String && !t.is(TypeKind::Record))
        d.hint("use '%s' to print it as text");
    } else if (parsed->specs[i].conversion == util::Conversion::GfpFlags && !has_gfp_names()) {
      auto d = error(fmt->loc);
      d << "'%gr' prints GFP flags by the names the kernel's BTF gives them (enum ___GFP_*_BIT), and "
        << (names_.records->kernel() ? "this kernel's BTF has none (Linux 6.10 has them)" : "this machine has no kernel BTF");
      d.hint("print the flags as a number: '%x'");
    }
  }
}

void Checker::check_aggregate_args(ast::Call &n, const BuiltinInfo &b) {
  int argc = static_cast<int>(n.args.size());
  if (argc < b.min_args || argc > b.max_args) {
    auto d = error(n.loc);
    d << "'" << b.name << "()' takes ";
    if (b.min_args == b.max_args)
      d << b.min_args << " argument" << (b.min_args == 1 ? "" : "s");
    else
      d << b.min_args << " to " << b.max_args << " arguments";
    d << ", not " << argc;
    return;
  }
  // An aggregation with constants that are not integers (tseries()'s
  // "min") leaves the arguments after its value to its check hook.
  for (size_t i = 0; i < n.args.size(); i++)
    if (i == 0 || !b.aggregate_param)
      expect_int(n.args[i], "a value");
  if (b.check)
    b.check(*this, n);
}

// Every use of an aggregation on one map has the same constant arguments
// (bpftrace: "Different lhist bounds in a single map unsupported"): the
// map has one shape, made from the first use's.
void Checker::check_same_params(const ast::MapRef &m, const MapInfo &mi, const ast::Call &n, const BuiltinInfo &b) {
  if (!mi.agg_params_set || !mi.value.is(TypeKind::Aggregate) || mi.value.builtin != &b)
    return;
  auto params = aggregate_params(b, n);
  if (!params || *params == mi.agg_params || !first_time(n.loc, "params"))
    return;
  auto d = error(n.loc);
  d << "map '@" << m.name << "' cannot have other " << b.name << "() " << b.params_name << " than at its first use";
  d.note(mi.agg_params_use) << "'@" << m.name << "' gets its " << b.params_name << " here";
}

void Checker::expect_map_arg(ast::Call &n, size_t i) {
  auto *m = ast::as<ast::MapRef>(n.args[i]);
  if (!m || !m->keys.empty()) {
    error(n.args[i]->loc) << "'" << n.name << "()' takes a map, e.g. " << n.name << "(@name)";
    return;
  }
  check_map_ref(*m, true);
}

void Checker::expect_int(ast::Expr *e, const char *what) {
  value(e);
  Type t = type(e);
  if (!t.is_scalar() && !t.is_none())
    error(e->loc) << what << " must be an integer, not " << quoted(t);
}

// A constant divisor of zero, or a constant shift outside 0..63, is a
// mistake the program states outright (at run time both are defined: see
// arith() in codegen).
void Checker::check_divisor(ast::BinaryOp op, const ast::Expr *rhs) {
  bool division = op == ast::BinaryOp::Div || op == ast::BinaryOp::Mod;
  bool shift = op == ast::BinaryOp::Shl || op == ast::BinaryOp::Shr;
  if (!division && !shift)
    return;
  auto v = constant_int(rhs, {.names = &names_});
  if (!v)
    return;
  if (division && *v == 0)
    error(rhs->loc) << (op == ast::BinaryOp::Div ? "division" : "remainder") << " by zero";
  else if (shift && (*v < 0 || *v >= 64))
    error(rhs->loc) << "shift by " << *v << ": the shift count must be from 0 to 63";
}

// `(T[N])x` makes an array of x's bytes, `(T)a` an integer of an array's,
// `(int8[])s` an array of a string's bytes:
// the bytes stay as they are, so both sides have the same size (an
// integer may widen to an array of up to 8 bytes, and a constant narrow to
// one that holds its value). Only integers and arrays of them convert.
void Checker::check_array_cast(const ast::Cast &c, const Type &from, const Type &to) {
  if (from.is_none() || c.declared_zero) // `let $a: int32[4];` starts from zeroes
    return;
  auto bytes = [](const Type &t) { return quoted(t) + " (" + std::to_string(t.size) + " bytes)"; };
  if (!c.type->array) { // array -> integer
    if (!to.is_int() || to.size != from.size) {
      auto d = error(c.loc);
      d << "cannot cast " << bytes(from) << " to " << bytes(to);
      d.hint(to.is_int() ? "an array becomes an integer of its size" : "an array becomes an integer only");
    }
    return;
  }
  const Type &elem = to.elems[0];
  if (!elem.is_integral()) {
    auto d = error(c.type->loc);
    d << "cannot cast to " << quoted(to) << ": an array cast makes an array of integers";
    d.hint("write (uint8[4])x, or (uint8[])x to take the length from the value's size");
    return;
  }
  if (from.is(TypeKind::String)) {
    // (int8[])s, as bpftrace v0.26: a string's bytes (its whole capacity,
    // the NUL and what follows it included) as an array of bytes.
    if (elem.size != 1) {
      auto d = error(c.loc);
      d << "cannot cast " << bytes(from) << " to '" << to_string(elem) << "[]': a string becomes an array of bytes";
      d.hint("write (int8[])s or (uint8[])s");
    } else if (to.count != from.size) {
      auto d = error(c.loc);
      d << "cannot cast " << bytes(from) << " to " << bytes(to) << ": an array cast keeps the value's bytes";
      d.hint("write (" + to_string(elem) + "[])s to take the length from the string");
    }
    return;
  }
  if (!from.is_integral()) {
    auto d = error(c.loc);
    d << "cannot cast " << quoted(from) << " to " << quoted(to);
    d.hint("an integer becomes an array of its bytes, a string one of its characters; nothing else does");
    return;
  }
  if (!to.count) {
    error(c.loc) << "cannot take the length of '" << to_string(elem) << "[]' from " << bytes(from)
                 << ": they are not a whole number of " << quoted(elem) << " elements";
    return;
  }
  bool widens = to.size > from.size && to.size <= 8;
  std::optional<int64_t> k = constant_int(c.operand, {.names = &names_});
  bool fits = k && to.size < from.size && (static_cast<uint64_t>(*k) >> (to.size * 8)) == 0;
  if (to.size != from.size && !widens && !fits) {
    auto d = error(c.loc);
    d << "cannot cast " << bytes(from) << " to " << bytes(to) << ": an array cast keeps the value's bytes";
    d.hint("write (" + to_string(elem) + "[])x to take the length from the value");
  }
}

void Checker::expect_string_literal(ast::Call &n, size_t i) {
  if (!ast::as<ast::String>(n.args[i]))
    error(n.args[i]->loc) << "'" << n.name << "()' needs a string literal here";
}

} // namespace

void check_types(ast::Program &program, const Analysis &a, Diagnostics &diags) {
  std::set<std::string> reported;
  // Diagnostics from units of one probe repeat; keep the first of each.
  Diagnostics unit_diags;
  for (size_t i = 0; i < a.names.units.size(); i++) {
    Checker c(a, unit_diags, reported);
    c.check_unit(a.names.units[i], a.types.units[i]);
  }
  std::set<std::string> seen;
  for (const Diagnostic &d : unit_diags.all()) {
    std::ostringstream key;
    key << d.loc.begin.line << ":" << d.loc.begin.column << ":" << d.message;
    if (!seen.insert(key.str()).second)
      continue;
    auto b = diags.error(d.loc, d.point);
    b << d.message;
    for (const Diagnostic &note : d.notes)
      b.note(note.loc) << note.message;
    for (const std::string &h : d.hints)
      b.hint(h);
  }
  check_map_decls(a, diags);
  // Nothing to attach: bpftrace rejects such a program too (a run would
  // wait for an event that never comes).
  bool has_probe = std::any_of(program.items.begin(), program.items.end(),
                               [](const ast::Node *item) { return ast::as<ast::Probe>(item) != nullptr; });
  if (!has_probe) {
    // At the first declaration, or where the empty program starts.
    SourceLocation at = program.items.empty() ? SourceLocation{program.loc.file, program.loc.begin, program.loc.begin}
                                              : program.items.front()->loc;
    diags.error(at) << "the program has no probes";
    diags.amend_last().hint("add one, e.g. 'BEGIN { printf(\"hello\\n\"); exit(); }'");
  }
}

} // namespace kt::sema
