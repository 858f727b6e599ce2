// The imports a file's text names, found before it is parsed: a lexical
// pass (cparts/top_level.h's walk, which finds C declarations too). The loader reads these
// files first when the file has C declarations, so that Clang sees their
// C before the file's own (imports.h); the parse then says whether the
// scan found them all.
//
// Reads: a file's text. Writes: each top-level `import "NAME"` (outside
// braces, parentheses, comments, strings and directive lines, and not
// inside an #if block, whose outcome only Clang knows), its name and
// where it is, as the parser locates an Import. Rejects nothing: a form
// it does not take (an escape in the name, a comment before it) is left
// to the parse.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ast/location.h"

namespace kt::parser {

struct ScannedImport {
  std::string path;
  SourcePos begin, end; // `import` through the closing quote, end exclusive
};

std::vector<ScannedImport> scan_imports(std::string_view text);

} // namespace kt::parser
