#include "util/printf_format.h"

#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace kt::util {
namespace {

std::string format(std::string_view fmt, const std::vector<FormatArg> &args) {
  auto parsed = parse_printf_format(fmt);
  EXPECT_TRUE(parsed.ok()) << fmt << ": " << (parsed ? "" : parsed.error().message);
  return parsed ? format_printf(*parsed, args) : "";
}

struct FormatCase {
  std::string fmt;
  std::vector<FormatArg> args;
  std::string expected;
};

// Every expected output here was produced by running
//   BEGIN { printf("<fmt>", <args>); }
// under bpftrace 0.17.0 on the development VM, with integer literals as
// the arguments (bpftrace passes them as 64-bit values) and string
// literals for %s. Buffers are in BufferFormat below.
const FormatCase kBpftraceCases[] = {
    {"%d", {int64_t{-1}}, "-1"},
    {"%x", {int64_t{-1}}, "ffffffff"},
    {"%u", {int64_t{-1}}, "4294967295"},
    {"%lx", {int64_t{-1}}, "ffffffffffffffff"},
    {"%ld", {int64_t{-1}}, "-1"},
    {"%lu", {int64_t{-1}}, "18446744073709551615"},
    {"%llx", {int64_t{-1}}, "ffffffffffffffff"},
    {"%lld", {int64_t{-1}}, "-1"},
    {"%hx", {int64_t{-1}}, "ffff"},
    {"%hhx", {int64_t{-1}}, "ff"},
    {"%hhd", {int64_t{200}}, "-56"},
    {"%hhu", {int64_t{200}}, "200"},
    {"%hd", {int64_t{40000}}, "-25536"},
    {"%hu", {int64_t{-1}}, "65535"},
    {"%d", {int64_t{4294967297}}, "1"},
    {"%x", {int64_t{8589934591}}, "ffffffff"},
    {"%u", {int64_t{8589934591}}, "4294967295"},
    {"%ld", {int64_t{4294967297}}, "4294967297"},
    {"%zd", {int64_t{-1}}, "-1"},
    {"%jx", {int64_t{-1}}, "ffffffffffffffff"},
    {"%td", {int64_t{-1}}, "-1"},
    {"%zu", {int64_t{-1}}, "18446744073709551615"},
    {"%o", {int64_t{8}}, "10"},
    {"%X", {int64_t{2748}}, "ABC"},
    {"%lo", {int64_t{-1}}, "1777777777777777777777"},
    {"%lX", {int64_t{-2}}, "FFFFFFFFFFFFFFFE"},
    {"%c", {int64_t{65}}, "A"},
    {"%c", {int64_t{321}}, "A"},
    {"%c%c", {int64_t{104}, int64_t{105}}, "hi"},
    {"%5c", {int64_t{65}}, "    A"},
    {"%-3c", {int64_t{66}}, "B  "},
    {"%3c", {int64_t{0}}, "  "},
    {"%-3c", {int64_t{0}}, ""},
    {"%p", {int64_t{0}}, "(nil)"},
    {"%p", {int64_t{255}}, "0xff"},
    {"%p", {uint64_t{18446744071578845184u}}, "0xffffffff81000000"},
    {"%lp", {int64_t{-1}}, "0xffffffffffffffff"},
    {"%20p", {int64_t{4096}}, "              0x1000"},
    {"%-20p", {int64_t{4096}}, "0x1000              "},
    {"%hhp", {int64_t{4660}}, "0x1234"},
    {"%020p", {int64_t{4096}}, "0x000000000000001000"},
    {"%.8p", {int64_t{4096}}, "0x00001000"},
    {"%8p", {int64_t{0}}, "   (nil)"},
    {"%5d", {int64_t{42}}, "   42"},
    {"%-5d", {int64_t{42}}, "42   "},
    {"%05d", {int64_t{42}}, "00042"},
    {"%05d", {int64_t{-42}}, "-0042"},
    {"%5.2d", {int64_t{7}}, "   07"},
    {"%.5d", {int64_t{42}}, "00042"},
    {"%-8.3x", {int64_t{10}}, "00a     "},
    {"%.3d", {int64_t{-5}}, "-005"},
    {"%-8.3d", {int64_t{-5}}, "-005    "},
    {"%08.3d", {int64_t{-5}}, "    -005"},
    {"%-05d", {int64_t{7}}, "7    "},
    {"%05x", {int64_t{255}}, "000ff"},
    {"%12ld", {int64_t{-1234567890123}}, "-1234567890123"},
    {"%.0d", {int64_t{0}}, ""},
    {"%.0x", {int64_t{0}}, ""},
    {"%5.0d", {int64_t{0}}, "     "},
    {"%s", {"hello"}, "hello"},
    {"%.3s", {"abcdef"}, "abc"},
    {"%-16s", {"hi"}, "hi              "},
    {"%16s", {"hi"}, "              hi"},
    {"%.0s", {"xyz"}, ""},
    {"%05s", {"ab"}, "   ab"},
    {"%8.3s", {"abcdef"}, "     abc"},
    {"%s", {""}, ""},
    {"%5s", {""}, "     "},
    {"%-5s", {"toolongvalue"}, "toolongvalue"},
    {"%-6d %-16s %4d %s",
     {int64_t{123}, "bash", int64_t{-2}, "/etc/passwd"},
     "123    bash               -2 /etc/passwd"},
    {"no conversions", {}, "no conversions"},
    {"%s=%d", {"pid", int64_t{1}}, "pid=1"},
    {"[%%] [%s%%] [%%%d]\n", {"a", int64_t{5}}, "[%] [a%] [%5]\n"},
};

class BpftraceFormat : public testing::TestWithParam<FormatCase> {};

TEST_P(BpftraceFormat, MatchesBpftrace) {
  const FormatCase &c = GetParam();
  EXPECT_EQ(format(c.fmt, c.args), c.expected) << "format: " << c.fmt;
}

INSTANTIATE_TEST_SUITE_P(Verified, BpftraceFormat, testing::ValuesIn(kBpftraceCases));

// kt follows C where bpftrace 0.17 has bugs or gaps. bpftrace prints "%%"
// after the last conversion as "%%" and takes "%%d" for a conversion; it
// passes %i, '+', ' ' and '#' through as literal text.
const FormatCase kCCases[] = {
    {"100%%", {}, "100%"},
    {"%d%% done, 100%%", {int64_t{5}}, "5% done, 100%"},
    {"%%d %d", {int64_t{5}}, "%d 5"},
    {"%i", {int64_t{-7}}, "-7"},
    {"%li", {int64_t{-7}}, "-7"},
    {"%+d % d %+d", {int64_t{3}, int64_t{3}, int64_t{-3}}, "+3  3 -3"},
    {"%#x %#X %#o %#x %#o",
     {int64_t{255}, int64_t{255}, int64_t{8}, int64_t{0}, int64_t{0}},
     "0xff 0XFF 010 0 0"},
    {"%#.3o", {int64_t{8}}, "010"},
    {"%#05x", {int64_t{255}}, "0x0ff"},
    {"%+u", {int64_t{5}}, "5"},
    {"%+p", {int64_t{4096}}, "+0x1000"},
    {"%.d", {int64_t{0}}, ""},
    {"%+.0d", {int64_t{0}}, "+"},
    {"%hhd", {int64_t{-129}}, "127"},
    {"%d", {int64_t{INT64_MIN}}, "0"},
    {"%ld", {int64_t{INT64_MIN}}, "-9223372036854775808"},
    {"%ld", {uint64_t{UINT64_MAX}}, "-1"},
    {"%lu", {uint64_t{UINT64_MAX}}, "18446744073709551615"},
};

class CFormat : public testing::TestWithParam<FormatCase> {};

TEST_P(CFormat, MatchesC) {
  const FormatCase &c = GetParam();
  EXPECT_EQ(format(c.fmt, c.args), c.expected) << "format: " << c.fmt;
}

INSTANTIATE_TEST_SUITE_P(BeyondBpftrace, CFormat, testing::ValuesIn(kCCases));

// Verified with bpftrace 0.17 on the bytes "a B~\x7f\x01\xfe\\z\n" written by
// a traced shell: printf("<%r> <%rx> <%rh>", buf(...) x3).
TEST(BufferFormat, MatchesBpftrace) {
  std::string bytes("a B~\x7f\x01\xfe\\z\n");
  EXPECT_EQ(format("<%r> <%rx> <%rh>", {bytes, bytes, bytes}),
            "<a B~\\x7f\\x01\\xfe\\z\\x0a> "
            "<\\x61\\x20\\x42\\x7e\\x7f\\x01\\xfe\\x5c\\x7a\\x0a> "
            "<61 20 42 7e 7f 01 fe 5c 7a 0a>");
}

TEST(BufferFormat, EmbeddedNulAndWidth) {
  std::string bytes("\0a", 2);
  EXPECT_EQ(format("%r|%rh|%8r|%-8rx|", {bytes, bytes, bytes, bytes}), "\\x00a|00 61|   \\x00a|\\x00\\x61|");
  EXPECT_EQ(format("%r%rh", {std::string(), std::string()}), "");
}

TEST(FormatSafety, MissingArgumentsPrintNothing) {
  EXPECT_EQ(format("a%db%5sc%rd", {}), "abcd");
  EXPECT_EQ(format("%d-%d", {int64_t{1}}), "1-");
}

TEST(FormatSafety, SurplusArgumentsAreIgnored) {
  EXPECT_EQ(format("x%dy", {int64_t{1}, int64_t{2}, "three"}), "x1y");
}

TEST(FormatSafety, MismatchedArgumentsPrintAsText) {
  EXPECT_EQ(format("%5d|%x|%p", {"ab", "cd", "ef"}), "   ab|cd|ef");
  EXPECT_EQ(format("%s|%-4s|%.1s|%r", {int64_t{-12}, uint64_t{7}, int64_t{99}, int64_t{3}}), "-12|7   |9|3");
}

TEST(FormatSafety, StringStopsAtNul) { EXPECT_EQ(format("[%5s]", {std::string("ab\0cd", 5)}), "[   ab]"); }

TEST(FormatSafety, MalformedParsedFormat) {
  ParsedFormat parsed;
  parsed.literals = {"a"};
  parsed.specs = {FormatSpec{}, FormatSpec{}};
  EXPECT_EQ(format_printf(parsed, {int64_t{1}}), "a1");
  parsed.literals.clear();
  EXPECT_EQ(format_printf(parsed, {int64_t{1}}), "");
}

TEST(FormatSafety, MaximumWidth) {
  std::string out = format("%65535d", {int64_t{1}});
  EXPECT_EQ(out.size(), 65535u);
  EXPECT_EQ(out.back(), '1');
}

// ---- parsing ---------------------------------------------------------------

TEST(ParsePrintf, SplitsLiteralsAndSpecs) {
  auto parsed = parse_printf_format("pid %-6d comm %s 100%%\n");
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(parsed->literals, (std::vector<std::string>{"pid ", " comm ", " 100%\n"}));
  ASSERT_EQ(parsed->specs.size(), 2u);
  EXPECT_EQ(parsed->specs[0].offset, 4u);
  EXPECT_EQ(parsed->specs[0].length, 4u);
  EXPECT_EQ(parsed->specs[1].offset, 14u);
  EXPECT_EQ(parsed->specs[1].length, 2u);
}

TEST(ParsePrintf, EmptyAndPlain) {
  auto empty = parse_printf_format("");
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty->literals, std::vector<std::string>{""});
  EXPECT_TRUE(empty->specs.empty());
  auto spec_only = parse_printf_format("%d");
  ASSERT_TRUE(spec_only.ok());
  EXPECT_EQ(spec_only->literals, (std::vector<std::string>{"", ""}));
}

