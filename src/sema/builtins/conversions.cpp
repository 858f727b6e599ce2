// Conversions of numbers to their names: syscall_name(), signal_name()
// and strerror(), as strings of the tables codegen builds in the program
// (codegen/builtins/conversions.cpp).
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

constexpr BuiltinForm F = BuiltinForm::Function;

// The capacity of a name, as bpftrace's (string[64]).
constexpr uint32_t kNameSize = 64;

Type name(InferContext &, const ast::Node &) { return Type::string(kNameSize); }

void check_number(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  std::string what = "'" + n.name + "()'s argument";
  ctx.expect_int(n.args[0], what.c_str());
}

} // namespace

BuiltinFamily conversions_family() {
  return {"conversions",
          {
              {.name = "syscall_name",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a syscall's name",
               .infer = name,
               .check = check_number},
              {.name = "signal_name",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a signal's description",
               .infer = name,
               .check = check_number},
              {.name = "strerror",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "an errno's message",
               .infer = name,
               .check = check_number},
          }};
}

} // namespace kt::sema
