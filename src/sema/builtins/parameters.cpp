// getopt(NAME[, DEFAULT[, HELP]]): the program's named parameters, given
// after `--` on the command line as --NAME=VALUE (--NAME for a flag).
// DEFAULT's type is the option's (no DEFAULT: a bool flag, false); its
// value is a compile-time constant, the command line's or DEFAULT
// (sema/script_options.h reads it and lists the options). Lowered in
// codegen/builtins/parameters.cpp.
#include "sema/builtins/families.h"

#include <algorithm>
#include <cctype>

#include "sema/analysis.h"
#include "sema/script_options.h"

namespace kt::sema {
namespace {

using Kind = ScriptOption::Kind;

bool valid_name(const std::string &name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_'))
    return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; });
}

// The option's type and default from DEFAULT, a literal; false if it is not one.
bool read_default(const ast::Expr *e, ScriptOption &o) {
  if (auto *b = ast::as<ast::Boolean>(e)) {
    o.kind = Kind::Bool, o.int_value = b->value, o.default_text = b->value ? "true" : "false";
    return true;
  }
  if (auto *s = ast::as<ast::String>(e)) {
    o.kind = Kind::String, o.str_value = s->value, o.default_text = "\"" + s->value + "\"";
    return true;
  }
  auto *neg = ast::as<ast::Unary>(e);
  auto *i = ast::as<ast::Integer>(neg && neg->op == ast::UnaryOp::Neg ? neg->operand : e);
  if (!i || (neg && neg->op != ast::UnaryOp::Neg))
    return false;
  o.kind = Kind::Int, o.is_signed = neg != nullptr;
  o.int_value = neg ? -static_cast<int64_t>(i->value) : static_cast<int64_t>(i->value);
  o.default_text = o.is_signed ? std::to_string(o.int_value) : std::to_string(i->value);
  return true;
}

// A second getopt() of an option must agree with the first.
bool agrees(ResolveContext &ctx, ScriptOption &first, const ScriptOption &o, const ast::Call &n) {
  if (first.kind != o.kind || first.default_text != o.default_text) {
    auto d = ctx.diags().error(n.loc);
    d << "option '" << o.name << "' is declared again with another default (" << o.default_text << ", was "
      << first.default_text << ")";
    d.note(first.loc) << "first declared here";
    return false;
  }
  if (!o.help.empty() && !first.help.empty() && o.help != first.help) {
    auto d = ctx.diags().error(n.args[2]->loc);
    d << "option '" << o.name << "' is declared again with another help text";
    d.note(first.loc) << "first declared here";
    d.hint("give the help in one getopt(), or declare the option in a macro");
    return false;
  }
  if (first.help.empty())
    first.help = o.help;
  return true;
}

// Declares the option (the first getopt() of its name) and finds its value.
void declare(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  use.datum = -1;
  if (n.args.empty() || n.args.size() > 3) // check_types reports the count
    return;
  ScriptOption o;
  o.loc = n.loc;
  auto *name = ast::as<ast::String>(n.args[0]);
  if (!name) {
    ctx.diags().error(n.args[0]->loc) << "getopt() takes the option's name as a string literal, as getopt(\"verbose\")";
    return;
  }
  o.name = name->value;
  if (!valid_name(o.name)) {
    ctx.diags().error(n.args[0]->loc) << "'" << o.name
                                      << "' cannot name an option: use a letter or _, then letters, digits, _ and -";
    return;
  }
  o.default_text = "false";
  if (n.args.size() >= 2 && !read_default(n.args[1], o)) {
    ctx.diags().error(n.args[1]->loc) << "getopt()'s default must be a literal: an integer, a string, true or "
                                         "false (its type is the option's)";
    return;
  }
  if (n.args.size() == 3) {
    auto *help = ast::as<ast::String>(n.args[2]);
    if (!help) {
      ctx.diags().error(n.args[2]->loc) << "getopt()'s help must be a string literal";
      return;
    }
    o.help = help->value;
  }
  std::vector<ScriptOption> &options = ctx.script_options();
  auto it = std::find_if(options.begin(), options.end(), [&](const ScriptOption &s) { return s.name == o.name; });
  if (it != options.end()) {
    if (agrees(ctx, *it, o, n))
      use.datum = it - options.begin();
    return;
  }
  // The last --NAME given wins.
  const std::vector<NamedArg> &named = ctx.named_args();
  auto given = std::find_if(named.rbegin(), named.rend(), [&](const NamedArg &a) { return a.name == o.name; });
  if (given != named.rend() && !ctx.script_help())
    if (auto bad = set_script_option(o, given->value)) {
      ctx.diags().error(n.loc) << "named argument '--" << o.name << (given->value ? "=" + *given->value : "")
                               << "': option '" << o.name << "' " << *bad;
      o.bad_value = true;
    }
  use.datum = static_cast<int64_t>(options.size());
  options.push_back(std::move(o));
}

Type option_type(InferContext &ctx, const ast::Node &n) {
  int64_t i = ctx.use(n).datum;
  if (i < 0) // a call with no arguments or too many: check_types reports it
    return Type::none();
  const ScriptOption &o = ctx.script_options()[i];
  switch (o.kind) {
  case Kind::Bool: return Type::boolean();
  case Kind::Int: return o.is_signed ? Type::s64() : Type::u64();
  case Kind::String: return Type::string(static_cast<uint32_t>(o.str_value.size() + 1));
  }
  return Type::none();
}

// The option's value, known when the program is compiled.
std::optional<Constant> option_value(const ConstantScope &scope, const ast::Call &n) {
  if (!scope.names)
    return std::nullopt;
  auto use = scope.names->builtins.find(&n);
  if (use == scope.names->builtins.end() || use->second.datum < 0)
    return std::nullopt;
  const ScriptOption &o = scope.names->script_options[use->second.datum];
  if (o.kind == Kind::String)
    return Constant{o.str_value};
  return Constant{o.int_value};
}

} // namespace

BuiltinFamily parameters_family() {
  return {"parameters",
          {
              {.name = "getopt",
               .form = BuiltinForm::Function,
               .min_args = 1,
               .max_args = 3,
               .summary = "a named parameter from the command line",
               .word_args = true,
               .resolve = declare,
               .infer = option_type,
               .constant = option_value},
          }};
}

} // namespace kt::sema
