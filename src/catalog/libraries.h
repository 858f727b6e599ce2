// Finding the file behind a uprobe/usdt target: `uprobe:/usr/bin/app:f`
// names a path; `uprobe:libc:malloc` names a shared library, found the way
// the dynamic linker finds it (its /etc/ld.so.cache), and `uprobe:bash:f`
// an executable on $PATH.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

// One library of /etc/ld.so.cache: "libc.so.6" -> "/lib/x86_64-linux-gnu/libc.so.6".
struct LdCacheEntry {
  std::string soname;
  std::string path;
  int32_t flags = 0; // FLAG_ELF_LIBC6 | FLAG_X8664_LIB64, ...: the library's ABI
};

// Parses the bytes of an ld.so.cache in glibc's format "glibc-ld.so.cache1.1"
// (alone, as glibc >= 2.32 writes it, or after an old "ld.so-1.7.0" part).
// Entries keep the cache's order, which is the linker's preference order.
// Errors: "not an ld.so.cache", "truncated ...", "... out of bounds".
Result<std::vector<LdCacheEntry>> parse_ld_cache(std::string_view bytes);

// Whether a cache entry's flags are this machine's ABI (x86-64 libc6 on
// x86-64): a 32-bit libc in the same cache must not be picked.
bool is_host_abi(int32_t flags);

// The library `name` names, from `cache` (host-ABI entries only) and then
// from `dirs`: the soname itself (`libc.so.6`) or a soname that starts with
// NAME.so (`libc` -> `libc.so.6`). Empty if none.
std::string find_library(std::string_view name, const std::vector<LdCacheEntry> &cache,
                         const std::vector<std::string> &dirs);

// The file a probe target names: a path (containing '/') as given, if it is
// a regular file; a library by name (ld.so.cache, then the standard library
// directories); an executable on $PATH. Errors: "'NAME': no such file",
// "'NAME': no library or executable of that name (looked in ...)".
Result<std::string> resolve_binary(const std::string &name);

} // namespace kt::catalog
