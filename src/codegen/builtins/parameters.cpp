// getopt(): a named parameter, a constant (sema/builtins/parameters.cpp).
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

Val getopt(ProgramLowering &l, const ast::Node &n) {
  const sema::Resolution &names = l.module().info.names;
  const sema::ScriptOption &o = names.script_options.at(names.builtins.at(&n).datum);
  sema::Type t = type(l, n);
  if (o.kind == sema::ScriptOption::Kind::String)
    return l.string_literal(o.str_value, t.size);
  return {l.i64(static_cast<uint64_t>(o.int_value)), t};
}

} // namespace

FamilyLowering parameters_lowering() {
  return {"parameters",
          {
              {"getopt", sema::BuiltinForm::Function, getopt},
          }};
}

} // namespace kt::codegen
