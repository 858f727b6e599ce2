// Output: printf(), print() of a map or a value, time(), join(), errorf()
// and warnf() (messages with the call's place), assert(), cat() and the
// unsafe system(). Each sends a record the runtime prints (or
// acts on) in order with the others. Lowered in codegen/builtins/output.cpp.
#include "sema/builtins/families.h"
#include "util/kernel_printf.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;

void check_format(CheckContext &ctx, ast::Node &n) { ctx.check_printf_like(call(n), 0); }

// printf() in an iter probe: the kernel formats it (bpf_seq_printf, see
// util/kernel_printf.h), so only what the kernel can: its conversions, and
// integers or strings kt holds in memory (no symbols or other values that
// kt's runtime renders).
void check_seq_printf(CheckContext &ctx, ast::Call &n) {
  auto *fmt = ast::as<ast::String>(n.args[0]);
  auto parsed = fmt ? util::parse_printf_format(fmt->value) : Result<util::ParsedFormat>(Error(""));
  if (!parsed || parsed->specs.size() + 1 != n.args.size())
    return; // check_printf_like said why
  size_t bad = 0;
  if (auto kernel = util::kernel_printf_format(*parsed, &bad); !kernel) {
    auto d = ctx.error(bad < parsed->specs.size() ? fmt->loc : n.loc);
    d << "printf() in an iter probe is formatted by the kernel (bpf_seq_printf): " << kernel.error().message;
    return;
  }
  for (size_t i = 0; i < parsed->specs.size(); i++) {
    const ast::Expr *a = n.args[i + 1];
    Type t = ctx.type(a);
    bool text = parsed->specs[i].conversion == util::Conversion::String;
    bool ok = text ? t.is(TypeKind::String) : (t.is_int() || t.is(TypeKind::Bool) || t.is(TypeKind::Pointer));
    if (!ok && !t.is_none())
      ctx.error(a->loc) << "printf() in an iter probe is formatted by the kernel (bpf_seq_printf), which prints "
                        << (text ? "strings" : "integers") << " here, not '" << to_string(t) << "'";
  }
}

void check_printf(CheckContext &ctx, ast::Node &n) {
  check_format(ctx, n);
  if (ctx.unit().kind == ast::ProbeKind::Iter)
    check_seq_printf(ctx, call(n));
}

// print(@map [, top [, div]]), or print(value).
void check_print(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (auto *m = ast::as<ast::MapRef>(n.args[0]); m && m->keys.empty()) {
    ctx.check_map_ref(*m, true);
    for (size_t i = 1; i < n.args.size(); i++)
      ctx.expect_int(n.args[i], i == 1 ? "print()'s top" : "print()'s divisor");
    return;
  }
  ctx.printed(n.args[0]);
  if (n.args.size() > 1)
    ctx.error(n.args[1]->loc) << "print() of a value takes one argument";
  Type t = ctx.type(n.args[0]);
  if (t.is(TypeKind::Record) && !is_copyable_record(t))
    ctx.error(n.args[0]->loc) << "print() of a whole '" << to_string(t) << "' is not supported; print its fields";
}

void check_time(CheckContext &ctx, ast::Node &n) {
  if (!call(n).args.empty())
    ctx.expect_string_literal(call(n), 0);
}

void check_join(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  if (n.args.size() == 2)
    ctx.expect_string_literal(n, 1);
}

// assert(cond, msg): a condition, and a string its message prints.
void check_assert(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.value(n.args[0]);
  ctx.value(n.args[1]);
  Type t = ctx.type(n.args[1]);
  if (!t.is(TypeKind::String) && !t.is_none())
    ctx.error(n.args[1]->loc) << "assert()'s message must be a string, not '" << to_string(t) << "'";
}

} // namespace

BuiltinFamily output_family() {
  return {"output",
          {
              {.name = "printf",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "formatted output",
               .statement_only = true,
               .streams_output = true,
               .check = check_printf},
              {.name = "print",
               .form = F,
               .min_args = 1,
               .max_args = 3,
               .summary = "print a map or a value",
               .statement_only = true,
               .streams_output = true,
               .check = check_print},
              {.name = "time",
               .form = F,
               .max_args = 1,
               .summary = "print the time",
               .statement_only = true,
               .streams_output = true,
               .check = check_time},
              {.name = "join",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "print an array of strings",
               .statement_only = true,
               .streams_output = true,
               .check = check_join},
              {.name = "errorf",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "print an error with the call's place",
               .statement_only = true,
               .streams_output = true,
               .check = check_format},
              {.name = "warnf",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "print a warning with the call's place",
               .statement_only = true,
               .streams_output = true,
               .check = check_format},
              {.name = "assert",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "exit with an error unless a condition holds",
               .statement_only = true,
               .streams_output = true,
               .check = check_assert},
              {.name = "cat",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "print a file",
               .statement_only = true,
               .streams_output = true,
               .check = check_format},
              {.name = "system",
               .form = F,
               .min_args = 1,
               .max_args = -1,
               .summary = "run a command",
               .unsafe = true,
               .statement_only = true,
               .streams_output = true,
               .check = check_format},
          }};
}

} // namespace kt::sema
