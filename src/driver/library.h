// kt's library and the search path: where `import` and recipes run by
// name are looked up, and which files on it kt refuses.
//
// Reads: /proc/self/exe (the installed library is PREFIX/share/kt beside
// PREFIX/bin/kt), $KT_PATH, the file system's permission bits.
// Writes: nothing.
// What the search path must not hold (files and directories other users
// can write) is util/shared_write.h's question.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kt::driver {

struct Library {
  std::string stdlib_dir; // importable building blocks (errno.kt, ...)
  std::string tools_dir;  // recipes (opensnoop.kt, ...)
};

// PREFIX when kt runs from PREFIX/bin and PREFIX/share/kt/stdlib is there:
// an installed kt (any prefix, no environment variable needed), which
// uses only its prefix's files; none for kt run from its build directory.
const std::optional<std::string> &installed_prefix();

// PREFIX/share/kt/{stdlib,tools} for an installed kt; otherwise the source
// tree's stdlib/ and tools/.
const Library &library();

// The directories searched, in order, after an importing file's own:
// each -I directory, each directory of $KT_PATH (colon-separated, empty
// entries skipped), then `last` (the standard library or the tools).
std::vector<std::string> search_dirs(const std::vector<std::string> &include_dirs, const std::string &last);

} // namespace kt::driver
