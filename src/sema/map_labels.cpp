#include "sema/map_labels.h"

#include <cctype>
#include <set>
#include <string_view>

#include "util/prometheus_names.h"

namespace kt::sema {
namespace {

// A name from one expression, or "" when it has none.
std::string name_of(const ast::Expr *e) {
  if (!e)
    return "";
  if (auto *id = ast::as<ast::Identifier>(e))
    return id->name;
  if (auto *v = ast::as<ast::Variable>(e))
    return v->name;
  if (auto *f = ast::as<ast::FieldAccess>(e))
    return f->field;
  if (auto *c = ast::as<ast::Cast>(e))
    return name_of(c->operand);
  if (auto *u = ast::as<ast::Unary>(e))
    return name_of(u->operand);
  if (auto *c = ast::as<ast::Call>(e)) {
    // syscall_name(args.id), signal_name(sig): what the call names.
    const std::string suffix = "_name";
    if (c->name.size() > suffix.size() && c->name.compare(c->name.size() - suffix.size(), suffix.size(), suffix) == 0)
      return c->name.substr(0, c->name.size() - suffix.size());
    std::string named;
    for (const ast::Expr *a : c->args) {
      std::string n = name_of(a);
      if (!n.empty() && !named.empty())
        return ""; // two candidates: neither
      if (!n.empty())
        named = n;
    }
    return named;
  }
  return "";
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

// Whether a line is only a `//` comment; its text in `text`.
bool comment_line(std::string_view line, std::string_view &text) {
  line = trim(line);
  if (line.rfind("//", 0) != 0)
    return false;
  text = trim(line.substr(2));
  return true;
}

} // namespace

std::vector<std::string> key_labels(const std::vector<ast::Expr *> &keys) {
  std::vector<std::string> out;
  std::set<std::string> used;
  for (size_t i = 0; i < keys.size(); i++) {
    std::string n = util::prometheus_label_name(name_of(keys[i]));
    if (n.empty())
      n = keys.size() == 1 ? "key" : "key" + std::to_string(i + 1);
    std::string unique = n;
    for (int k = 2; used.count(unique); k++)
      unique = n + "_" + std::to_string(k);
    used.insert(unique);
    out.push_back(unique);
  }
  return out;
}

std::string comment_at(const SourceLocation &loc) {
  if (!loc.file)
    return "";
  // After the declaration on its line: `let @m = hash(10); // what it is`.
  std::string_view line = loc.file->line(loc.end.line);
  if (loc.end.column >= 1 && loc.end.column - 1 <= line.size()) {
    std::string_view rest = line.substr(loc.end.column - 1);
    size_t slashes = rest.find("//");
    if (slashes != std::string_view::npos && trim(rest.substr(0, slashes)).find_first_not_of(";") == std::string_view::npos)
      return std::string(trim(rest.substr(slashes + 2)));
  }
  // Above it: the run of comment lines that ends on the line before.
  std::vector<std::string_view> above;
  std::string_view text;
  for (uint32_t l = loc.begin.line; l > 1 && comment_line(loc.file->line(l - 1), text); l--)
    above.insert(above.begin(), text);
  std::string out;
  for (std::string_view t : above) {
    if (t.empty())
      continue;
    out += (out.empty() ? "" : " ") + std::string(t);
  }
  return out;
}

} // namespace kt::sema
