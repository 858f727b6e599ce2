// /proc/kallsyms, read fast: one read of the whole file and a parse over
// string_views (the file has 100,000s of lines; a stream per line costs
// seconds under emulation). Used to symbolize kernel addresses, to check
// that a kernel function exists, and to list traceable functions.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "util/result.h"

namespace kt::catalog {

// One line: "ffffffff81000000 T _stext" or "ffffffffc0000000 t f\t[module]".
struct KallsymsLine {
  uint64_t addr = 0;
  char type = 0;                // 'T', 't', 'W', 'D', ...
  std::string_view name;
  std::string_view module;      // empty for the core kernel
  bool is_code() const { return type == 't' || type == 'T' || type == 'w' || type == 'W'; }
  bool is_text() const { return type == 't' || type == 'T'; } // functions, not weak aliases
};

// Calls `fn` for every well-formed line of `text`.
void parse_kallsyms(std::string_view text, const std::function<void(const KallsymsLine &)> &fn);

// The text of `path` (default /proc/kallsyms).
Result<std::string> read_kallsyms(const std::string &path = "/proc/kallsyms");

} // namespace kt::catalog
