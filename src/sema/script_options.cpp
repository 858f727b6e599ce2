#include "sema/script_options.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <set>

namespace kt::sema {

const char *script_option_type(const ScriptOption &o) {
  switch (o.kind) {
  case ScriptOption::Kind::Bool: return "bool";
  case ScriptOption::Kind::Int: return "int";
  case ScriptOption::Kind::String: return "string";
  }
  return "?";
}

std::string script_option_names(const std::vector<ScriptOption> &options) {
  std::string s;
  for (size_t i = 0; i < options.size(); i++)
    s += std::string(i ? (i + 1 == options.size() ? " and " : ", ") : "") + "--" + options[i].name;
  return s;
}

std::optional<std::string> set_script_option(ScriptOption &o, const std::optional<std::string> &text) {
  using Kind = ScriptOption::Kind;
  if (o.kind == Kind::Bool) {
    if (!text || *text == "true" || *text == "1")
      o.int_value = 1;
    else if (*text == "false" || *text == "0")
      o.int_value = 0;
    else
      return "takes true, false, 1 or 0 (or nothing: --" + o.name + " is true)";
    return std::nullopt;
  }
  if (!text)
    return std::string("needs a value: --") + o.name + "=" + (o.kind == Kind::Int ? "INT" : "STRING");
  if (o.kind == Kind::String) {
    o.str_value = *text;
    return std::nullopt;
  }
  const std::string &t = *text;
  char *end = nullptr;
  errno = 0;
  bool negative = !t.empty() && t[0] == '-';
  if (t.empty() || (negative && !o.is_signed))
    return "takes an integer of 0 or more";
  int64_t v = o.is_signed ? std::strtoll(t.c_str(), &end, 10) : static_cast<int64_t>(std::strtoull(t.c_str(), &end, 10));
  if (*end || !std::isdigit(static_cast<unsigned char>(t[negative ? 1 : 0])))
    return std::string("takes an integer") + (o.is_signed ? "" : " of 0 or more");
  if (errno == ERANGE)
    return "is out of range";
  o.int_value = v;
  return std::nullopt;
}

void check_named_args(const std::vector<NamedArg> &named, Resolution &out, Diagnostics &diags) {
  for (const ScriptOption &o : out.script_options)
    out.bad_named_args |= o.bad_value;
  std::set<std::string> reported;
  for (const NamedArg &a : named) {
    bool declared = std::any_of(out.script_options.begin(), out.script_options.end(),
                                [&](const ScriptOption &o) { return o.name == a.name; });
    if (declared || !reported.insert(a.name).second)
      continue;
    auto d = diags.error(SourceLocation{});
    d << "unknown named argument '--" << a.name << "': ";
    if (out.script_options.empty())
      d << "the program declares no getopt() options";
    else
      d << "the program's options are " << script_option_names(out.script_options);
    out.bad_named_args = true;
  }
}

void print_script_options(std::ostream &os, const std::string &program, const std::vector<ScriptOption> &options) {
  // After a FILE the named arguments need no `--` (options.cpp, script_args).
  bool text = program == "-e PROGRAM" || program == "-";
  os << "usage: kt [options] " << program << " [ARGS...] " << (text ? "-- " : "") << "[--NAME[=VALUE]...]\n\n";
  if (options.empty()) {
    os << "The program declares no named options (getopt()).\n";
    return;
  }
  os << "options of " << program << ":\n";
  std::vector<std::string> heads;
  size_t width = 0;
  for (const ScriptOption &o : options) {
    std::string head = "  --" + o.name + (o.kind == ScriptOption::Kind::Bool ? "[=BOOL]" : "=") +
                       (o.kind == ScriptOption::Kind::Int ? "INT" : o.kind == ScriptOption::Kind::String ? "STRING" : "");
    width = std::max(width, head.size());
    heads.push_back(head);
  }
  for (size_t i = 0; i < options.size(); i++) {
    const ScriptOption &o = options[i];
    os << heads[i] << std::string(width - heads[i].size() + 2, ' ');
    if (!o.help.empty())
      os << o.help << " ";
    os << "(" << script_option_type(o) << ", default: " << o.default_text << ")\n";
  }
}

} // namespace kt::sema