struct SpecCase {
  std::string fmt; // exactly one specifier
  FormatFlags flags;
  int width;
  int precision;
  LengthModifier length;
  Conversion conversion;
  ArgClass arg_class;
};

const SpecCase kSpecCases[] = {
    {"%d", {}, -1, -1, LengthModifier::None, Conversion::Decimal, ArgClass::Integer},
    {"%i", {}, -1, -1, LengthModifier::None, Conversion::Integer, ArgClass::Integer},
    {"%u", {}, -1, -1, LengthModifier::None, Conversion::Unsigned, ArgClass::Integer},
    {"%o", {}, -1, -1, LengthModifier::None, Conversion::Octal, ArgClass::Integer},
    {"%x", {}, -1, -1, LengthModifier::None, Conversion::Hex, ArgClass::Integer},
    {"%X", {}, -1, -1, LengthModifier::None, Conversion::HexUpper, ArgClass::Integer},
    {"%c", {}, -1, -1, LengthModifier::None, Conversion::Char, ArgClass::Integer},
    {"%p", {}, -1, -1, LengthModifier::None, Conversion::Pointer, ArgClass::Pointer},
    {"%s", {}, -1, -1, LengthModifier::None, Conversion::String, ArgClass::String},
    {"%r", {}, -1, -1, LengthModifier::None, Conversion::Buffer, ArgClass::Buffer},
    {"%rx", {}, -1, -1, LengthModifier::None, Conversion::BufferHex, ArgClass::Buffer},
    {"%rh", {}, -1, -1, LengthModifier::None, Conversion::BufferHexBytes, ArgClass::Buffer},
    {"%hhd", {}, -1, -1, LengthModifier::Char, Conversion::Decimal, ArgClass::Integer},
    {"%hu", {}, -1, -1, LengthModifier::Short, Conversion::Unsigned, ArgClass::Integer},
    {"%lx", {}, -1, -1, LengthModifier::Long, Conversion::Hex, ArgClass::Integer},
    {"%llX", {}, -1, -1, LengthModifier::LongLong, Conversion::HexUpper, ArgClass::Integer},
    {"%jo", {}, -1, -1, LengthModifier::IntMax, Conversion::Octal, ArgClass::Integer},
    {"%zu", {}, -1, -1, LengthModifier::Size, Conversion::Unsigned, ArgClass::Integer},
    {"%ti", {}, -1, -1, LengthModifier::PtrDiff, Conversion::Integer, ArgClass::Integer},
    {"%lp", {}, -1, -1, LengthModifier::Long, Conversion::Pointer, ArgClass::Pointer},
    {"%-16s", {.left = true}, 16, -1, LengthModifier::None, Conversion::String, ArgClass::String},
    {"%.3s", {}, -1, 3, LengthModifier::None, Conversion::String, ArgClass::String},
    {"%.s", {}, -1, 0, LengthModifier::None, Conversion::String, ArgClass::String},
    {"%04d", {.zero = true}, 4, -1, LengthModifier::None, Conversion::Decimal, ArgClass::Integer},
    {"%+ #0-12.5lld",
     {.left = true, .plus = true, .space = true, .alternate = true, .zero = true},
     12,
     5,
     LengthModifier::LongLong,
     Conversion::Decimal,
     ArgClass::Integer},
    {"%0-0-5x",
     {.left = true, .zero = true},
     5,
     -1,
     LengthModifier::None,
     Conversion::Hex,
     ArgClass::Integer},
    {"%65535.65535d", {}, 65535, 65535, LengthModifier::None, Conversion::Decimal, ArgClass::Integer},
};

