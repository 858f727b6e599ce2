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
    // ---- lexical errors ----
    {"BEGIN { $x = 1 ` }", "1:16: error: invalid character '`'"},
    {"BEGIN { \x01 }", "1:9: error: invalid byte 0x01"},
    {"BEGIN { $x = 1 + $ 2; }", "1:18: error: invalid character '$'"},
    {"BEGIN { f(1...); }", "1:12: error: unexpected '...'"},
    {"BEGIN { printf(\"abc); }", "1:16: error: unterminated string literal"},
    {"kprobe:f /comm == \"bash/ { }", "1:19: error: unterminated string literal"},
    {"import \"abc", "1:8: error: unterminated string literal"},
    {"BEGIN { /* abc }", "1:9: error: unterminated comment"},
    {"BEGIN { @x = 1; }\n/* a\n b", "2:1: error: unterminated comment"},
    {"BEGIN { printf(\"\\q\"); }", "1:17: error: unknown escape sequence '\\q'"},
    {"BEGIN {\n  @x = \"a\\z\";\n  @y = 1;\n}", "2:10: error: unknown escape sequence '\\z'"},
    {"BEGIN { printf(\"\\x\"); }", "1:17: error: '\\x' used with no following hex digits"},
    {"BEGIN { printf(\"\\400\"); }", "1:17: error: octal escape sequence out of range"},
    {"BEGIN { $x = 99999999999999999999; }", "1:14: error: integer literal is too large"},
    {"BEGIN { $x = 0xffffffffffffffff; $y = 0x10000000000000000; }",
     "1:39: error: integer literal is too large"},
    {"BEGIN { $x = 1e3; $y = 1e30; }", "1:24: error: integer literal is too large"},
    {"BEGIN { $x = 20000000d; }", "1:14: error: duration is too large"},
    {"BEGIN { $x = 10xyz; }", "1:16: error: invalid suffix 'xyz' on integer literal"},
    {"BEGIN { $x = 0x1g; }", "1:17: error: invalid suffix 'g' on integer literal"},
    {"BEGIN { $x = 0789; }", "1:16: error: invalid digit '8' in octal literal"},
    {"BEGIN { $x = 08; }", "1:15: error: invalid digit '8' in octal literal"},
    {"BEGIN { $x = 1__0; }", "1:15: error: invalid digit separator in integer literal"},
    {"BEGIN { $x = 1_; }", "1:15: error: invalid digit separator in integer literal"},
    {"BEGIN { $x = 0x; }", "1:16: error: expected digits in integer literal"},
    {"BEGIN { $x = 0b; }", "1:16: error: expected digits in integer literal"},
    {"BEGIN { $x = $0; }", "1:14: error: invalid positional parameter '$0'"},
    {"BEGIN { @x = 1; }\n#!/bin/kt", "2:1: error: '#!' is only allowed at the start of the first line"},
    {" #!/bin/kt", "1:2: error: '#!' is only allowed at the start of the first line"},
    // Directive lines are Clang's (cparts) and never reach the scanner; a '#' later on a line does.
    {"BEGIN { } #define FOO 1", "1:11: error: a preprocessor directive must start its line"},
    {"#include linux/sched.h", "1:1: error: malformed #include line"},
    {"#include <linux/sched.h> junk", "1:1: error: malformed #include line"},
    {"#include \"foo.h", "1:1: error: malformed #include line"},
    // ---- statements ----
    {"BEGIN { if (1) @x = 1; }", "1:16: error: expected '{', found '@x'"},
    {"BEGIN { else { } }", "1:9: error: expected statement or '}', found 'else'"},
    {"BEGIN { for ($x : 5) { } }", "1:19: error: expected a map or a range after ':'"},
    {"BEGIN { for ($x : @m[1]) { } }", "1:19: error: cannot iterate over a map element"},
    {"BEGIN { for ($i : 0..) { } }", "1:22: error: expected expression, found ')'"},
    {"BEGIN { for ($i : 0..10 { } }", "1:25: error: expected ')', found '{'"},
    {"BEGIN { for ($i : ..5) { } }", "1:19: error: expected expression, found '..'"},
    {"BEGIN { for (i : @m) { } }", "1:14: error: expected variable, found 'i'"},
    {"BEGIN { for $kv @m { } }", "1:17: error: expected ':', found '@m'"},
    {"BEGIN { for ($k, $v : @m) { } }", "1:16: error: expected ':', found ','"},
    {"BEGIN { unroll 5 @x = 1; }", "1:18: error: expected '{', found '@x'"},
    {"BEGIN { unroll (5) }", "1:20: error: expected '{', found '}'"},
    {"BEGIN { while { } }", "1:15: error: expected expression, found '{'"},
    {"BEGIN { while (1) }", "1:19: error: expected '{', found '}'"},
    {"BEGIN { while (1) { break } continue 1; }", "1:38: error: expected ';' or '}', found '1'"},
    {"BEGIN { return return; }", "1:16: error: expected expression, ';' or '}', found 'return'"},
    {"BEGIN { return 1 2; }", "1:18: error: expected ';' or '}', found '2'"},
    {"BEGIN { 1 = 2; }", "1:9: error: cannot assign to this expression"},
    {"BEGIN { f() = 1; }", "1:9: error: cannot assign to this expression"},
    {"BEGIN { $x + 1 = 2; }", "1:9: error: cannot assign to this expression"},
    {"BEGIN { 1 += 2; }", "1:9: error: cannot assign to this expression"},
    {"BEGIN { $x++ = 1; }", "1:9: error: cannot assign to this expression"},
    {"BEGIN { @x +== 1; }", "1:14: error: expected expression, found '='"},
    {"BEGIN { $x **= 2; }", "1:13: error: expected expression, found '*='"},
    {"BEGIN { @x[1] <<= ; }", "1:19: error: expected expression, found ';'"},
    // ---- expressions ----
    {"BEGIN { @x = ; }", "1:14: error: expected expression, found ';'"},
    {"BEGIN { @x = 1 @y = 2 }", "1:16: error: expected ';' or '}', found '@y'"},
    {"BEGIN { $z = (; }", "1:15: error: expected expression or type name, found ';'"},
    {"BEGIN { $x = 1 + ; }", "1:18: error: expected expression, found ';'"},
    {"BEGIN { $x = * ; }", "1:16: error: expected expression, found ';'"},
    {"BEGIN { $x = ! ; }", "1:16: error: expected expression, found ';'"},
    {"BEGIN { $x = 1 2; }", "1:16: error: expected ';' or '}', found '2'"},
    {"BEGIN { $x = (1 + 2; }", "1:20: error: expected ',' or ')', found ';'"},
    {"BEGIN { $x = 1 + 2); }", "1:19: error: expected ';' or '}', found ')'"},
    {"BEGIN { $x = @m[1; }", "1:18: error: expected ',' or ']', found ';'"},
    {"BEGIN { $x = @m[1]]; }", "1:19: error: expected ';' or '}', found ']'"},
    {"BEGIN { $x = (struct)1; }", "1:21: error: expected identifier, found ')'"},
    {"BEGIN { $x = (struct foo *)); }", "1:28: error: expected expression, found ')'"},
    {"BEGIN { $x = (unsigned struct foo)1; }", "1:24: error: expected type name or ')', found 'struct'"},
    {"BEGIN { $x = (int **; }", "1:21: error: expected ')', found ';'"},
    {"BEGIN { $x = sizeof(); }", "1:21: error: expected expression or type name, found ')'"},
    {"BEGIN { $x = sizeof 1; }", "1:21: error: expected '(', found '1'"},
    {"BEGIN { $x = sizeof(int; }", "1:24: error: expected type name or ')', found ';'"},
    {"BEGIN { $x = sizeof(struct); }", "1:27: error: expected identifier, found ')'"},
    {"BEGIN { $x = 1 ? 2; }", "1:19: error: expected ':', found ';'"},
    {"BEGIN { $x = 1 ? 2 3; }", "1:20: error: expected ':', found '3'"},
    {"BEGIN { $x = 1 ? : 2; }", "1:18: error: expected expression, found ':'"},
    {"BEGIN { $x = 1 ?: ; }", "1:19: error: expected expression, found ';'"},
    {"BEGIN { printf(\"a\",); }", "1:20: error: expected expression, found ')'"},
    {"BEGIN { f(,1); }", "1:11: error: expected expression or ')', found ','"},
    {"BEGIN { @m[] = 1; }", "1:12: error: expected expression, found ']'"},
    {"BEGIN { @m[1,] = 1; }", "1:14: error: expected expression, found ']'"},
    {"BEGIN { $x = ($a,); }", "1:18: error: expected expression, found ')'"},
    {"BEGIN { $x = (1, 2; }", "1:19: error: expected ',' or ')', found ';'"},
    {"BEGIN { $x = $t.1a; }", "1:18: error: invalid suffix 'a' on integer literal"},
    // ---- probes and attach points ----
    {"kprob:foo { }", "1:1: error: unknown probe type 'kprob'"},
    {"BEGIN {", "1:8: error: expected statement or '}', found end of input"},
    {"zzzz:foo { }", "1:1: error: unknown probe type 'zzzz'"},
    {"begin { } End { }", "1:11: error: unknown probe type 'End'"},
    {"BEGIN:1 { }", "1:7: error: 'BEGIN' takes no arguments"},
    {"BEGIN, END:x { }", "1:12: error: 'END' takes no arguments"},
    {"interval:xs:1 { }", "1:10: error: unknown interval unit 'xs'"},
    {"profile:khz:99 { }", "1:9: error: unknown profile unit 'khz'"},
    {"interval:s:0 { }", "1:12: error: count must be greater than zero"},
    {"interval:s:abc { }", "1:12: error: expected a number for the count, found 'abc'"},
    {"interval:0s { }", "1:10: error: invalid period '0s'"},
    {"interval:s:1:2 { }", "1:14: error: too many ':'-separated parts in attach point 'interval:s:1:2'"},
    {"software:cpu-clok:10 { }", "1:10: error: unknown software event 'cpu-clok'"},
    {"software:foo { }", "1:10: error: unknown software event 'foo'"},
    {"hardware:cache-mises { }", "1:10: error: unknown hardware event 'cache-mises'"},
    {"software:cpu:0 { }", "1:14: error: count must be greater than zero"},
    {"software { }", "1:9: error: incomplete attach point 'software'"},
    {"tracepoint:syscalls { }", "1:20: error: incomplete attach point 'tracepoint:syscalls'"},
    {"tracepoint:syscalls: { }",
     "1:21: error: missing tracepoint name in attach point 'tracepoint:syscalls:'"},
    {"tracepoint::foo { }", "1:12: error: missing tracepoint category in attach point 'tracepoint::foo'"},
    {"tracepoint:a:b:c { }", "1:16: error: too many ':'-separated parts in attach point 'tracepoint:a:b:c'"},
    {"rawtracepoint:a:b:c { }",
     "1:19: error: too many ':'-separated parts in attach point 'rawtracepoint:a:b:c'"},
    {"kprobe { }", "1:7: error: incomplete attach point 'kprobe'"},
    {"kprobe:a:b:c { }", "1:12: error: too many ':'-separated parts in attach point 'kprobe:a:b:c'"},
    {"kprobe::f { }", "1:8: error: missing module name in attach point 'kprobe::f'"},
    {"kretprobe:vfs_read+8 { }", "1:19: error: 'kretprobe' does not take an offset"},
    {"fentry:f+1 { }", "1:9: error: 'fentry' does not take an offset"},
    {"kprobe:vfs_*+8 { }", "1:13: error: an offset cannot be combined with a wildcard"},
    {"uprobe:/bin/sh { }", "1:15: error: incomplete attach point 'uprobe:/bin/sh'"},
    {"uprobe:/bin/sh: { }", "1:16: error: missing function name in attach point 'uprobe:/bin/sh:'"},
    {"uprobe::main { }", "1:8: error: missing binary path or library name in attach point 'uprobe::main'"},
    {"uprobe:/bin/sh:0xzz { }", "1:16: error: invalid address '0xzz': expected digits in integer literal"},
    {"uprobe:/bin/sh:08 { }", "1:16: error: invalid address '08': invalid digit '8' in octal literal"},
    {"uretprobe:/bin/sh:main+4 { }", "1:23: error: 'uretprobe' does not take an offset"},
    {"usdt:/bin/a { }", "1:12: error: incomplete attach point 'usdt:/bin/a'"},
    {"usdt:/bin/a:b:c:d { }",
     "1:17: error: too many ':'-separated parts in attach point 'usdt:/bin/a:b:c:d'"},
    {"usdt::p { }", "1:6: error: missing binary path in attach point 'usdt::p'"},
    {"entry:@ { }", "1:7: error: missing file name after '@'"},
    {"entry: { }", "1:7: error: missing function glob in attach point 'entry:'"},
    {"entry:mod: { }", "1:11: error: missing function glob in attach point 'entry:mod:'"},
    {"entry:/bin/x:: { }", "1:15: error: missing source-file glob in attach point 'entry:/bin/x::'"},
    {"entry:a:b:c { }", "1:9: error: unexpected part 'b' in function set 'entry:a:b:c'"},
    {"entry:a:b:c:d:e { }", "1:13: error: too many ':'-separated parts in attach point 'entry:a:b:c:d:e'"},
    {"allow:foo { }", "1:1: error: 'allow:' needs an 'entry:' in the same probe"},
    {"deny:foo, allow:bar { }", "1:1: error: 'deny:' needs an 'entry:' in the same probe"},
    {"entry:foo, kprobe:bar { }",
     "1:12: error: function sets (entry/allow/deny) cannot share a probe with other probe types"},
    {"kprobe:bar, deny:x, entry:y { }",
     "1:13: error: function sets (entry/allow/deny) cannot share a probe with other probe types"},
    {"BEGIN @x = 1; }", "1:7: error: expected ',' or '{', found '@x'"},
    {"kprobe:f /pid == 1 { }", "1:20: error: expected '/' ending the predicate, found '{'"},
    {"kprobe:f / / { }", "1:12: error: expected expression, found '/'"},
    {"kprobe:f, { }", "1:11: error: expected attach point, found '{'"},
    {"kprobe:f,, kprobe:g { }", "1:10: error: expected attach point, found ','"},
    // ---- top-level items ----
    {"config max_strlen = 1 }", "1:8: error: expected '{', found 'max_strlen'"},
    {"config { max_strlen }", "1:21: error: expected '=', found '}'"},
    {"config { 1 = 2 }", "1:10: error: expected identifier, ';' or '}', found '1'"},
    {"config { a = 1 b = 2 }", "1:16: error: expected ';' or '}', found 'b'"},
    {"config = { a = ; }", "1:16: error: expected expression, found ';'"},
    {"config {\n  max_strlen = 64;\n  bad item;\n}", "3:7: error: expected '=', found 'item'"},
    {"import foo", "1:8: error: expected string, found 'foo'"},
    {"import", "1:7: error: expected string, found end of input"},
    {"macro m(@a[1]) { }", "1:9: error: a macro parameter cannot be a map element"},
    {"macro m(f()) { }", "1:9: error: macro parameters are $variables, @maps or plain names"},
    {"macro m(1) { }", "1:9: error: macro parameters are $variables, @maps or plain names"},
    {"macro m($a,) { }", "1:12: error: expected expression, found ')'"},
    {"macro (a) { }", "1:7: error: expected identifier, found '('"},
    {"macro m(x) x", "1:12: error: expected '{', found 'x'"},
    {"BEGIN { $r = (a = 1, 2); }", "1:22: error: expected identifier, found '2'"},
    {"BEGIN { $r = (a = ); }", "1:19: error: expected expression, found ')'"},
    {"BEGIN { $r = (a = 1, a = 2); }", "1:22: error: field 'a' appears twice in this record"},
    {"BEGIN { $c = (uint8[4)1; }", "1:22: error: expected ']', found ')'"},
    // ---- multi-line programs ----
    {"BEGIN {\n  @x = 1;\n  @y = ;\n}", "3:8: error: expected expression, found ';'"},
    {"kprobe:f\n{\n  $a = 1;\n  if ($a > 0 {\n  }\n}", "4:14: error: expected ',' or ')', found '{'"},
    {"#!/usr/bin/env kt\nBEGIN {\n  if (1) {\n    @x = (1 + 2;\n  }\n}",
     "4:16: error: expected ',' or ')', found ';'"},
    {"BEGIN {\n\t@x = ;\n}", "2:7: error: expected expression, found ';'"},
    {"tracepoint:syscalls:sys_enter_openat,\n  tracepoint:syscalls:sys_enter_open,\n  tracepoint:syscalls\n{ "
     "}",
     "3:22: error: incomplete attach point 'tracepoint:syscalls'"},
    {"macro add($a, $b) {\n  $a + $b\n}\nmacro bad(@m[0], 2) {\n  0\n}",
     "4:11: error: a macro parameter cannot be a map element", 2},
    // ---- recovery: independent errors are all reported ----
    {"BEGIN { @x = ; } END { @y = ; }", "1:14: error: expected expression, found ';'", 2},
    {"BEGIN { @x = ; }\nEND { @y = ; }\ninterval:s:1 { @z = ; }",
     "1:14: error: expected expression, found ';'", 3},
    {"BEGIN {\n  @x = ;\n  @y = 1 +;\n  @z = 3;\n}", "2:8: error: expected expression, found ';'", 2},
    {"BEGIN { $x = 1; @y = 2 +; @z = 3; printf(\"%d\", ); exit(); }",
     "1:25: error: expected expression, found ';'", 2},
    {"BEGIN { if (1) { @x = ; } else { @y = ; } }", "1:23: error: expected expression, found ';'", 2},
    {"BEGIN { @a = 1 } END { @b = } kprobe:f { @c = }", "1:29: error: expected expression, found '}'", 2},
    {"kprob:f { } kprobe:g { @x = ; } tracepoint:a { }", "1:1: error: unknown probe type 'kprob'", 3},
    // ---- no cascade: one mistake, one error ----
    {"BEGIN { @a = 1 } END { @b = } kprobe:f { @c = 3 }", "1:29: error: expected expression, found '}'"},
    {"BEGIN { @x = ((((; }", "1:18: error: expected expression or type name, found ';'"},
    {"BEGIN { @x = ) ) ) ; }", "1:14: error: expected expression, found ')'"},
    {"BEGIN { @x = 1 +* 2 / ; @y = 2; }", "1:23: error: expected expression, found ';'"},
    {"BEGIN { @x = (1 + (2 * 3); @y = 4; }", "1:26: error: expected ',' or ')', found ';'"},
    {"BEGIN { @x = 1 } END { @y = 2", "1:30: error: expected ';' or '}', found end of input"},
    {"BEGIN { foo(1 2 3); }", "1:15: error: expected ',' or ')', found '2'"},
    {"BEGIN { if (1) { @x = 1 } else { @y = } }", "1:39: error: expected expression, found '}'"},
    // ---- lexical errors resynchronise without a parser cascade ----
    {"BEGIN { $x = $; }", "1:14: error: invalid character '$'"},
    {"BEGIN { $x = 1 ... 2; }", "1:16: error: unexpected '...'"},
    {"BEGIN { @x = 1 } \xe2\x82\xac", "1:18: error: invalid character '\xe2\x82\xac'"},
    {"BEGIN { \x7f }", "1:9: error: invalid byte 0x7f"},
    {"BEGIN {\n  printf(\"hi\n\");\n}", "2:10: error: unterminated string literal", 2},
    {"uprobe:\"/opt/my app:main { }", "1:8: error: unterminated string in attach point"},
    // ---- what is expected, in the user's words ----
    {"BEGIN { if (1) { } else @x = 1; }", "1:25: error: expected 'if' or '{', found '@x'"},
    {"BEGIN { $x = $t.; }", "1:17: error: expected field name or tuple index, found ';'"},
    {"BEGIN { $x = $p->1; }", "1:18: error: expected field name, found '1'"},
    {"BEGIN { for ($i = 0; $i < 3; $i++) { } }", "1:17: error: expected ':', found '='"},
    {"BEGIN { $x = 1.5; }", "1:14: error: floating-point literals are not supported"},
    {"BEGIN { $x = 0b102; }", "1:18: error: invalid digit '2' in binary literal"},
    // ---- attach points: the offending part, one error each ----
    {"kprobe:+8 { }", "1:8: error: missing function name before '+'"},
    {"kprobe:vfs_read+zz { }", "1:17: error: invalid offset 'zz' in attach point 'kprobe:vfs_read+zz'"},
    {"profile:hz { }", "1:11: error: incomplete attach point 'profile:hz'"},
    {"allow: { }", "1:7: error: missing function glob in attach point 'allow:'"},
    // ---- C declarations ----
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

