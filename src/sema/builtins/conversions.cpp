// Conversions of numbers to their names: syscall_name(), signal_name()
// and strerror(), as strings of the tables codegen builds in the program;
// and of an address's text to its bytes: pton(), when the program is
// compiled (codegen/builtins/conversions.cpp).
#include "sema/builtins/families.h"

#include <arpa/inet.h>

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

// pton("1.2.3.4"): 4 bytes; with a ':', 16.
Type pton(InferContext &, const ast::Node &n) {
  auto *s = ast::as<ast::String>(call_arg(n, 0));
  bool v6 = s && s->value.find(':') != std::string::npos;
  return Type::array(Type::integer(1, false), v6 ? 16 : 4);
}

void check_pton(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_string_literal(n, 0);
  auto *s = ast::as<ast::String>(n.args[0]);
  if (!s)
    return;
  unsigned char bytes[16];
  bool v6 = s->value.find(':') != std::string::npos;
  if (inet_pton(v6 ? AF_INET6 : AF_INET, s->value.c_str(), bytes) != 1)
    ctx.error(s->loc) << "'" << s->value << "' is not an IPv" << (v6 ? "6" : "4") << " address";
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
              {.name = "pton",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "an IP address's bytes",
               .infer = pton,
               .check = check_pton},
          }};
}

} // namespace kt::sema
