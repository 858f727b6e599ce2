#include "cparts/macros.h"

#include <cctype>
#include <set>

#include "cparts/top_level.h"

namespace kt::cparts {

namespace {
bool name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }

std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos)
    return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

// `#arg`: the argument as a string literal, its quotes and backslashes
// escaped (C11 6.10.3.2).
std::string stringify(std::string_view arg) {
  std::string out = "\"";
  for (char c : arg) {
    if (c == '"' || c == '\\')
      out += '\\';
    out += c;
  }
  return out + "\"";
}

int param_index(const Macro &m, std::string_view token) {
  for (size_t i = 0; i < m.params.size(); i++)
    if (m.params[i] == token)
      return static_cast<int>(i);
  return -1;
}
} // namespace

std::vector<std::string> split_arguments(std::string_view text) {
  std::vector<std::string> args;
  int depth = 0;
  char quote = 0;
  size_t from = 0;
  for (size_t i = 0; i < text.size(); i++) {
    char c = text[i];
    if (quote) {
      if (c == '\\')
        i++;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      depth++;
    } else if (c == ')' || c == ']' || c == '}') {
      depth--;
    } else if (c == ',' && depth == 0) {
      args.push_back(trim(text.substr(from, i - from)));
      from = i + 1;
    }
  }
  args.push_back(trim(text.substr(from)));
  if (args.size() == 1 && args[0].empty())
    args.clear(); // `F()`
  return args;
}

std::optional<std::string> expand(const Macro &m, const std::vector<std::string> &args, std::string &error) {
  std::vector<std::string> given = args;
  size_t fixed = m.variadic ? m.params.size() - 1 : m.params.size();
  if (m.variadic && given.size() > fixed) { // the rest, commas included, is __VA_ARGS__
    std::string rest;
    for (size_t i = fixed; i < given.size(); i++)
      rest += (i > fixed ? ", " : "") + given[i];
    given.resize(fixed);
    given.push_back(rest);
  } else if (m.variadic && given.size() == fixed) {
    given.push_back("");
  }
  if (m.params.size() == 1 && given.empty())
    given.push_back(""); // `F()` passes one empty argument
  if (given.size() != m.params.size()) {
    error = "macro '" + m.name + "' takes " + std::to_string(fixed) + (m.variadic ? " or more" : "") +
            " argument" + (fixed == 1 && !m.variadic ? "" : "s") + ", not " + std::to_string(args.size());
    return std::nullopt;
  }
  std::string out;
  bool paste = false; // the previous token was ##: join without a space
  for (size_t i = 0; i < m.body.size(); i++) {
    const std::string &tok = m.body[i].text;
    std::string piece;
    if (tok == "##") {
      paste = true;
      continue;
    }
    if (tok == "#" && m.function_like && i + 1 < m.body.size() && param_index(m, m.body[i + 1].text) >= 0) {
      piece = stringify(given[param_index(m, m.body[++i].text)]);
    } else if (int p = param_index(m, tok); p >= 0 && m.function_like) {
      piece = given[p];
    } else {
      piece = tok;
    }
    if (!out.empty() && !paste) // C keeps tokens apart: NEG(-1) is `- -1`, not `--1`
      out += ' ';
    out += piece;
    paste = false;
  }
  return out;
}

std::string kt_spelling(std::string_view token) {
  if (token.empty() || !std::isdigit(static_cast<unsigned char>(token[0])))
    return std::string(token);
  size_t end = token.size();
  while (end > 1 && (token[end - 1] == 'u' || token[end - 1] == 'U' || token[end - 1] == 'l' || token[end - 1] == 'L'))
    end--;
  // 0x1UL -> 0x1: no hex digit is a u or an l.
  return std::string(token.substr(0, end));
}

std::string expand_names(std::string_view text, const MacroTable &macros) {
  std::string out(text);
  std::set<std::string> used;
  for (unsigned round = 0; round < MacroTable::kMaxDepth; round++) {
    std::string next;
    bool changed = false;
    for (size_t i = 0; i < out.size();) {
      if (out[i] == '"') { // a quoted path: no macros inside
        size_t close = out.find('"', i + 1);
        close = close == std::string::npos ? out.size() : close + 1;
        next += out.substr(i, close - i);
        i = close;
        continue;
      }
      if (!name_start(out[i]) || (i > 0 && name_char(out[i - 1]))) {
        next += out[i++];
        continue;
      }
      size_t e = i;
      while (e < out.size() && name_char(out[e]))
        e++;
      std::string name = out.substr(i, e - i);
      const Macro *m = macros.find(name);
      if (m && !m->function_like && !used.count(name)) {
        for (const MacroToken &t : m->body)
          next += (t.space_before && &t != &m->body.front() ? " " : "") + t.text;
        used.insert(name);
        changed = true;
      } else {
        next += name;
      }
      i = e;
    }
    out = std::move(next);
    if (!changed)
      break;
  }
  return out;
}

} // namespace kt::cparts
