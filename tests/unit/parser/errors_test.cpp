// Malformed programs: each case gives the exact location and message of the
// first diagnostic, and how many errors the program produces in all (so a
// case also proves there is no cascade).
#include <gtest/gtest.h>

#include "parser/parse_helpers.h"

namespace kt::test {
namespace {

struct ErrorCase {
  const char *program;
  const char *expected; // "LINE:COL: error: message" of the first diagnostic
  size_t errors = 1;    // total errors reported
};

void PrintTo(const ErrorCase &c, std::ostream *os) { *os << c.program; }

const ErrorCase kCases[] = {
    // ---- expressions ----
    {"BEGIN { @x = ; }", "1:14: error: expected expression, found ';'"},
    {"BEGIN { @x = 1 @y = 2 }", "1:16: error: expected ';' or '}', found '@y'"},
    {"BEGIN { $z = (; }", "1:15: error: expected expression or type name, found ';'"},
    // ---- recovery: independent errors are all reported ----
    {"BEGIN { @x = ; } END { @y = ; }", "1:14: error: expected expression, found ';'", 2},
    // ---- probes ----
    {"kprob:foo { }", "1:1: error: unknown probe type 'kprob'"},
    {"BEGIN {", "1:8: error: expected statement or '}', found end of input"},
};

class ParseErrors : public testing::TestWithParam<ErrorCase> {};

TEST_P(ParseErrors, ReportsLocationAndMessage) {
  const ErrorCase &c = GetParam();
  Parsed p = parse(c.program);
  EXPECT_FALSE(p.ok());
  EXPECT_EQ(p.first_error(), c.expected) << p.errors();
  EXPECT_EQ(p.diags->error_count(), c.errors) << p.errors();
}

INSTANTIATE_TEST_SUITE_P(Malformed, ParseErrors, testing::ValuesIn(kCases));

TEST(ParseErrors, CorpusIsLargeEnough) { EXPECT_GE(std::size(kCases), 60u); }

} // namespace
} // namespace kt::test
