#include "parser/literals.h"

#include <cctype>

namespace kt::parser {
namespace {

bool mul_overflows(uint64_t a, uint64_t b, uint64_t &out) { return __builtin_mul_overflow(a, b, &out); }

int digit_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return 99;
}

// Reads digits of `base` (with '_' separators between digits) starting at
// `pos`; stops at the first other character.
bool read_digits(std::string_view text, size_t &pos, unsigned base, uint64_t &value, LiteralError &err) {
  size_t start = pos;
  bool last_digit = false;
  for (; pos < text.size(); pos++) {
    char c = text[pos];
    if (c == '_') {
      if (!last_digit || pos + 1 >= text.size() || static_cast<unsigned>(digit_value(text[pos + 1])) >= base) {
        err = {"invalid digit separator in integer literal", pos, 1};
        return false;
      }
      last_digit = false;
      continue;
    }
    unsigned d = static_cast<unsigned>(digit_value(c));
    if (d >= base)
      break;
    uint64_t next;
    if (mul_overflows(value, base, next) || __builtin_add_overflow(next, uint64_t{d}, &next)) {
      err = {"integer literal is too large", 0, text.size()};
      return false;
    }
    value = next;
    last_digit = true;
  }
  if (pos == start) {
    err = {"expected digits in integer literal", pos, 1};
    return false;
  }
  return true;
}

struct Unit {
  std::string_view suffix;
  uint64_t ns;
};
constexpr Unit kUnits[] = {
    {"ns", 1}, {"us", 1000}, {"ms", 1000000}, {"s", 1000000000ull},
    {"m", 60000000000ull}, {"h", 3600000000000ull}, {"d", 86400000000000ull},
};

} // namespace

std::optional<uint64_t> parse_integer(std::string_view text, LiteralError &err) {
  uint64_t value = 0;
  size_t pos = 0;
  unsigned base = 10;
  if (text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
    base = 16, pos = 2;
  else if (text.size() > 1 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B'))
    base = 2, pos = 2;
  else if (text.size() > 1 && text[0] == '0' && (std::isdigit(static_cast<unsigned char>(text[1])) || text[1] == '_'))
    base = 8, pos = 0;

  if (base == 8 || base == 2) {
    size_t bad = text.find_first_not_of(base == 8 ? "01234567_" : "01_", pos);
    if (bad != std::string_view::npos && std::isdigit(static_cast<unsigned char>(text[bad]))) {
      err = {"invalid digit '" + std::string(1, text[bad]) + "' in " + (base == 8 ? "octal" : "binary") + " literal",
             bad, 1};
      return std::nullopt;
    }
  }
  if (!read_digits(text, pos, base, value, err))
    return std::nullopt;
  if (pos == text.size())
    return value;
  if (base == 10 && (text[pos] == 'e' || text[pos] == 'E') && pos + 1 < text.size() &&
      std::isdigit(static_cast<unsigned char>(text[pos + 1]))) {
    pos++;
    uint64_t exp = 0;
    if (!read_digits(text, pos, 10, exp, err))
      return std::nullopt;
    for (uint64_t i = 0; i < exp; i++) {
      if (mul_overflows(value, 10, value)) {
        err = {"integer literal is too large", 0, text.size()};
        return std::nullopt;
      }
    }
    if (pos == text.size())
      return value;
  }
  if (base == 10) {
    std::string_view suffix = text.substr(pos);
    for (const Unit &u : kUnits) {
      if (suffix == u.suffix) {
        if (mul_overflows(value, u.ns, value)) {
          err = {"duration is too large", 0, text.size()};
          return std::nullopt;
        }
        return value;
      }
    }
  }
  err = {"invalid suffix '" + std::string(text.substr(pos)) + "' on integer literal", pos, text.size() - pos};
  return std::nullopt;
}

std::optional<std::string> parse_string(std::string_view text, LiteralError &err) {
  std::string out;
  size_t end = text.size() - (text.size() >= 2 && text.back() == '"' ? 1 : 0);
  for (size_t i = 1; i < end; i++) {
    char c = text[i];
    if (c != '\\') {
      out.push_back(c);
      continue;
    }
    size_t start = i++;
    if (i >= end) {
      err = {"incomplete escape sequence", start, 1};
      return std::nullopt;
    }
    switch (char e = text[i]) {
    case 'n': out.push_back('\n'); break;
    case 't': out.push_back('\t'); break;
    case 'r': out.push_back('\r'); break;
    case 'a': out.push_back('\a'); break;
    case 'b': out.push_back('\b'); break;
    case 'f': out.push_back('\f'); break;
    case 'v': out.push_back('\v'); break;
    case 'e': out.push_back('\033'); break;
    case '\\': out.push_back('\\'); break;
    case '"': out.push_back('"'); break;
    case '\'': out.push_back('\''); break;
    case 'x': {
      unsigned v = 0, n = 0;
      while (n < 2 && i + 1 < end && digit_value(text[i + 1]) < 16)
        v = v * 16 + digit_value(text[++i]), n++;
      if (n == 0) {
        err = {"'\\x' used with no following hex digits", start, 2};
        return std::nullopt;
      }
      out.push_back(static_cast<char>(v));
      break;
    }
    default:
      if (e >= '0' && e <= '7') {
        unsigned v = e - '0', n = 1;
        while (n < 3 && i + 1 < end && text[i + 1] >= '0' && text[i + 1] <= '7')
          v = v * 8 + (text[++i] - '0'), n++;
        if (v > 0xff) {
          err = {"octal escape sequence out of range", start, i - start + 1};
          return std::nullopt;
        }
        out.push_back(static_cast<char>(v));
        break;
      }
      err = {"unknown escape sequence '\\" + std::string(1, e) + "'", start, 2};
      return std::nullopt;
    }
  }
  return out;
}

} // namespace kt::parser