// A NUL byte is no character of the language; inside a string it is named
// where it is rather than cutting the string short there (the fuzzer found
// an attach point whose text was cut at the NUL and printed back wrong).
TEST(ParseErrors, NulBytes) {
  using namespace std::string_literals;
  const std::pair<std::string, std::string> cases[] = {
      {"BEGIN { \0 }"s, "1:9: error: invalid byte 0x00"},
      {"usdt:/bin/app:\"my p\0rovider\":probe { }"s,
       "1:20: error: invalid byte 0x00 in string in attach point"},
      {"BEGIN { printf(\"a\0b\"); }"s, "1:18: error: invalid byte 0x00 in string literal"},
      {"import \"lib\0.kt\"\nBEGIN { }"s, "1:12: error: invalid byte 0x00 in string literal"},
      {"#include <linux/sched.h>\0\nBEGIN { }"s, "1:25: error: invalid byte 0x00"},
      {"BEGIN { // a \0 in a comment is harmless\n  @x = 1; x\0 }"s, "2:12: error: invalid byte 0x00"},
  };
  for (const auto &[program, expected] : cases) {
    Parsed p = parse(program);
    EXPECT_FALSE(p.ok()) << expected;
    EXPECT_EQ(p.first_error(), expected) << p.errors();
    EXPECT_EQ(p.diags->error_count(), 1u) << p.errors();
  }
}

TEST(ParseErrors, CorpusIsLargeEnough) { EXPECT_GE(std::size(kCases), 60u); }

} // namespace
} // namespace kt::test
