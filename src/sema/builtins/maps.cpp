// Whole-map functions: delete(), clear(), zero(), has_key(), find(),
// len(). Lowered in codegen/builtins/maps.cpp.
#include "sema/builtins/families.h"
#include "sema/infer_types.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;


// The key of has_key(@m, key), delete(@m, key) and find(@m, key, $v)
// has the map's key type (a tuple for a map of several keys).
bool check_key_arg(CheckContext &ctx, const ast::MapRef &m, const MapInfo &mi, ast::Expr *key) {
  Type t = ctx.type(key);
  if (!mi.keyed || t.is_none() || unify(mi.key, storage_type(t)))
    return true;
  ctx.error(key->loc) << "map '@" << m.name << "' has keys of type '" << to_string(mi.key) << "', not '"
                      << to_string(storage_type(t)) << "'";
  return false;
}

// delete(@m[key]), delete(@m, key), or delete(@m) of a map without keys.
void check_delete(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  if (n.args.size() == 2) {
    ctx.expect_map_arg(n, 0);
    ctx.value(n.args[1]);
    auto *m = ast::as<ast::MapRef>(n.args[0]);
    if (const MapInfo *mi = m ? ctx.map(m->name) : nullptr)
      check_key_arg(ctx, *m, *mi, n.args[1]);
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

// len(@m): its keys; len(kstack), len(ustack): the stack's frames
// (bpftrace v0.26), as the kernel's frame-pointer walk finds them.
void check_len(CheckContext &ctx, ast::Node &n) {
  const ast::Expr *arg = call(n).args[0];
  if (Type t = ctx.type(arg); !ast::as<ast::MapRef>(arg) && (t.is(TypeKind::KStack) || t.is(TypeKind::UStack))) {
    ctx.value(call(n).args[0]);
    return;
  }
  if (auto *m = ast::as<ast::MapRef>(arg); !m || !m->keys.empty()) {
    ctx.error(arg->loc) << "'len()' takes a map, e.g. len(@name), or a stack, e.g. len(kstack)";
    return;
  }
  ctx.expect_map_arg(call(n), 0);
  auto *m = ast::as<ast::MapRef>(call(n).args[0]);
  const MapInfo *mi = m ? ctx.map(m->name) : nullptr;
  if (!mi || !mi->value.is(TypeKind::Aggregate))
    return;
  if (mi->value.builtin->bucketed)
    ctx.error(m->loc) << "len() of a " << (mi->value.builtin->value_name.empty() ? "histogram" : mi->value.builtin->value_name)
                      << " map is not supported";
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
  if (mi)
    check_key_arg(ctx, *m, *mi, n.args[1]);
}

// find(@m, key, $v): the map and key as values; $v is assigned.
void resolve_find(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (size_t i = 0; i < n.args.size(); i++)
    if (auto *v = ast::as<ast::Variable>(n.args[i]); v && i == 2)
      ctx.assigned(*v);
    else
      ctx.value(n.args[i]);
}

// $v holds what the map's value reads as.
Type infer_find(InferContext &ctx, const ast::Node &n) {
  auto *m = ast::as<ast::MapRef>(call_arg(n, 0));
  auto *v = ast::as<ast::Variable>(call_arg(n, 2));
  if (m && v)
    if (Type t = ctx.map_value(m->name); !t.is_none())
      ctx.assign(*v, t);
  return Type::boolean();
}

void check_find(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_map_arg(n, 0);
  ctx.value(n.args[1]);
  auto *m = ast::as<ast::MapRef>(n.args[0]);
  const MapInfo *mi = m ? ctx.map(m->name) : nullptr;
  bool key_ok = !mi || check_key_arg(ctx, *m, *mi, n.args[1]);
  if (mi && !mi->keyed && !mi->value.is_none())
    ctx.error(m->loc) << "find() looks up a key, and map '@" << m->name << "' has no keys";
  else if (key_ok && mi && mi->value.is(TypeKind::Aggregate) && !is_readable_aggregate(mi->value))
    ctx.error(m->loc) << "find() cannot read the value of '@" << m->name << "', which holds '"
                      << to_string(mi->value) << "' values";
  auto *v = ast::as<ast::Variable>(n.args[2]);
  if (!v) {
    ctx.error(n.args[2]->loc) << "find() stores the value in a variable: its third argument is a $name";
    return;
  }
  Type held = ctx.type(v), read = mi ? storage_type(value_read(mi->value)) : Type{};
  if (!held.is_none() && !read.is_none() && !unify(held, read))
    ctx.error(v->loc) << "'$" << v->name << "' holds '" << to_string(held) << "'; find() would store '"
                      << to_string(read) << "' in it";
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
              {.name = "find",
               .form = F,
               .min_args = 3,
               .max_args = 3,
               .summary = "whether a map has a key, its value stored in a variable",
               .resolve = resolve_find,
               .infer = infer_find,
               .check = check_find},
              {.name = "len",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "the number of elements of a map, or of frames of a stack",
               .infer = infer_s64,
               .check = check_len},
          }};
}

} // namespace kt::sema
