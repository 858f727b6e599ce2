// Files kt keeps between runs (the kernel's function list, preprocessed
// C parts, compiled programs): a directory only this user may write, and files replaced
// whole, so a reader never sees half of one.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kt::util {

// Creates `dir` (mode 0700) if missing; whether it can be trusted: a
// directory this user owns that nobody else may write to.
bool usable_cache_dir(const std::string &dir);

// FNV-1a, 64 bits: names of cache files, and second hashes in them.
uint64_t fnv1a(std::string_view s);

// A file as the caches tell it apart: "DEV:INODE:SIZE:MTIME" in hex and
// decimal (a replaced, grown or touched file differs); "-" when `path`
// cannot be stat()ed.
std::string file_identity(const std::string &path);

// Writes `text` to `path` through a temporary file renamed over it;
// false (and nothing left behind) on failure.
bool write_atomically(const std::string &path, const std::string &text);

} // namespace kt::util
