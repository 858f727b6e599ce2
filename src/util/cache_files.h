// Files kt keeps between runs (the kernel's function list, preprocessed
// C parts): a directory only this user may write, and files replaced
// whole, so a reader never sees half of one.
#pragma once

#include <string>

namespace kt::util {

// Creates `dir` (mode 0700) if missing; whether it can be trusted: a
// directory this user owns that nobody else may write to.
bool usable_cache_dir(const std::string &dir);

// Writes `text` to `path` through a temporary file renamed over it;
// false (and nothing left behind) on failure.
bool write_atomically(const std::string &path, const std::string &text);

} // namespace kt::util