class ParseSpec : public testing::TestWithParam<SpecCase> {};

TEST_P(ParseSpec, Fields) {
  const SpecCase &c = GetParam();
  auto parsed = parse_printf_format("<" + c.fmt + ">");
  ASSERT_TRUE(parsed.ok()) << c.fmt << ": " << parsed.error().message;
  ASSERT_EQ(parsed->specs.size(), 1u);
  const FormatSpec &spec = parsed->specs[0];
  EXPECT_EQ(spec.offset, 1u);
  EXPECT_EQ(spec.length, c.fmt.size());
  EXPECT_EQ(spec.flags.left, c.flags.left);
  EXPECT_EQ(spec.flags.plus, c.flags.plus);
  EXPECT_EQ(spec.flags.space, c.flags.space);
  EXPECT_EQ(spec.flags.alternate, c.flags.alternate);
  EXPECT_EQ(spec.flags.zero, c.flags.zero);
  EXPECT_EQ(spec.width, c.width);
  EXPECT_EQ(spec.precision, c.precision);
  EXPECT_EQ(spec.length_modifier, c.length);
  EXPECT_EQ(spec.conversion, c.conversion);
  EXPECT_EQ(arg_class(spec), c.arg_class);
  EXPECT_EQ(parsed->literals, (std::vector<std::string>{"<", ">"}));
  std::string name(conversion_name(spec.conversion));
  EXPECT_TRUE(c.fmt.ends_with(name)) << c.fmt << " vs " << name;
}

