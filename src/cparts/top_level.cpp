#include "cparts/top_level.h"

#include <cctype>

namespace kt::cparts {

namespace {
// Characters an attach point may hold next to a word (`uprobe:/bin/import:f`).
bool attach_char(char c) { return name_char(c) || std::string_view(":/*?.-+@[]$~%=").find(c) != std::string_view::npos; }

// The change a directive line makes to the #if depth: +1 for #if,
// #ifdef and #ifndef, -1 for #endif.
int conditional(std::string_view line) {
  size_t at = line.find_first_not_of(" \t", line.find('#') + 1);
  if (at == std::string_view::npos)
    return 0;
  size_t end = at;
  while (end < line.size() && name_char(line[end]))
    end++;
  std::string_view word = line.substr(at, end - at);
  return word == "if" || word == "ifdef" || word == "ifndef" ? 1 : word == "endif" ? -1 : 0;
}
} // namespace

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

size_t skip_quoted(std::string_view t, size_t i) {
  if (t.compare(i, 2, "//") == 0) {
    size_t nl = t.find('\n', i);
    return nl == std::string_view::npos ? t.size() : nl;
  }
  if (t.compare(i, 2, "/*") == 0) {
    size_t end = t.find("*/", i + 2);
    return end == std::string_view::npos ? t.size() : end + 2;
  }
  if (t[i] == '"' || t[i] == '\'') {
    for (size_t j = i + 1; j < t.size(); j++) {
      if (t[j] == '\\')
        j++;
      else if (t[j] == t[i] || t[j] == '\n')
        return j + 1;
    }
    return t.size();
  }
  return i;
}

void for_each_top_level_word(std::string_view text, const std::function<size_t(const TopLevelWord &)> &visit) {
  int depth = 0, ifs = 0;
  bool line_start = true; // only blanks since the last newline
  for (size_t i = 0; i < text.size();) {
    char c = text[i];
    if (line_start && c == '#') { // a directive line, with its continuations
      size_t from = i;
      while (i < text.size() && text[i] != '\n')
        i += text[i] == '\\' && i + 1 < text.size() ? 2 : 1;
      ifs += conditional(text.substr(from, i - from));
      continue;
    }
    if (size_t past = skip_quoted(text, i); past != i) {
      line_start = false;
      i = past;
      continue;
    }
    if (c == '\n')
      line_start = true;
    else if (c != ' ' && c != '\t' && c != '\r')
      line_start = false;
    if (c == '{' || c == '(' || c == '[')
      depth++;
    else if ((c == '}' || c == ')' || c == ']') && depth > 0)
      depth--;
    if (!name_char(c)) {
      i++;
      continue;
    }
    size_t end = i;
    while (end < text.size() && name_char(text[end]))
      end++;
    bool alone = (i == 0 || !attach_char(text[i - 1])) && (end == text.size() || !attach_char(text[end]));
    i = depth == 0 && alone ? std::max(end, visit(TopLevelWord{i, end, ifs})) : end;
  }
}

} // namespace kt::cparts
