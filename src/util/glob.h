// Shell-style wildcard matching for probe patterns (`kt -l 'tracepoint:sched:*'`,
// `uprobe:libc:mall*`), as fnmatch(3) without flags: `*` matches any run of
// characters (':' and '/' included), `?` one character, `[abc]`, `[a-z]` and
// `[!x]` (or `[^x]`) one character of (not of) a set, and `\` makes the next
// character literal.
#pragma once

#include <string_view>

namespace kt {

// Whether `text` matches all of `pattern`. A malformed set (a '[' with no
// closing ']') matches a literal '['.
bool glob_match(std::string_view pattern, std::string_view text);

// Whether `pattern` has a wildcard character (`*`, `?` or `[`).
bool has_wildcard(std::string_view pattern);

} // namespace kt
