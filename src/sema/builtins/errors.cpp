// Error predicates: `error` (the probed function failed, by its return
// type's convention) and error(ENOMEM, EINVAL, NULL) (it failed with one of
// these). In return probes and sessions. Lowered in
// codegen/builtins/errors.cpp.
#include "sema/builtins/families.h"

#include "util/edit_distance.h"
#include "util/errno_names.h"

namespace kt::sema {
namespace {

// error(ENOMEM, EINVAL, NULL): errno names (aliases too) and NULL.
void check_errno_names(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  for (ast::Expr *a : n.args) {
    auto *id = ast::as<ast::Identifier>(a);
    if (!id) {
      ctx.diags().error(a->loc) << "error() takes errno names and NULL, e.g. error(ENOMEM, EINVAL, NULL)";
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

} // namespace

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
               .infer = infer_bool},
          }};
}

} // namespace kt::sema
