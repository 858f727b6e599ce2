// Error predicates: `error` (the probed function failed, by its return
// type's convention) and error(ENOMEM, EINVAL, NULL) (it failed with one of
// these). In return probes and sessions. Lowered in
// codegen/builtins/errors.cpp.
#include "sema/builtins/errors.h"
#include "sema/builtins/families.h"

#include "sema/constants.h"
#include "util/edit_distance.h"
#include "util/errno_names.h"

namespace kt::sema {
namespace {

// error(ENOMEM, EINVAL, NULL): errno names (aliases too) and NULL; any
// other argument is a value known when the program is compiled, checked
// by check_errno_values.
void check_errno_names(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args) {
    auto *id = ast::as<ast::Identifier>(a);
    if (!id) {
      ctx.value(a); // error($1), error(getopt("errno", 2))
      continue;
    }
    if (id->name == "NULL" || errno_number(id->name))
      continue;
    auto d = ctx.diags().error(a->loc);
    d << "unknown errno name '" << id->name << "'";
    if (auto near = closest_name(id->name, errno_names()))
      d.hint("did you mean '" + *near + "'?");
  }
}

void check_errno_values(CheckContext &ctx, ast::Node &node) {
  for (ast::Expr *a : static_cast<ast::Call &>(node).args) {
    if (ast::as<ast::Identifier>(a))
      continue; // a name: check_errno_names
    ConstantScope scope{.names = &ctx.names()};
    auto c = constant_value(a, scope);
    if (!c) {
      auto d = ctx.error(a->loc);
      d << "error() takes errno names, NULL, and errors known when the program is compiled";
      d.hint("give a name (ENOENT), a number (2), $1, or getopt(\"errno\", \"ENOENT\")");
    } else if (c->is_string() && !errno_number(c->text())) {
      auto d = ctx.error(a->loc);
      d << "unknown errno name '" << c->text() << "'";
      if (auto near = closest_name(c->text(), errno_names()))
        d.hint("did you mean '" + *near + "'?");
    } else if (!c->is_string() && (c->integer() < 1 || c->integer() > 4095)) {
      ctx.error(a->loc) << "errno " << c->integer() << " is out of range: errors are 1 to 4095";
    }
  }
}

} // namespace

std::optional<int64_t> errno_argument(const ast::Expr &e, const Resolution &names) {
  if (auto *id = ast::as<ast::Identifier>(&e)) {
    auto n = errno_number(id->name);
    return n ? std::optional<int64_t>(*n) : std::nullopt;
  }
  auto c = constant_value(&e, ConstantScope{.names = &names});
  if (!c)
    return std::nullopt;
  if (c->is_string()) {
    auto n = errno_number(c->text());
    return n ? std::optional<int64_t>(*n) : std::nullopt;
  }
  return c->integer();
}

BuiltinFamily errors_family() {
  return {"errors",
          {
              {.name = "error",
               .form = BuiltinForm::Variable,
               .probes = kReturnProbes,
               .summary = "whether the function failed",
               .reads_result = ResultUse::Failure,
               .infer = infer_bool},
              {.name = "error",
               .form = BuiltinForm::Function,
               .min_args = 1,
               .max_args = -1,
               .probes = kReturnProbes,
               .summary = "whether the function failed with one of these errors",
               .word_args = true,
               .reads_result = ResultUse::Failure,
               .resolve = check_errno_names,
               .infer = infer_bool,
               .check = check_errno_values},
          }};
}

} // namespace kt::sema
