// Stacks: `kstack`/`ustack`, and kstack([mode,] [limit]) / ustack(...)
// with bpftrace's modes (bpftrace, perf, raw) and a frame limit. Lowered in
// codegen/builtins/stacks.cpp; the runtime symbolizes them.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm V = BuiltinForm::Variable;
constexpr BuiltinForm F = BuiltinForm::Function;

bool is_stack_mode(const ast::Expr *e) {
  auto *id = ast::as<ast::Identifier>(e);
  return id && (id->name == "bpftrace" || id->name == "perf" || id->name == "raw");
}

bool user(const ast::Node &n) {
  auto *id = ast::as<ast::Identifier>(&n);
  auto *c = ast::as<ast::Call>(&n);
  return (id ? id->name : c->name) == "ustack";
}

Type stack(InferContext &, const ast::Node &n) { return Type::simple(user(n) ? TypeKind::UStack : TypeKind::KStack); }

// kstack(perf, 8): the mode and the limit go in the type.
Type stack_call(InferContext &, const ast::Node &n) {
  Type st = Type::simple(user(n) ? TypeKind::UStack : TypeKind::KStack);
  for (const ast::Expr *a : static_cast<const ast::Call &>(n).args) {
    if (auto *id = ast::as<ast::Identifier>(a))
      st.stack_mode = id->name == "perf" ? 1 : id->name == "raw" ? 2 : 0;
    else if (auto *lim = ast::as<ast::Integer>(a))
      st.count = static_cast<uint32_t>(lim->value);
  }
  return st;
}

// The mode is a word, not a value.
void mode_word(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args)
    if (!is_stack_mode(a))
      ctx.value(a);
}

void check_stack_call(CheckContext &ctx, ast::Node &node) {
  auto &n = static_cast<ast::Call &>(node);
  size_t i = 0;
  if (i < n.args.size() && ast::as<ast::Identifier>(n.args[i])) {
    auto *id = ast::as<ast::Identifier>(n.args[i]);
    if (!is_stack_mode(id))
      ctx.error(id->loc) << "unknown stack mode '" << id->name << "'; use bpftrace, perf or raw";
    i++;
  }
  if (i < n.args.size()) {
    auto *lim = ast::as<ast::Integer>(n.args[i]);
    if (!lim || lim->value < 1 || lim->value > ctx.config().stack_depth)
      ctx.error(n.args[i]->loc) << "'" << n.name << "()'s frame limit must be an integer literal from 1 to "
                                << ctx.config().stack_depth;
    i++;
  }
  if (i < n.args.size())
    ctx.error(n.args[i]->loc) << "'" << n.name << "()' takes a mode and a frame limit";
}

} // namespace

BuiltinFamily stacks_family() {
  return {"stacks",
          {
              {.name = "kstack", .form = V, .summary = "the kernel stack", .varies = true, .infer = stack},
              {.name = "ustack", .form = V, .summary = "the user stack", .varies = true, .infer = stack},
              {.name = "kstack",
               .form = F,
               .max_args = 2,
               .summary = "the kernel stack",
               .resolve = mode_word,
               .infer = stack_call,
               .check = check_stack_call},
              {.name = "ustack",
               .form = F,
               .max_args = 2,
               .summary = "the user stack",
               .resolve = mode_word,
               .infer = stack_call,
               .check = check_stack_call},
          }};
}

} // namespace kt::sema