INSTANTIATE_TEST_SUITE_P(AllConversions, ParseSpec, testing::ValuesIn(kSpecCases));

TEST(ParsePrintf, GreedyBufferConversions) {
  // As in bpftrace, "%rx" and "%rh" win over "%r" followed by 'x' or 'h'.
  auto parsed = parse_printf_format("%rhello %rxy %ra");
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(parsed->literals, (std::vector<std::string>{"", "ello ", "y ", "a"}));
}

// %gr is bpftrace's GFP flags conversion; a lone %g stays floating point.
TEST(ParsePrintf, GfpFlagsConversion) {
  auto parsed = parse_printf_format("%-12gr|%grx");
  ASSERT_TRUE(parsed.ok());
  ASSERT_EQ(parsed->specs.size(), 2u);
  EXPECT_EQ(parsed->specs[0].conversion, Conversion::GfpFlags);
  EXPECT_EQ(parsed->specs[0].width, 12);
  EXPECT_EQ(arg_class(parsed->specs[0]), ArgClass::Integer);
  EXPECT_EQ(parsed->literals, (std::vector<std::string>{"", "|", "x"}));
  EXPECT_EQ(conversion_name(Conversion::GfpFlags), "gr");
}

// A value with a name (an enum's, or flags') prints its number for integer
// conversions and its name for %s and %gr; %gr of a plain integer prints
// it in decimal.
TEST(SymbolicFormat, NumberOrName) {
  FormatArg red = Symbolic{2, "RED"};
  EXPECT_EQ(format("%d %x %s [%5s] %-4s|", {red, red, red, red, red}), "2 2 RED [  RED] RED |");
  FormatArg flags = Symbolic{0xc0, "__GFP_IO|__GFP_FS"};
  EXPECT_EQ(format("%gr %lx %-20gr|", {flags, flags, flags}), "__GFP_IO|__GFP_FS c0 __GFP_IO|__GFP_FS   |");
  EXPECT_EQ(format("%gr", {uint64_t{192}}), "192");
}

