// UTF-8 for output that must be valid text: a traced program's strings
// are bytes, and JSON (and a terminal) want UTF-8. A byte that does not
// start a valid sequence is escaped as \xNN by the formatters that use
// this (args(), JSON strings).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kt::util {

// The length (2 to 4) of the valid UTF-8 sequence of a non-ASCII
// character at s[i], or 0 when the bytes there are not one (a stray
// continuation byte, a cut sequence, an overlong form, a surrogate, a code
// point past U+10FFFF). s[i] must be >= 0x80.
inline size_t utf8_sequence(std::string_view s, size_t i) {
  auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  unsigned c = at(0);
  size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (!n)
    return 0;
  for (size_t k = 1; k < n; k++)
    if ((at(k) & 0xc0) != 0x80)
      return 0;
  unsigned c1 = at(1);
  if ((c == 0xe0 && c1 < 0xa0) || (c == 0xed && c1 > 0x9f) || (c == 0xf0 && c1 < 0x90) || (c == 0xf4 && c1 > 0x8f))
    return 0; // overlong, surrogate, past U+10FFFF
  return n;
}

// Appends the non-ASCII byte s[i] to `out`: with the rest of its UTF-8
// character when it starts one, else as `backslash` + "xNN" (args() writes
// "\\x", JSON "\\\\x", an escaped backslash). Returns the bytes consumed.
inline size_t append_non_ascii(std::string &out, std::string_view s, size_t i, std::string_view backslash) {
  if (size_t n = utf8_sequence(s, i)) {
    out.append(s.substr(i, n));
    return n;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  auto c = static_cast<unsigned char>(s[i]);
  out.append(backslash);
  out += 'x';
  out += kHex[c >> 4];
  out += kHex[c & 15];
  return 1;
}

} // namespace kt::util
