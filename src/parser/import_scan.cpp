#include "parser/import_scan.h"

#include <cctype>

#include "cparts/top_level.h"

namespace kt::parser {

namespace {
// Positions of byte offsets met in increasing order: lines and columns
// (columns count bytes, as the scanner's do).
struct Positions {
  std::string_view t;
  size_t i = 0;
  SourcePos pos{1, 1};

  SourcePos at(size_t offset) {
    for (; i < offset && i < t.size(); i++)
      pos = t[i] == '\n' ? SourcePos{pos.line + 1, 1} : SourcePos{pos.line, pos.column + 1};
    return pos;
  }
};
} // namespace

std::vector<ScannedImport> scan_imports(std::string_view text) {
  std::vector<ScannedImport> found;
  Positions p{text};
  cparts::for_each_top_level_word(text, [&](const cparts::TopLevelWord &w) {
    if (w.ifs > 0 || text.substr(w.begin, w.end - w.begin) != "import")
      return w.end;
    size_t q = w.end;
    while (q < text.size() && std::isspace(static_cast<unsigned char>(text[q])))
      q++;
    if (q == text.size() || text[q] != '"')
      return q;
    size_t close = text.find_first_of("\"\\\n", q + 1);
    if (close == std::string_view::npos || text[close] != '"')
      return q; // an escape or a line break: the parse reads it
    ScannedImport imp;
    imp.path = std::string(text.substr(q + 1, close - q - 1));
    imp.begin = p.at(w.begin);
    imp.end = p.at(close + 1);
    found.push_back(std::move(imp));
    return close + 1;
  });
  return found;
}

} // namespace kt::parser
