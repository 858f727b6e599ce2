// Walking the lines of a text held in memory (procfs and tracefs files,
// caches), without copying them.
#pragma once

#include <string_view>

namespace kt {

// Calls fn(line) for each line of `text`, without its '\n'; a last line
// without one counts too. Stops early when fn returns false.
template <typename F> void for_each_line(std::string_view text, F fn) {
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    std::string_view line = text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? text.size() : nl + 1;
    if (!fn(line))
      return;
  }
}

// The text between '[' and ']' after `from` in `s` ("ext4" in
// "ext4_file_open [ext4]"), or empty.
inline std::string_view bracketed(std::string_view s, size_t from = 0) {
  size_t open = s.find('[', from), close = s.find(']', from);
  if (open == std::string_view::npos || close == std::string_view::npos || close < open)
    return {};
  return s.substr(open + 1, close - open - 1);
}

} // namespace kt
