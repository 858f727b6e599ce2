// Strings and bytes: str() and buf() read memory, strncmp() compares,
// ntop() makes an IP address printable, strftime() a time. Lowered in
// codegen/builtins/strings.cpp.
#include "sema/builtins/families.h"

#include <algorithm>
#include <optional>

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;

// A literal length argument below the configured maximum.
std::optional<uint32_t> short_length(InferContext &ctx, const ast::Call &n) {
  if (n.args.size() == 2)
    if (auto *i = ast::as<ast::Integer>(n.args[1]); i && i->value < ctx.config().max_strlen)
      return static_cast<uint32_t>(i->value);
  return std::nullopt;
}

// str(addr [, n]): at most n bytes and the NUL; of a string, no more than it has.
Type str(InferContext &ctx, const ast::Node &node) {
  const ast::Call &n = call(node);
  auto len = short_length(ctx, n);
  uint32_t size = len ? *len + 1 : ctx.config().max_strlen;
  Type from = ctx.type(call_arg(n, 0));
  return Type::string(from.is(TypeKind::String) ? std::min(size, from.size) : size);
}

Type buf(InferContext &ctx, const ast::Node &node) {
  auto len = short_length(ctx, call(node));
  return Type::buffer(len ? *len : ctx.config().max_strlen);
}

Type inet(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Inet); }
Type timestamp(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Timestamp); }

void check_read(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  Type t = ctx.type(n.args[0]);
  if (!t.is_scalar() && !t.is(TypeKind::String) && !t.is(TypeKind::Array) && !t.is_none())
    ctx.error(n.args[0]->loc) << "'" << n.name << "()' reads from an address, not '" << to_string(t) << "'";
  if (n.args.size() == 2)
    ctx.expect_int(n.args[1], "a length");
}

void check_strncmp(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  ctx.value(n.args[1]);
  ctx.expect_int(n.args[2], "a length");
}

void check_strftime(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_string_literal(n, 0);
  ctx.expect_int(n.args[1], "a time in nanoseconds");
}

} // namespace

BuiltinFamily strings_family() {
  return {"strings",
          {
              {.name = "str",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "read a string",
               .infer = str,
               .check = check_read},
              {.name = "buf",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "read bytes",
               .infer = buf,
               .check = check_read},
              {.name = "strncmp",
               .form = F,
               .min_args = 3,
               .max_args = 3,
               .summary = "compare strings",
               .infer = infer_s64,
               .check = check_strncmp},
              {.name = "ntop", .form = F, .min_args = 1, .max_args = 2, .summary = "an IP address as text", .infer = inet},
              {.name = "strftime",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "a formatted time",
               .infer = timestamp,
               .check = check_strftime},
          }};
}

} // namespace kt::sema
