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

// Keeps the files of `dir` whose names start with `prefix` and end with
// `suffix` to at most `max_files` and `max_bytes` in all, removing the
// least recently modified first (the newest is always kept; a cache that
// touches a file it reads keeps it longest).
void prune_cache_files(const std::string &dir, std::string_view prefix, std::string_view suffix,
                       size_t max_files, uint64_t max_bytes);

// Writes `text` to `path` through a temporary file renamed over it;
// false (and nothing left behind) on failure.
bool write_atomically(const std::string &path, const std::string &text);

} // namespace kt::util
