// Checks: the type predicates (is_str(), is_ptr(), is_array(),
// is_integer(), is_unsigned_integer(), is_literal()), kfunc_exist() and
// kfunc_allowed(), known when the program is compiled; is_err(), a kernel ERR_PTR test; static_assert(),
// assert_str() and fail(), compile-time failures. Lowered in codegen/builtins/checks.cpp.
#include "sema/builtins/checks.h"

#include "sema/analysis.h"
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

// What check_types knows when it asks a condition or a message's value:
// the resolution and every expression's type.
ConstantScope scope(CheckContext &ctx) {
  return {.names = &ctx.names(), .type = [&ctx](const ast::Expr *e) { return ctx.type(e); }};
}

// A type predicate's value: the answer for its argument's type.
std::optional<Constant> predicate_value(const ConstantScope &scope, const ast::Call &c) {
  if (!scope.type || c.args.size() != 1)
    return std::nullopt;
  auto v = type_predicate(c.name, c.args[0], scope.type(c.args[0]));
  return v ? std::optional<Constant>(Constant{int64_t{*v}}) : std::nullopt;
}

// The message of fail(fmt, args...): every argument known when the program
// is compiled (literals, positional parameters, getopt()'s options, ...).
std::optional<std::string> literal_message(CheckContext &ctx, ast::Call &n) {
  ctx.expect_string_literal(n, 0);
  auto *fmt = ast::as<ast::String>(n.args[0]);
  if (!fmt)
    return std::nullopt;
  std::vector<util::FormatArg> args;
  bool ok = true;
  for (size_t i = 1; i < n.args.size(); i++) {
    if (auto v = constant_value(n.args[i], scope(ctx))) {
      if (v->is_string())
        args.emplace_back(v->text());
      else
        args.emplace_back(v->integer());
    } else {
      ctx.error(n.args[i]->loc) << "'" << n.name << "()' takes literals and parameters only: its message is made "
                                << "when the program is compiled";
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
  auto v = constant_value(n.args[0], scope(ctx));
  if (!v) {
    ctx.error(n.args[0]->loc) << "static_assert()'s condition must be known when the program is compiled "
                              << "(literals, is_str() and the like)";
    return;
  }
  if (!v->truth())
    if (auto *msg = ast::as<ast::String>(n.args[1]))
      ctx.error(n.loc) << "static assertion failed: " << msg->value;
}

// assert_str(x): x is string-like (a string, or an array of or a pointer
// to char-sized integers), as bpftrace's string functions take.
void check_assert_str(CheckContext &ctx, ast::Node &node) {
  ast::Expr *a = call(node).args[0];
  ctx.value(a);
  Type t = ctx.type(a);
  bool holder = t.is(TypeKind::Array) || t.is(TypeKind::Pointer);
  if (t.is_none() || t.is(TypeKind::String) || (holder && t.elems[0].is_int() && t.elems[0].size == 1))
    return;
  auto d = ctx.error(a->loc);
  d << "assert_str(): ";
  if (t.is(TypeKind::Array))
    d << "a string-like array holds chars, not '" << to_string(t.elems[0]) << "'";
  else if (t.is(TypeKind::Pointer))
    d << "a string-like pointer points to chars, not '" << to_string(t.elems[0]) << "'";
  else
    d << "a string-like value is a string, a char array or a char pointer, not '" << to_string(t) << "'";
}

// kfunc_exist("name"): whether the kernel's BTF has the kfunc, known now
// (the use's datum: 1 or 0).
void find_kfunc(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  auto *name = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
  const btf::Btf *kernel = ctx.types().kernel_btf();
  use.datum = name && kernel && kernel->has_kfunc(name->value);
}

// kfunc_allowed("name"): whether the probe's programs may call the kfunc,
// the kernel's answer for the kind of the probe's first attach point (as
// bpftrace asks), known now (the use's datum).
void ask_kfunc_allowed(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  auto *name = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
  if (!name)
    return; // check_types reports it
  ast::ProbeKind kind = ctx.probe().attach_points.front()->probe;
  auto allowed = ctx.types().kfunc_allowed(name->value, ast::is_function_set(kind) ? ast::ProbeKind::Entry : kind);
  if (!allowed) {
    ctx.diags().error(n.loc) << "kfunc_allowed(): " << allowed.error().message;
    return;
  }
  use.datum = *allowed;
}

// The answer a resolve hook found (the use's datum).
std::optional<Constant> found_value(const ConstantScope &scope, const ast::Call &c) {
  if (!scope.names)
    return std::nullopt;
  auto use = scope.names->builtins.find(&c);
  return use == scope.names->builtins.end() ? std::nullopt : std::optional<Constant>(Constant{use->second.datum});
}

void check_kfunc_name(CheckContext &ctx, ast::Node &n) { ctx.expect_string_literal(call(n), 0); }

void check_is_err(CheckContext &ctx, ast::Node &node) { ctx.expect_int(call(node).args[0], "is_err()'s argument"); }

BuiltinInfo predicate(std::string_view name, std::string_view summary) {
  return {.name = name,
          .form = F,
          .min_args = 1,
          .max_args = 1,
          .summary = summary,
          .infer = infer_bool,
          .constant = predicate_value};
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
              {.name = "kfunc_exist",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "whether the kernel has a kfunc",
               .resolve = find_kfunc,
               .infer = infer_bool,
               .check = check_kfunc_name,
               .constant = found_value},
              {.name = "kfunc_allowed",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "whether the probe's programs may call a kfunc",
               .resolve = ask_kfunc_allowed,
               .infer = infer_bool,
               .check = check_kfunc_name,
               .constant = found_value},
              {.name = "static_assert",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "a condition checked when the program is compiled",
               .statement_only = true,
               .check = check_static_assert},
              {.name = "assert_str",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a check that a value is string-like, when the program is compiled",
               .statement_only = true,
               .check = check_assert_str},
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
