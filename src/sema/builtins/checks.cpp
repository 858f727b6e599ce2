// Checks: the type predicates (is_str(), is_ptr(), is_array(),
// is_integer(), is_unsigned_integer(), is_literal()), known when the
// program is compiled; is_err(), a kernel ERR_PTR test; static_assert()
// and fail(), compile-time failures. Lowered in codegen/builtins/checks.cpp.
#include "sema/builtins/checks.h"

#include "sema/builtins/families.h"
#include "util/printf_format.h"

namespace kt::sema {

std::optional<bool> type_predicate(std::string_view name, const ast::Expr *arg, const Type &t) {
  if (name == "is_str")
    return t.is(TypeKind::String);
  if (name == "is_ptr")
    return t.is(TypeKind::Pointer);
  if (name == "is_array")
    return t.is(TypeKind::Array);
  if (name == "is_integer")
    return t.is_int();
  if (name == "is_unsigned_integer")
    return t.is_int() && !t.is_signed;
  if (name == "is_literal") {
    if (auto *u = ast::as<ast::Unary>(arg); u && u->op == ast::UnaryOp::Neg)
      arg = u->operand;
    return ast::as<ast::Integer>(arg) || ast::as<ast::String>(arg) || ast::as<ast::Boolean>(arg) ||
           ast::as<ast::PositionalParam>(arg);
  }
  return std::nullopt;
}

namespace {

constexpr BuiltinForm F = BuiltinForm::Function;

// The value of a condition known when the program is compiled: literals,
// the type predicates, and !, -, ==, !=, <, <=, >, >=, && and || of them.
std::optional<int64_t> constant(CheckContext &ctx, const ast::Expr *e) {
  if (auto *i = ast::as<ast::Integer>(e))
    return static_cast<int64_t>(i->value);
  if (auto *b = ast::as<ast::Boolean>(e))
    return b->value;
  if (auto *c = ast::as<ast::Call>(e); c && c->args.size() == 1)
    if (auto v = type_predicate(c->name, c->args[0], ctx.type(c->args[0])))
      return *v;
  if (auto *u = ast::as<ast::Unary>(e)) {
    auto v = constant(ctx, u->operand);
    if (v && u->op == ast::UnaryOp::Not)
      return !*v;
    if (v && u->op == ast::UnaryOp::Neg)
      return -*v;
    return std::nullopt;
  }
  if (auto *b = ast::as<ast::Binary>(e)) {
    auto l = constant(ctx, b->lhs), r = constant(ctx, b->rhs);
    if (!l || !r)
      return std::nullopt;
    switch (b->op) {
    case ast::BinaryOp::LogAnd: return *l && *r;
    case ast::BinaryOp::LogOr: return *l || *r;
    case ast::BinaryOp::Eq: return *l == *r;
    case ast::BinaryOp::Ne: return *l != *r;
    case ast::BinaryOp::Lt: return *l < *r;
    case ast::BinaryOp::Le: return *l <= *r;
    case ast::BinaryOp::Gt: return *l > *r;
    case ast::BinaryOp::Ge: return *l >= *r;
    default: return std::nullopt;
    }
  }
  return std::nullopt;
}

// The message of fail(fmt, args...): every argument a literal.
std::optional<std::string> literal_message(CheckContext &ctx, ast::Call &n) {
  ctx.expect_string_literal(n, 0);
  auto *fmt = ast::as<ast::String>(n.args[0]);
  if (!fmt)
    return std::nullopt;
  std::vector<util::FormatArg> args;
  bool ok = true;
  for (size_t i = 1; i < n.args.size(); i++) {
    if (auto *s = ast::as<ast::String>(n.args[i])) {
      args.emplace_back(s->value);
    } else if (auto v = constant(ctx, n.args[i])) {
      args.emplace_back(*v);
    } else {
      ctx.error(n.args[i]->loc) << "'" << n.name << "()' takes literals only: its message is made when the program "
                                << "is compiled";
      ok = false;
    }
  }
  auto parsed = util::parse_printf_format(fmt->value);
  if (!parsed) {
    ctx.error(fmt->loc) << parsed.error().message;
    return std::nullopt;
  }
  if (!ok)
    return std::nullopt;
  return util::format_printf(*parsed, args);
}

void check_fail(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (auto msg = literal_message(ctx, n))
    ctx.error(n.loc) << *msg;
}

void check_static_assert(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  ctx.expect_string_literal(n, 1);
  auto v = constant(ctx, n.args[0]);
  if (!v) {
    ctx.error(n.args[0]->loc) << "static_assert()'s condition must be known when the program is compiled "
                              << "(literals, is_str() and the like)";
    return;
  }
  if (!*v)
    if (auto *msg = ast::as<ast::String>(n.args[1]))
      ctx.error(n.loc) << "static assertion failed: " << msg->value;
}

void check_is_err(CheckContext &ctx, ast::Node &node) { ctx.expect_int(call(node).args[0], "is_err()'s argument"); }

BuiltinInfo predicate(std::string_view name, std::string_view summary) {
  return {.name = name, .form = F, .min_args = 1, .max_args = 1, .summary = summary, .infer = infer_bool};
}

} // namespace

BuiltinFamily checks_family() {
  return {"checks",
          {
              predicate("is_str", "whether a value is a string"),
              predicate("is_ptr", "whether a value is a pointer"),
              predicate("is_array", "whether a value is an array"),
              predicate("is_integer", "whether a value is an integer"),
              predicate("is_unsigned_integer", "whether a value is an unsigned integer"),
              predicate("is_literal", "whether an expression is a literal"),
              {.name = "is_err",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "whether a pointer is an ERR_PTR",
               .infer = infer_bool,
               .check = check_is_err},
              {.name = "static_assert",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "a condition checked when the program is compiled",
               .statement_only = true,
               .check = check_static_assert},
              {.name = "fail",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "an error when the program is compiled",
               .statement_only = true,
               .check = check_fail},
          }};
}

} // namespace kt::sema
