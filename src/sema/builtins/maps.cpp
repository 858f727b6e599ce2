// Whole-map functions: delete(), clear(), zero(), has_key(), len(). Lowered
// in codegen/builtins/maps.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;


// delete(@m[key]), delete(@m, key), or delete(@m) of a map without keys.
void check_delete(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (n.args.size() == 2) {
    ctx.expect_map_arg(n, 0);
    ctx.value(n.args[1]);
    return;
  }
  auto *m = ast::as<ast::MapRef>(n.args[0]);
  const MapInfo *mi = m ? ctx.map(m->name) : nullptr;
  if (!m || (m->keys.empty() && mi && mi->keyed)) {
    ctx.error(n.args[0]->loc) << "delete() takes a map element, e.g. delete(@m[key]) or delete(@m, key)";
    return;
  }
  ctx.check_map_ref(*m, true);
}

void check_whole_map(CheckContext &ctx, ast::Node &n) { ctx.expect_map_arg(call(n), 0); }

void check_len(CheckContext &ctx, ast::Node &n) {
  ctx.expect_map_arg(call(n), 0);
  auto *m = ast::as<ast::MapRef>(call(n).args[0]);
  const MapInfo *mi = m ? ctx.map(m->name) : nullptr;
  if (!mi || !mi->value.is(TypeKind::Aggregate))
    return;
  if (mi->value.builtin->bucketed)
    ctx.error(m->loc) << "len() of a histogram map is not supported";
  else if (!mi->keyed)
    ctx.error(m->loc) << "len() counts keys, and '@" << m->name << "' is an aggregation without keys";
}

void check_has_key(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_map_arg(n, 0);
  auto *m = ast::as<ast::MapRef>(n.args[0]);
  const MapInfo *mi = m ? ctx.map(m->name) : nullptr;
  if (mi && !mi->keyed && !mi->value.is_none())
    ctx.error(m->loc) << "has_key() looks up a key, and map '@" << m->name << "' has no keys";
  ctx.value(n.args[1]);
}

} // namespace

BuiltinFamily maps_family() {
  return {"maps",
          {
              {.name = "delete",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "delete a map element; whether it was there",
               .infer = infer_bool,
               .check = check_delete},
              {.name = "clear",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "remove every element of a map",
               .statement_only = true,
               .check = check_whole_map},
              {.name = "zero",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "zero every element of a map",
               .statement_only = true,
               .check = check_whole_map},
              {.name = "has_key",
               .form = F,
               .min_args = 2,
               .max_args = 2,
               .summary = "whether a map has a key",
               .infer = infer_bool,
               .check = check_has_key},
              {.name = "len",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "the number of elements of a map",
               .infer = infer_s64,
               .check = check_len},
          }};
}

} // namespace kt::sema
