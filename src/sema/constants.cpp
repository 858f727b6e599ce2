#include "sema/constants.h"

#include "sema/analysis.h"
#include "sema/infer_types.h"

namespace kt::sema {
namespace {

std::optional<Constant> integer(int64_t v) { return Constant{v}; }
std::optional<Constant> integer(uint64_t v) { return Constant{static_cast<int64_t>(v)}; }

// $N: an argument that reads as an integer is one; another is a string;
// a missing one is 0, as its value in the program.
std::optional<Constant> param(const ast::PositionalParam &p, const ConstantScope &scope) {
  if (!scope.names)
    return std::nullopt;
  const std::vector<std::string> &params = scope.names->params;
  if (p.index == 0 || p.index > params.size())
    return integer(int64_t{0});
  const std::string &arg = params[p.index - 1];
  if (param_is_integer(arg))
    return integer(static_cast<int64_t>(std::stoll(arg)));
  return Constant{arg};
}

std::optional<Constant> identifier(const ast::Identifier &id, const ConstantScope &scope) {
  if (scope.names)
    if (auto it = scope.names->constants.find(&id); it != scope.names->constants.end())
      return integer(it->second.value);
  if (scope.enumerators)
    if (auto it = scope.enumerators->find(id.name); it != scope.enumerators->end())
      return integer(it->second);
  return std::nullopt;
}

std::optional<Constant> builtin_call(const ast::Call &c, const ConstantScope &scope) {
  if (!scope.names)
    return std::nullopt;
  const BuiltinInfo *b = scope.names->builtin(&c);
  return b && b->constant ? b->constant(scope, c) : std::nullopt;
}

std::optional<Constant> unary(const ast::Unary &u, const ConstantScope &scope) {
  auto v = constant_value(u.operand, scope);
  if (!v)
    return std::nullopt;
  if (u.op == ast::UnaryOp::Not)
    return integer(int64_t{!v->truth()});
  if (v->is_string())
    return std::nullopt;
  uint64_t x = static_cast<uint64_t>(v->integer());
  switch (u.op) {
  case ast::UnaryOp::Neg: return integer(0 - x);
  case ast::UnaryOp::BitNot: return integer(~x);
  default: return std::nullopt;
  }
}

// Strings compare with == and != only.
std::optional<Constant> strings(ast::BinaryOp op, const Constant &l, const Constant &r) {
  if (!l.is_string() || !r.is_string())
    return std::nullopt;
  if (op == ast::BinaryOp::Eq)
    return integer(int64_t{l.text() == r.text()});
  if (op == ast::BinaryOp::Ne)
    return integer(int64_t{l.text() != r.text()});
  return std::nullopt;
}

std::optional<Constant> binary(const ast::Binary &b, const ConstantScope &scope) {
  auto l = constant_value(b.lhs, scope);
  if (!l)
    return std::nullopt;
  // && and || stop at their left side, as the program does.
  if (b.op == ast::BinaryOp::LogAnd && !l->truth())
    return integer(int64_t{0});
  if (b.op == ast::BinaryOp::LogOr && l->truth())
    return integer(int64_t{1});
  auto r = constant_value(b.rhs, scope);
  if (!r)
    return std::nullopt;
  if (b.op == ast::BinaryOp::LogAnd || b.op == ast::BinaryOp::LogOr)
    return integer(int64_t{r->truth()});
  if (l->is_string() || r->is_string())
    return strings(b.op, *l, *r);
  int64_t sl = l->integer(), sr = r->integer();
  uint64_t ul = static_cast<uint64_t>(sl), ur = static_cast<uint64_t>(sr);
  switch (b.op) {
  case ast::BinaryOp::Add: return integer(ul + ur);
  case ast::BinaryOp::Sub: return integer(ul - ur);
  case ast::BinaryOp::Mul: return integer(ul * ur);
  case ast::BinaryOp::Div: return sr == 0 || (sl == INT64_MIN && sr == -1) ? std::nullopt : integer(sl / sr);
  case ast::BinaryOp::Mod: return sr == 0 || (sl == INT64_MIN && sr == -1) ? std::nullopt : integer(sl % sr);
  case ast::BinaryOp::Shl: return ur < 64 ? integer(ul << ur) : std::nullopt;
  case ast::BinaryOp::Shr: return ur < 64 ? integer(ul >> ur) : std::nullopt;
  case ast::BinaryOp::BitAnd: return integer(ul & ur);
  case ast::BinaryOp::BitOr: return integer(ul | ur);
  case ast::BinaryOp::BitXor: return integer(ul ^ ur);
  case ast::BinaryOp::Lt: return integer(int64_t{sl < sr});
  case ast::BinaryOp::Le: return integer(int64_t{sl <= sr});
  case ast::BinaryOp::Gt: return integer(int64_t{sl > sr});
  case ast::BinaryOp::Ge: return integer(int64_t{sl >= sr});
  case ast::BinaryOp::Eq: return integer(int64_t{sl == sr});
  case ast::BinaryOp::Ne: return integer(int64_t{sl != sr});
  default: return std::nullopt;
  }
}

} // namespace

std::optional<Constant> constant_value(const ast::Expr *e, const ConstantScope &scope) {
  if (!e)
    return std::nullopt;
  switch (e->kind) {
  case ast::NodeKind::Integer: return integer(static_cast<const ast::Integer *>(e)->value);
  case ast::NodeKind::Boolean: return integer(int64_t{static_cast<const ast::Boolean *>(e)->value});
  case ast::NodeKind::String: return Constant{static_cast<const ast::String *>(e)->value};
  case ast::NodeKind::PositionalParam: return param(*static_cast<const ast::PositionalParam *>(e), scope);
  case ast::NodeKind::ParamCount:
    return scope.names ? integer(static_cast<int64_t>(scope.names->params.size())) : std::nullopt;
  case ast::NodeKind::Identifier: return identifier(*static_cast<const ast::Identifier *>(e), scope);
  case ast::NodeKind::Call: return builtin_call(*static_cast<const ast::Call *>(e), scope);
  case ast::NodeKind::Unary: return unary(*static_cast<const ast::Unary *>(e), scope);
  case ast::NodeKind::Binary: return binary(*static_cast<const ast::Binary *>(e), scope);
  default: return std::nullopt;
  }
}

std::optional<int64_t> constant_int(const ast::Expr *e, const ConstantScope &scope) {
  auto v = constant_value(e, scope);
  if (!v || v->is_string())
    return std::nullopt;
  return v->integer();
}

} // namespace kt::sema
