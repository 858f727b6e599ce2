// Clang's diagnostics about a script's C parts, said again as kt's, at the
// script's own line and column (preprocess.h says which ones).
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

#include "ast/diagnostics.h"
#include "cparts/preprocess.h"

namespace kt::cparts {

struct Libclang;

// Reports the diagnostics of `tu` that concern the C parts of `file`
// (the unit's main file `main`): those on its C lines (`c_lines`, 1-based:
// directive lines and C declarations), at their own line and column, and
// preprocessor errors in its headers, at the #include line that led to
// them.
void report_clang_diagnostics(const Libclang &lc, CXTranslationUnit tu, CXFile main, const SourceFile &file,
                              const std::vector<bool> &c_lines, const Options &opts, Diagnostics &diags);

// What provides a header `#include <name>` (system) or `#include "name"`
// did not find: a hint for the user. `kernel` is set when it is one of the
// kernel's own headers.
std::string missing_header_hint(const std::string &name, bool system, const Options &opts, bool &kernel);

} // namespace kt::cparts
