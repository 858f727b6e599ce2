// The source printer: exact output for the cases where parentheses or
// escapes matter, and a round trip for each.
#include <gtest/gtest.h>

#include "ast/source_printer.h"
#include "parser/parse_helpers.h"

namespace kt::test {
namespace {

struct PrintCase {
  const char *expr;    // as written
  const char *printed; // as printed
};

void PrintTo(const PrintCase &c, std::ostream *os) { *os << c.expr; }

class PrintExpr : public testing::TestWithParam<PrintCase> {};

TEST_P(PrintExpr, MinimalParenthesesAndRoundTrip) {
  Parsed p = parse(std::string("BEGIN { ") + GetParam().expr + "; }");
  ASSERT_TRUE(p.ok()) << p.errors();
  std::string expected = std::string("BEGIN {\n    ") + GetParam().printed + ";\n}\n";
  EXPECT_EQ(p.source(), expected);
  Parsed again = parse(p.source());
  ASSERT_TRUE(again.ok()) << again.errors();
  EXPECT_EQ(again.tree(), p.tree());
}

INSTANTIATE_TEST_SUITE_P(
    Cases, PrintExpr,
    testing::Values(PrintCase{"(a + b) * c", "(a + b) * c"}, PrintCase{"a + (b * c)", "a + b * c"},
                    PrintCase{"a - (b - c)", "a - (b - c)"}, PrintCase{"(a - b) - c", "a - b - c"},
                    PrintCase{"-(-x)", "-(-x)"}, PrintCase{"- -x", "-(-x)"}, PrintCase{"&(&$x)", "&(&$x)"},
                    PrintCase{"!(a && b)", "!(a && b)"}, PrintCase{"(a ? b : c) ? d : e", "(a ? b : c) ? d : e"},
                    PrintCase{"a ? b : (c ? d : e)", "a ? b : c ? d : e"}, PrintCase{"a ?: b", "a ?: b"},
                    PrintCase{"(uint8)-1", "(uint8)-1"}, PrintCase{"-(uint8)x", "-((uint8)x)"},
                    PrintCase{"((struct s *)p)->f", "((struct s *)p)->f"},
                    PrintCase{"(*$p).x", "(*$p).x"}, PrintCase{"*$p.x", "*$p.x"},
                    PrintCase{"($x++)--", "$x++--"}, PrintCase{"@m[1, 2][3]", "@m[1, 2][3]"},
                    PrintCase{"(1, (2, 3)).1.0", "(1, (2, 3)).1.0"}, PrintCase{"10ms", "10000000"},
                    PrintCase{"\"a\\n\\t\\\"\\\\\\x01\"", "\"a\\n\\t\\\"\\\\\\001\""},
                    PrintCase{"sizeof(unsigned long *)", "sizeof(unsigned long *)"},
                    PrintCase{"$1 + $#", "$1 + $#"}, PrintCase{"a < b == c > d", "a < b == c > d"},
                    PrintCase{"a & (b == c)", "a & b == c"}, PrintCase{"(a & b) == c", "(a & b) == c"}));

TEST(PrintSource, QuoteString) {
  EXPECT_EQ(ast::quote_string("x\"y\\z\n"), "\"x\\\"y\\\\z\\n\"");
  EXPECT_EQ(ast::quote_string(std::string("\0\x7f\x1b", 3)), "\"\\000\\177\\033\"");
  // Bytes from 0x80 up print as they are, so UTF-8 text stays readable.
  EXPECT_EQ(ast::quote_string("h\xc3\xa9llo"), "\"h\xc3\xa9llo\"");
}

TEST(PrintSource, WholeProgramLayout) {
  Parsed p = parse("#!/usr/bin/env kt\nkprobe:a,kprobe:b/pid>1/{if(1){@x=1}else{@y[1,2]+=3}}");
  ASSERT_TRUE(p.ok()) << p.errors();
  EXPECT_EQ(p.source(), "#!/usr/bin/env kt\n"
                        "kprobe:a, kprobe:b /pid > 1/ {\n"
                        "    if (1) {\n"
                        "        @x = 1;\n"
                        "    } else {\n"
                        "        @y[1, 2] += 3;\n"
                        "    }\n"
                        "}\n");
}

} // namespace
} // namespace kt::test
