#include "util/glob.h"

namespace kt {
namespace {

// Matches the set starting at pattern[p] == '[' against c. Returns the index
// just past the closing ']', or 0 when the set is unterminated.
size_t match_set(std::string_view pattern, size_t p, char c, bool &matched) {
  size_t i = p + 1;
  bool negate = i < pattern.size() && (pattern[i] == '!' || pattern[i] == '^');
  if (negate)
    i++;
  bool hit = false;
  bool first = true;
  for (; i < pattern.size(); i++, first = false) {
    char lo = pattern[i];
    if (lo == ']' && !first) {
      matched = hit != negate;
      return i + 1;
    }
    if (lo == '\\' && i + 1 < pattern.size())
      lo = pattern[++i];
    char hi = lo;
    if (i + 2 < pattern.size() && pattern[i + 1] == '-' && pattern[i + 2] != ']') {
      hi = pattern[i + 2];
      i += 2;
    }
    if (lo <= c && c <= hi)
      hit = true;
  }
  return 0;
}

} // namespace

bool glob_match(std::string_view pattern, std::string_view text) {
  // Iterative matching with one backtrack point (the last '*'): linear for
  // the patterns people write, never exponential.
  size_t p = 0, t = 0;
  size_t star_p = std::string_view::npos, star_t = 0;
  while (t < text.size()) {
    if (p < pattern.size()) {
      char pc = pattern[p];
      if (pc == '*') {
        star_p = p++;
        star_t = t;
        continue;
      }
      if (pc == '?') {
        p++, t++;
        continue;
      }
      if (pc == '[') {
        bool matched = false;
        size_t next = match_set(pattern, p, text[t], matched);
        if (next != 0) {
          if (matched) {
            p = next, t++;
            continue;
          }
        } else if (text[t] == '[') { // unterminated: a literal '['
          p++, t++;
          continue;
        }
      } else {
        if (pc == '\\' && p + 1 < pattern.size())
          pc = pattern[++p];
        if (pc == text[t]) {
          p++, t++;
          continue;
        }
      }
    }
    if (star_p == std::string_view::npos)
      return false;
    p = star_p + 1;
    t = ++star_t;
  }
  while (p < pattern.size() && pattern[p] == '*')
    p++;
  return p == pattern.size();
}

bool has_wildcard(std::string_view pattern) { return pattern.find_first_of("*?[") != std::string_view::npos; }

} // namespace kt