struct ErrorCase {
  std::string fmt;
  std::string message;
  size_t offset;
  size_t length;
};

const ErrorCase kErrorCases[] = {
    {"%q", "unknown conversion '%q' in format string", 0, 2},
    {"ab %-5q", "unknown conversion '%-5q' in format string", 3, 4},
    {"%d %y %z", "unknown conversion '%y' in format string", 3, 2},
    {"%n", "unknown conversion '%n' in format string", 0, 2},
    {"%\n", "unknown conversion '%\\n' in format string", 0, 2},
    {"%\xc3\xa9", "unknown conversion '%\\xc3' in format string", 0, 2},
    {"%", "incomplete conversion '%' at end of format string", 0, 1},
    {"ok %", "incomplete conversion '%' at end of format string", 3, 1},
    {"%-08.3", "incomplete conversion '%-08.3' at end of format string", 0, 6},
    {"%ll", "incomplete conversion '%ll' at end of format string", 0, 3},
    {"%*d", "'*' width is not supported", 0, 2},
    {"x%-.*s", "'*' precision is not supported", 1, 4},
    {"%f", "floating-point conversion '%f' is not supported: kt has no floating-point values", 0, 2},
    {"%5.2e", "floating-point conversion '%5.2e' is not supported: kt has no floating-point values", 0, 5},
    {"%Lg", "floating-point conversion '%Lg' is not supported: kt has no floating-point values", 0, 3},
    {"%G %A %a %E %F",
     "floating-point conversion '%G' is not supported: kt has no floating-point "
     "values",
     0, 2},
    {"%Ld", "length modifier 'L' is not supported", 0, 2},
    {"%ls", "length modifier 'l' cannot be used with '%s'", 0, 3},
    {"%hhc", "length modifier 'hh' cannot be used with '%c'", 0, 4},
    {"%zrx", "length modifier 'z' cannot be used with '%rx'", 0, 4},
    {"%lgr", "length modifier 'l' cannot be used with '%gr'", 0, 4},
    {"%g", "floating-point conversion '%g' is not supported: kt has no floating-point values", 0, 2},
    {"%5%", "'%%' takes no flags, width, precision or length modifier", 0, 3},
    {"%65536d", "width 65536 is too large (at most 65535)", 0, 6},
    {"%.99999999999999999999s", "precision 99999999999999999999 is too large (at most 65535)", 0, 22},
};

class ParseError : public testing::TestWithParam<ErrorCase> {};

