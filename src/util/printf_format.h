// printf format strings: parsed once by the type checker (which reports bad
// conversions and checks argument types) and used again by the runtime,
// which formats each printf record.
//
//   util::FormatSpan at;
//   auto parsed = util::parse_printf_format("%-6d %s\n", &at);
//   if (!parsed) report(at.offset, at.length, parsed.error().message);
//   std::string line = util::format_printf(*parsed, {int64_t{42}, "bash"});
//
// The dialect is bpftrace's, which is C's minus floating point:
//   %[flags][width][.precision][length]conversion
//   flags       - + space # 0
//   width       decimal digits (no '*'), at most kMaxFieldWidth
//   precision   '.' and decimal digits (no '*'), at most kMaxFieldWidth
//   length      hh h l ll j z t (integer conversions only)
//   conversion  d i u o x X c p s r rx rh gr, and %% for a literal '%'
// (%gr: GFP flags by name, as the kernel's %pGg; a value that has no names
// prints in decimal)
// Integers are 64-bit values passed as a C vararg would be: without a length
// modifier %d and %x see the low 32 bits, as bpftrace 0.17 prints them
// (printf("%x", -1) is "ffffffff"; use %lx for all 64 bits).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "util/result.h"

namespace kt::util {

// The largest width or precision a format string may ask for.
inline constexpr int kMaxFieldWidth = 65535;

enum class LengthModifier : uint8_t {
  None,
  Char,     // hh: 8 bits
  Short,    // h: 16 bits
  Long,     // l: 64 bits
  LongLong, // ll: 64 bits
  IntMax,   // j: 64 bits
  Size,     // z: 64 bits
  PtrDiff,  // t: 64 bits
};

enum class Conversion : uint8_t {
  Decimal,        // d
  Integer,        // i (same output as d)
  Unsigned,       // u
  Octal,          // o
  Hex,            // x
  HexUpper,       // X
  Char,           // c
  Pointer,        // p: 0x + hex, "(nil)" for 0
  String,         // s
  Buffer,         // r: printable bytes as-is, others as \xNN
  BufferHex,      // rx: every byte as \xNN
  BufferHexBytes, // rh: every byte as NN, separated by spaces
  GfpFlags,       // gr: GFP flags by name, "__GFP_IO|__GFP_FS"
};

struct FormatFlags {
  bool left = false;      // '-'
  bool plus = false;      // '+'
  bool space = false;     // ' '
  bool alternate = false; // '#'
  bool zero = false;      // '0'
};

// One conversion specifier, e.g. "%-16s".
struct FormatSpec {
  size_t offset = 0; // byte offset of its '%' in the format string
  size_t length = 0; // bytes from the '%' through the conversion
  FormatFlags flags;
  int width = -1;     // -1 when absent
  int precision = -1; // -1 when absent
  LengthModifier length_modifier = LengthModifier::None;
  Conversion conversion = Conversion::Decimal;
};

// A format string split into literal text and specifiers: literals[i] comes
// before specs[i], and literals has one more element than specs. Literal
// text has "%%" already turned into "%".
struct ParsedFormat {
  std::vector<std::string> literals{""};
  std::vector<FormatSpec> specs;
};

// Where in the format string a parse error is.
struct FormatSpan {
  size_t offset = 0;
  size_t length = 0;
};

// The kind of argument a specifier takes.
enum class ArgClass : uint8_t {
  Integer, // d i u o x X c: any integer (bool, enum, pointer too)
  Pointer, // p: an integer or a pointer
  String,  // s: a string, or any value the runtime renders as text
  Buffer,  // r rx rh: a buffer from buf()
};

// Parses a printf format string. Errors (messages are ready for a
// diagnostic) are the first bad specifier: an unknown conversion, a
// floating-point conversion, '*' width or precision, a length modifier on a
// non-integer conversion, a width or precision over kMaxFieldWidth, or a '%'
// with nothing after it. When `error_span` is given, a failure stores there
// the bytes of the offending specifier (from its '%').
Result<ParsedFormat> parse_printf_format(std::string_view fmt, FormatSpan *error_span = nullptr);

// The argument kind `spec` accepts.
ArgClass arg_class(const FormatSpec &spec);

// Bits a C vararg of this length modifier holds: printf("%d", x) reads an
// int (32), %hhd a char, %ld and the other 64-bit ones all 64.
int length_bits(LengthModifier m);

// The conversion as written after the flags: "d", "rx", ...
std::string_view conversion_name(Conversion conversion);

// An integer that has a name too: an enum's value (its enumerator's name)
// or GFP flags (their names, for %gr). Integer conversions print the
// number, %s and %gr the name.
struct Symbolic {
  uint64_t bits = 0;
  std::string name;
  friend bool operator==(const Symbolic &, const Symbolic &) = default;
};

// A printf argument: integers as 64-bit values, strings and buffers (for %r)
// as bytes.
using FormatArg = std::variant<int64_t, uint64_t, std::string, Symbolic>;

// Formats `args` by `parsed`, as C printf (glibc) would and as bpftrace 0.17
// does. Never fails: a missing argument prints nothing for its specifier,
// surplus arguments are ignored, an integer given to %s or %r prints in
// decimal, a string given to an integer conversion prints as %s would.
// %s stops at the string's first NUL byte; %c of 0 prints only its padding
// to the left (bpftrace cuts each conversion at its NUL).
std::string format_printf(const ParsedFormat &parsed, const std::vector<FormatArg> &args);

} // namespace kt::util
