// Integer and string literal decoding, shared by the lexer and the
// attach-point parser. Errors come back as text plus the byte offset they
// refer to; callers turn them into located diagnostics.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kt::parser {

struct LiteralError {
  std::string message;
  size_t offset = 0; // byte offset into the literal text
  size_t length = 1;
};

// Decodes `1234`, `1_000`, `0x1f`, `0b101`, `0755`, `1e6`, and decimal
// durations `10ns 10us 10ms 2s 5m 1h 1d` (the value is in nanoseconds).
std::optional<uint64_t> parse_integer(std::string_view text, LiteralError &err);

// Decodes a quoted string literal (quotes included in `text`): escapes
// \n \t \r \\ \" \' \0 \a \b \f \v \e, \xHH and \NNN (octal).
std::optional<std::string> parse_string(std::string_view text, LiteralError &err);

} // namespace kt::parser
