#include "cparts/c_decls.h"

#include "cparts/top_level.h"

namespace kt::cparts {

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
  for_each_top_level_word(text, [&](const TopLevelWord &w) {
    if (!is_c_decl_keyword(text.substr(w.begin, w.end - w.begin)))
      return w.end;
    found.emplace_back(w.begin, w.begin + c_decl_length(text.substr(w.begin)));
    return found.back().second;
  });
  return found;
}

} // namespace kt::cparts
