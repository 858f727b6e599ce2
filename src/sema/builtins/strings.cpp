// Strings and bytes: str() and buf() read memory, strncmp(), strstr(),
// strcontains() and memcmp() compare, strlen() and strcap() measure,
// bswap() swaps bytes, ntop() makes an IP address printable, macaddr() a
// MAC address, strftime() a time. Lowered in codegen/builtins/strings.cpp.
#include "sema/builtins/families.h"
#include "sema/enums.h"

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
  if (from.enumeration) {
    // An enum value's name (codegen: enum_text), or its number: room for
    // the longest of them.
    uint32_t longest = 20;
    for (const auto &v : from.enumeration->values)
      longest = std::max(longest, static_cast<uint32_t>(v.second.size()));
    return Type::string(std::min(size, longest + 1));
  }
  return Type::string(from.is(TypeKind::String) ? std::min(size, from.size) : size);
}

Type buf(InferContext &ctx, const ast::Node &node) {
  auto len = short_length(ctx, call(node));
  return Type::buffer(len ? *len : ctx.config().max_strlen);
}

Type inet(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Inet); }
Type mac(InferContext &, const ast::Node &) { return Type::simple(TypeKind::MacAddr); }
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


// strlen(), strstr(), ...: a string kt holds or a char array; a pointer
// must be read first.
void expect_string_like(CheckContext &ctx, ast::Call &n, size_t i) {
  ast::Expr *a = n.args[i];
  ctx.value(a);
  Type t = ctx.type(a);
  if (t.is(TypeKind::String) || t.is_none())
    return;
  if (t.is(TypeKind::Array) && t.elems[0].is_int() && t.elems[0].size == 1)
    return;
  auto d = ctx.error(a->loc);
  d << "'" << n.name << "()' takes a string or a char array, not '" << to_string(t) << "'";
  if (t.is(TypeKind::Pointer) || t.is_int())
    d.hint("read the string first: " + n.name + "(str(...))");
}

// strncmp(a, b, n): two strings kt holds (codegen passes their bytes to
// kt_strncmp; an integer or a probe name has none), a length.
void check_strncmp(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  expect_string_like(ctx, n, 0);
  expect_string_like(ctx, n, 1);
  ctx.expect_int(n.args[2], "a length");
}

void check_strings(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  for (size_t i = 0; i < n.args.size(); i++)
    expect_string_like(ctx, n, i);
}

// memcmp(a, b, n): two values kt holds in memory, a length.
void check_memcmp(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  for (size_t i = 0; i < 2; i++) {
    ctx.value(n.args[i]);
    Type t = ctx.type(n.args[i]);
    if (!t.is(TypeKind::String) && !t.is(TypeKind::Array) && !t.is(TypeKind::Buffer) && !t.is(TypeKind::Record) &&
        !t.is(TypeKind::Tuple) && !t.is_none())
      ctx.error(n.args[i]->loc) << "'memcmp()' compares strings, arrays, buffers, structs or tuples, not '"
                                << to_string(t) << "'";
  }
  ctx.expect_int(n.args[2], "a length");
}

// bswap(n): an unsigned integer of n's width.
Type bswap(InferContext &ctx, const ast::Node &n) {
  Type t = ctx.type(call_arg(n, 0));
  return Type::integer(t.is_int() ? t.size : 8, false);
}

void check_bswap(CheckContext &ctx, ast::Node &node) { ctx.expect_int(call(node).args[0], "bswap()'s argument"); }

// macaddr(a): six bytes of an array kt holds, or read from an address (a
// pointer or an integer).
void check_macaddr(CheckContext &ctx, ast::Node &node) {
  ast::Expr *a = call(node).args[0];
  ctx.value(a);
  Type t = ctx.type(a);
  if (ast::as<ast::String>(a))
    ctx.error(a->loc) << "'macaddr()' reads an address's bytes; a string literal has none";
  else if (t.is(TypeKind::Array) && t.size < 6)
    ctx.error(a->loc) << "'macaddr()' needs 6 bytes; '" << to_string(t) << "' has " << t.size;
  else if (!t.is_scalar() && !t.is(TypeKind::Array) && !t.is_none())
    ctx.error(a->loc) << "'macaddr()' takes an array or an address, not '" << to_string(t) << "'";
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
              {.name = "strlen",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a string's length",
               .infer = infer_u64,
               .check = check_strings},
              {.name = "strcap",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a string's capacity",
               .infer = infer_s64,
               .check = check_strings},
              {.name = "strstr",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "where a string is in another",
               .infer = infer_s64,
               .check = check_strings},
              {.name = "strcontains",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "whether a string is in another",
               .infer = infer_bool,
               .check = check_strings},
              {.name = "memcmp",
               .form = F,
               .min_args = 3,
               .max_args = 3,
               .summary = "compare bytes",
               .infer = infer_s64,
               .check = check_memcmp},
              {.name = "bswap",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "an integer with its bytes reversed",
               .infer = bswap,
               .check = check_bswap},
              {.name = "ntop", .form = F, .min_args = 1, .max_args = 2, .summary = "an IP address as text", .infer = inet},
              {.name = "macaddr",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a MAC address as text",
               .infer = mac,
               .check = check_macaddr},
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
