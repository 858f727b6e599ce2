#include <gtest/gtest.h>

#include "parser/literals.h"

namespace kt::parser {
namespace {

struct IntCase {
  const char *text;
  uint64_t value;
};

class IntegerLiterals : public testing::TestWithParam<IntCase> {};

TEST_P(IntegerLiterals, Decode) {
  LiteralError err;
  auto v = parse_integer(GetParam().text, err);
  ASSERT_TRUE(v.has_value()) << GetParam().text << ": " << err.message;
  EXPECT_EQ(*v, GetParam().value);
}

INSTANTIATE_TEST_SUITE_P(
    Valid, IntegerLiterals,
    testing::Values(IntCase{"0", 0}, IntCase{"42", 42}, IntCase{"1_000_000", 1000000}, IntCase{"0x1f", 31},
                    IntCase{"0XFF", 255}, IntCase{"0xdead_beef", 0xdeadbeef}, IntCase{"0b101", 5},
                    IntCase{"0755", 0755}, IntCase{"0_10", 010}, IntCase{"1e6", 1000000}, IntCase{"2E3", 2000},
                    IntCase{"10ns", 10}, IntCase{"10us", 10000}, IntCase{"1ms", 1000000},
                    IntCase{"2s", 2000000000}, IntCase{"1m", 60000000000}, IntCase{"1h", 3600000000000},
                    IntCase{"1d", 86400000000000}, IntCase{"18446744073709551615", UINT64_MAX},
                    IntCase{"0xffffffffffffffff", UINT64_MAX}));

struct BadIntCase {
  const char *text;
  const char *message;
  size_t offset;
};

class BadIntegerLiterals : public testing::TestWithParam<BadIntCase> {};

TEST_P(BadIntegerLiterals, Reject) {
  LiteralError err;
  auto v = parse_integer(GetParam().text, err);
  EXPECT_FALSE(v.has_value()) << GetParam().text;
  EXPECT_EQ(err.message, GetParam().message);
  EXPECT_EQ(err.offset, GetParam().offset);
}

INSTANTIATE_TEST_SUITE_P(
    Invalid, BadIntegerLiterals,
    testing::Values(BadIntCase{"18446744073709551616", "integer literal is too large", 0},
                    BadIntCase{"0x10000000000000000", "integer literal is too large", 0},
                    BadIntCase{"1e20", "integer literal is too large", 0},
                    BadIntCase{"100000000000d", "duration is too large", 0},
                    BadIntCase{"0x", "expected digits in integer literal", 2},
                    BadIntCase{"0b2", "invalid digit '2' in binary literal", 2},
                    BadIntCase{"0b102", "invalid digit '2' in binary literal", 4},
                    BadIntCase{"08", "invalid digit '8' in octal literal", 1},
                    BadIntCase{"12abc", "invalid suffix 'abc' on integer literal", 2},
                    BadIntCase{"1_", "invalid digit separator in integer literal", 1},
                    BadIntCase{"1__0", "invalid digit separator in integer literal", 1},
                    BadIntCase{"0x1fz", "invalid suffix 'z' on integer literal", 4},
                    BadIntCase{"5sec", "invalid suffix 'sec' on integer literal", 1}));

TEST(StringLiterals, Escapes) {
  LiteralError err;
  auto s = parse_string(R"("a\nb\tc\\d\"e\'f\0g\x41\101\e")", err);
  ASSERT_TRUE(s.has_value()) << err.message;
  EXPECT_EQ(*s, std::string("a\nb\tc\\d\"e'f\0gAA\033", 16));
}

TEST(StringLiterals, HexEscapeTakesAtMostTwoDigits) {
  LiteralError err;
  EXPECT_EQ(parse_string(R"("\x414")", err), "A4");
}

TEST(StringLiterals, OctalEscapeTakesAtMostThreeDigits) {
  LiteralError err;
  EXPECT_EQ(parse_string(R"("\1011")", err), "A1");
}

TEST(StringLiterals, UnknownEscape) {
  LiteralError err;
  EXPECT_FALSE(parse_string(R"("ab\q")", err).has_value());
  EXPECT_EQ(err.message, "unknown escape sequence '\\q'");
  EXPECT_EQ(err.offset, 3u);
  EXPECT_EQ(err.length, 2u);
}

TEST(StringLiterals, EmptyHexEscape) {
  LiteralError err;
  EXPECT_FALSE(parse_string(R"("\xg")", err).has_value());
  EXPECT_EQ(err.message, "'\\x' used with no following hex digits");
  EXPECT_EQ(err.offset, 1u);
}

TEST(StringLiterals, OctalOutOfRange) {
  LiteralError err;
  EXPECT_FALSE(parse_string(R"("\777")", err).has_value());
  EXPECT_EQ(err.message, "octal escape sequence out of range");
}

} // namespace
} // namespace kt::parser
