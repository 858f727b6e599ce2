#include "cparts/c_decls.h"

#include <cctype>

namespace kt::cparts {

namespace {
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Characters an attach point may hold next to a word (`uprobe:/bin/x:struct`).
bool attach_char(char c) { return name_char(c) || std::string_view(":/*?.-+@[]$~%=").find(c) != std::string_view::npos; }

// Past a comment, string or character constant that starts at `i`; `i`
// itself when none does.
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
    char q = t[i];
    for (size_t j = i + 1; j < t.size(); j++) {
      if (t[j] == '\\')
        j++;
      else if (t[j] == q || t[j] == '\n')
        return j + 1;
    }
    return t.size();
  }
  return i;
}
} // namespace

bool is_c_decl_keyword(std::string_view word) {
  return word == "struct" || word == "union" || word == "enum" || word == "typedef";
}

size_t c_decl_length(std::string_view text) {
  int depth = 0;
  size_t closed = 0; // just past a '}' back at depth 0
  for (size_t i = 0; i < text.size();) {
    if (size_t past = skip_quoted(text, i); past != i) {
      i = past;
      continue;
    }
    char c = text[i++];
    if (c == '{' && depth == 0 && closed)
      return closed; // `struct s { ... }` without its ';', then a probe: it ends at its '}'
    if (c == '{' || c == '(' || c == '[')
      depth++;
    else if ((c == '}' || c == ')' || c == ']') && depth > 0 && --depth == 0 && c == '}')
      closed = i;
    else if (c == ';' && depth == 0)
      return i;
  }
  return text.size();
}

std::vector<std::pair<size_t, size_t>> top_level_c_decls(std::string_view text) {
  std::vector<std::pair<size_t, size_t>> found;
  int depth = 0;
  bool line_start = true; // only blanks since the last newline
  for (size_t i = 0; i < text.size();) {
    char c = text[i];
    if (line_start && c == '#') { // a directive line, with its continuations
      while (i < text.size() && text[i] != '\n')
        i += text[i] == '\\' && i + 1 < text.size() ? 2 : 1;
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
    if (depth == 0 && alone && is_c_decl_keyword(text.substr(i, end - i))) {
      size_t n = c_decl_length(text.substr(i));
      found.emplace_back(i, i + n);
      end = i + n;
    }
    i = end;
  }
  return found;
}

} // namespace kt::cparts