TEST_P(ParseError, MessageAndSpan) {
  const ErrorCase &c = GetParam();
  FormatSpan span{99, 99};
  auto parsed = parse_printf_format(c.fmt, &span);
  ASSERT_FALSE(parsed.ok()) << c.fmt;
  EXPECT_EQ(parsed.error().message, c.message);
  EXPECT_EQ(span.offset, c.offset) << c.fmt;
  EXPECT_EQ(span.length, c.length) << c.fmt;
}

INSTANTIATE_TEST_SUITE_P(All, ParseError, testing::ValuesIn(kErrorCases));

TEST(ParsePrintf, ErrorSpanIsOptional) { EXPECT_FALSE(parse_printf_format("%q").ok()); }

// ---- differential: kt against glibc snprintf ---------------------------------

// snprintf with a format this test builds from known-good pieces.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wformat-nonliteral"
template <typename T> std::string c_format(const std::string &fmt, T value) {
  std::vector<char> buf(256);
  int n = std::snprintf(buf.data(), buf.size(), fmt.c_str(), value);
  return std::string(buf.data(), n > 0 ? static_cast<size_t>(n) : 0);
}
#pragma clang diagnostic pop

std::vector<std::string> flag_sets() {
  std::vector<std::string> out;
  const std::string flags = "-+ #0";
  for (unsigned mask = 0; mask < 32; ++mask) {
    std::string s;
    for (unsigned bit = 0; bit < 5; ++bit)
      if (mask & (1u << bit))
        s += flags[bit];
    out.push_back(s);
  }
  return out;
}

const std::vector<std::string> kWidths = {"", "1", "5", "12", "25"};
const std::vector<std::string> kPrecisions = {"", ".", ".0", ".1", ".3", ".20"};

// The C value a vararg of this length modifier carries.
std::string c_integer(const std::string &fmt, const std::string &length, int64_t v) {
  if (length.empty() || length == "h" || length == "hh")
    return c_format(fmt, static_cast<int>(v));
  return c_format(fmt, static_cast<long long>(v));
}

TEST(DifferentialPrintf, IntegersMatchGlibc) {
  const int64_t values[] = {0,    1,         -1,        42,        -42,         200,        40000,
                            -129, INT64_MIN, INT64_MAX, INT32_MIN, 0x100000001, 0xdeadbeef, 8};
  int checked = 0;
  for (const std::string &flags : flag_sets())
    for (const std::string &width : kWidths)
      for (const std::string &precision : kPrecisions)
        for (const std::string &length : {"", "hh", "h", "l", "ll", "j", "z", "t"})
          for (char conversion : std::string("diuoxX")) {
            std::string fmt = "%" + flags + width + precision + length + conversion;
            auto parsed = parse_printf_format(fmt);
            ASSERT_TRUE(parsed.ok()) << fmt;
            for (int64_t v : values) {
              ASSERT_EQ(format_printf(*parsed, {v}), c_integer(fmt, length, v)) << fmt << " of " << v;
              ++checked;
            }
          }
  EXPECT_GT(checked, 100000);
}

TEST(DifferentialPrintf, PointersMatchGlibc) {
  const uint64_t values[] = {0, 1, 4096, 0xffffffff81000000, UINT64_MAX};
  for (const std::string &flags : flag_sets())
    for (const std::string &width : kWidths)
      for (const std::string &precision : kPrecisions)
        for (uint64_t v : values) {
          std::string fmt = "%" + flags + width + precision + "p";
          auto *ptr = reinterpret_cast<void *>(static_cast<uintptr_t>(v));
          ASSERT_EQ(format(fmt, {v}), c_format(fmt, ptr)) << fmt << " of " << v;
        }
}

TEST(DifferentialPrintf, CharsAndStringsMatchGlibc) {
  const char *strings[] = {"", "a", "hello", "a longer string than the widths"};
  for (const std::string &flags : {"", "-", "0", "-0"})
    for (const std::string &width : kWidths)
      for (const std::string &precision : kPrecisions) {
        std::string s_fmt = "%" + flags + width + precision + "s";
        for (const char *s : strings)
          ASSERT_EQ(format(s_fmt, {std::string(s)}), c_format(s_fmt, s)) << s_fmt;
        std::string c_fmt = "%" + flags + width + "c";
        for (int64_t c : {65, 0x141, 0x7e, 0xff})
          ASSERT_EQ(format(c_fmt, {c}), c_format(c_fmt, static_cast<int>(c))) << c_fmt;
      }
}

} // namespace
} // namespace kt::util
