#include "parser/import_scan.h"

#include <cctype>

namespace kt::parser {

namespace {
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Characters an attach point may hold next to a word (`uprobe:/bin/import:f`).
bool attach_char(char c) { return name_char(c) || std::string_view(":/*?.-+@[]$~%=").find(c) != std::string_view::npos; }

// Walks a text keeping its line and column.
struct Cursor {
  std::string_view t;
  size_t i = 0;
  SourcePos pos{1, 1};

  bool done() const { return i >= t.size(); }
  void step() {
    if (t[i++] == '\n')
      pos = {pos.line + 1, 1};
    else
      pos.column++;
  }
  void skip_to(size_t end) {
    while (i < end && !done())
      step();
  }
};

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

// The change a directive line makes to the #if depth: +1 for #if,
// #ifdef and #ifndef, -1 for #endif.
int conditional(std::string_view line) {
  size_t at = line.find_first_not_of(" \t", line.find('#') + 1);
  if (at == std::string_view::npos)
    return 0;
  std::string_view word = line.substr(at);
  size_t end = 0;
  while (end < word.size() && name_char(word[end]))
    end++;
  word = word.substr(0, end);
  return word == "if" || word == "ifdef" || word == "ifndef" ? 1 : word == "endif" ? -1 : 0;
}
} // namespace

std::vector<ScannedImport> scan_imports(std::string_view text) {
  std::vector<ScannedImport> found;
  Cursor c{text};
  int depth = 0, ifs = 0;
  bool line_start = true;
  while (!c.done()) {
    char ch = text[c.i];
    if (line_start && ch == '#') { // a directive line, with its continuations
      size_t from = c.i;
      while (!c.done() && text[c.i] != '\n')
        text[c.i] == '\\' && c.i + 1 < text.size() ? (c.step(), c.step()) : c.step();
      ifs += conditional(text.substr(from, c.i - from));
      continue;
    }
    if (size_t past = skip_quoted(text, c.i); past != c.i) {
      line_start = false;
      c.skip_to(past);
      continue;
    }
    if (ch == '\n')
      line_start = true;
    else if (ch != ' ' && ch != '\t' && ch != '\r')
      line_start = false;
    if (ch == '{' || ch == '(' || ch == '[')
      depth++;
    else if ((ch == '}' || ch == ')' || ch == ']') && depth > 0)
      depth--;
    if (!name_char(ch)) {
      c.step();
      continue;
    }
    size_t end = c.i;
    while (end < text.size() && name_char(text[end]))
      end++;
    bool alone = (c.i == 0 || !attach_char(text[c.i - 1])) && (end == text.size() || !attach_char(text[end]));
    if (depth != 0 || ifs > 0 || !alone || text.substr(c.i, end - c.i) != "import") {
      c.skip_to(end);
      continue;
    }
    ScannedImport imp;
    imp.begin = c.pos;
    c.skip_to(end);
    while (!c.done() && std::isspace(static_cast<unsigned char>(text[c.i])))
      c.step();
    if (c.done() || text[c.i] != '"')
      continue;
    size_t close = text.find_first_of("\"\\\n", c.i + 1);
    if (close == std::string_view::npos || text[close] != '"')
      continue; // an escape or a line break: the parse reads it
    imp.path = std::string(text.substr(c.i + 1, close - c.i - 1));
    c.skip_to(close + 1);
    imp.end = c.pos;
    found.push_back(std::move(imp));
  }
  return found;
}

} // namespace kt::parser
