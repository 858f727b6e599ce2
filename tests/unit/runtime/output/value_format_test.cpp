// Value rendering. Expected strings were copied from bpftrace 0.17 output on
// the development VM unless a comment says the case is kt's own rule.
#include "runtime/output/value_format.h"

#include <gtest/gtest.h>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

TEST(ValueFormatTest, Integers) {
  EXPECT_EQ(format_text(I(-5)), "-5");
  // bpftrace: @a = (uint64)-1 prints 18446744073709551615.
  EXPECT_EQ(format_text(U(UINT64_MAX)), "18446744073709551615");
  // print(@x, 1, 2) of @x = 7 prints "@x: 3"; division truncates toward 0.
  EXPECT_EQ(format_text(I(7), 2), "3");
  EXPECT_EQ(format_text(I(-7), 2), "-3");
}

TEST(ValueFormatTest, PointersAreHexInTextNumbersInJson) {
  // bpftrace v0.26: @p = curtask prints "@p: 0xffff888100851700"; -f json the number.
  Value p = U(0xffff888100851700);
  p.hex = true;
  EXPECT_EQ(format_text(p), "0xffff888100851700");
  EXPECT_EQ(format_json(p), "18446612686373721856");
  Value rec = Value::make_record({"file", "count"}, {p, U(100)});
  EXPECT_EQ(format_text(rec), "{ .file = 0xffff888100851700, .count = 100 }");
}

TEST(ValueFormatTest, BoolIsKtsOwn) {
  // bpftrace 0.17 has no bool (print(true) prints 1); kt prints the word.
  EXPECT_EQ(format_text(Value::make_bool(true)), "true");
  EXPECT_EQ(format_text(Value::make_bool(false)), "false");
  EXPECT_EQ(format_json(Value::make_bool(true)), "true");
}

TEST(ValueFormatTest, StringsAreRaw) {
  // bpftrace: @b["q\"s\\"] = "v\"al" prints @b[q"s\]: v"al.
  EXPECT_EQ(format_text(S("v\"al")), "v\"al");
}

TEST(ValueFormatTest, BufferEscapesNonPrintable) {
  // bpftrace: print(buf(comm, 10)) prints bpftrace\x00\x00.
  EXPECT_EQ(format_text(B(std::string("bpftrace\0\0", 10))), "bpftrace\\x00\\x00");
  // Bytes 32..126 stay (the backslash too), others become lower-case \xNN.
  EXPECT_EQ(format_buffer(std::string("\x01\x1f \\~\x7f\x80\xff", 8)), "\\x01\\x1f \\~\\x7f\\x80\\xff");
}

TEST(ValueFormatTest, Tuples) {
  // bpftrace: @e = (1, "abc") prints (1, abc); @g = (1, (2, "x")) prints (1, (2, x)).
  EXPECT_EQ(format_text(T({I(1), S("abc")})), "(1, abc)");
  EXPECT_EQ(format_text(T({I(1), T({I(2), S("x")})})), "(1, (2, x))");
  // div reaches integers inside tuples (bpftrace passes it down).
  EXPECT_EQ(format_text(T({I(9), S("x")}), 2), "(4, x)");
}

TEST(ValueFormatTest, ArraysAndStructs) {
  // bpftrace: a long arr[3] = {7, 0, -9} prints [7,0,-9], in a tuple (1, [7,0,-9]).
  Value arr = Value::make_array({I(7), I(0), I(-9)});
  EXPECT_EQ(format_text(arr), "[7,0,-9]");
  EXPECT_EQ(format_text(T({I(1), arr})), "(1, [7,0,-9])");
  EXPECT_EQ(format_key_text({arr}), "[[7,0,-9]]");
  EXPECT_EQ(format_key_text({I(2), arr}), "[2, [7,0,-9]]");
  // bpftrace: struct inner {int a; unsigned short b; char tag[8];} prints
  // { .a = 10, .b = 65535, .tag = tagged } as a value and, in a key,
  // compact: {.a=10,.b=65535,.tag=tagged}.
  Value in = Value::make_record({"a", "b", "tag"}, {I(10), U(65535), S("tagged")});
  EXPECT_EQ(format_text(in), "{ .a = 10, .b = 65535, .tag = tagged }");
  EXPECT_EQ(format_key_text({in}), "[{.a=10,.b=65535,.tag=tagged}]");
  Value outer = Value::make_record({"id", "in", "arr"}, {I(1), in, arr});
  EXPECT_EQ(format_text(outer), "{ .id = 1, .in = { .a = 10, .b = 65535, .tag = tagged }, .arr = [7,0,-9] }");
  // JSON: arrays as arrays, structs as bpftrace 0.17's objects; keys as text.
  EXPECT_EQ(format_json(arr), "[7,0,-9]");
  EXPECT_EQ(format_json(in), "{ \"a\": 10, \"b\": 65535, \"tag\": \"tagged\" }");
  EXPECT_EQ(format_key_json({I(1), arr}), "\"1,[7,0,-9]\"");
  EXPECT_EQ(format_key_json({in}), "\"{.a=10,.b=65535,.tag=tagged}\"");
  // kt's own: a struct without fields.
  EXPECT_EQ(format_text(Value::make_record({}, {})), "{}");
}

TEST(ValueFormatTest, StacksIndentEightInValuesFourInKeys) {
  // bpftrace: print(kstack(2)) under profile:hz:99.
  Value k = K({"pv_native_safe_halt+11", "default_idle+5"});
  EXPECT_EQ(format_text(k), "\n        pv_native_safe_halt+11\n        default_idle+5\n");
  EXPECT_EQ(format_key_text({k}), "[\n    pv_native_safe_halt+11\n    default_idle+5\n]");
  // A stack that could not be read prints as nothing: @u[, 1]: 98.
  EXPECT_EQ(format_text(K({})), "");
}

TEST(ValueFormatTest, KeyText) {
  // bpftrace: @c[1, "x"] = 3 prints @c[1, x]: 3.
  EXPECT_EQ(format_key_text({I(1), S("x")}), "[1, x]");
  EXPECT_EQ(format_key_text({I(-1)}), "[-1]");
  // bpftrace: @y[buf(comm, 10)] = 1 prints @y[bpftrace\x00\x00]: 1.
  EXPECT_EQ(format_key_text({B(std::string("bpftrace\0\0", 10))}), "[bpftrace\\x00\\x00]");
  // bpftrace: @u[ustack, 1] with one frame.
  EXPECT_EQ(format_key_text({K({"0x7efc8498e0c0"}), I(1)}), "[\n    0x7efc8498e0c0\n, 1]");
}

TEST(ValueFormatTest, JsonEscape) {
  // bpftrace -f json: printf("hi \"q\" \\ \t\x01\n") and printf("a\x1b b\r\n\x7f").
  EXPECT_EQ(json_escape("hi \"q\" \\ \t\x01\n"), "hi \\\"q\\\" \\\\ \\t\\u0001\\n");
  EXPECT_EQ(json_escape("a\x1b b\r\n\x7f"), "a\\u001b b\\r\\n\x7f");
}

TEST(ValueFormatTest, JsonKeepsUtf8) {
  // kt's own rule: bpftrace 0.17 prints "é" as \uffffffc3\uffffffa9 (a
  // signed-char bug); kt passes UTF-8 through unchanged, which is valid JSON.
  EXPECT_EQ(json_escape("\xc3\xa9"), "\xc3\xa9");
  EXPECT_EQ(json_escape("\xe2\x82\xac \xf0\x9f\x98\x80"), "\xe2\x82\xac \xf0\x9f\x98\x80");
}

TEST(ValueFormatTest, JsonEscapesBytesThatAreNotUtf8) {
  // A stray continuation byte, a cut sequence, an overlong form, a
  // surrogate and a byte no UTF-8 has: each the text \xNN (a JSON \\xNN),
  // so that the line stays valid UTF-8 (strict JSON parsers refuse it
  // otherwise).
  EXPECT_EQ(json_escape("a\xff\xfe"), "a\\\\xff\\\\xfe");
  EXPECT_EQ(json_escape("\x80x"), "\\\\x80x");
  EXPECT_EQ(json_escape("\xc3("), "\\\\xc3(");
  EXPECT_EQ(json_escape("\xe2\x82"), "\\\\xe2\\\\x82");
  EXPECT_EQ(json_escape("\xc0\xaf"), "\\\\xc0\\\\xaf");
  EXPECT_EQ(json_escape("\xed\xa0\x80"), "\\\\xed\\\\xa0\\\\x80");
  EXPECT_EQ(json_escape("\xf5\x80\x80\x80"), "\\\\xf5\\\\x80\\\\x80\\\\x80");
}

TEST(ValueFormatTest, JsonValues) {
  // bpftrace -f json: print(5), print("str"), print((1, "a")).
  EXPECT_EQ(format_json(I(5)), "5");
  EXPECT_EQ(format_json(S("str")), "\"str\"");
  EXPECT_EQ(format_json(T({I(1), S("a")})), "[1,\"a\"]");
  // @g = (1, (2, "x")) and @c[-1] = (2, "u", -3).
  EXPECT_EQ(format_json(T({I(1), T({I(2), S("x")})})), "[1,[2,\"x\"]]");
  EXPECT_EQ(format_json(T({I(2), S("u"), I(-3)})), "[2,\"u\",-3]");
  // @b["q\"s\\"] = "v\"al" and buffers as escaped strings.
  EXPECT_EQ(format_json(S("v\"al")), "\"v\\\"al\"");
  EXPECT_EQ(format_json(B(std::string("bpftrace\0\0", 10))), "\"bpftrace\\\\x00\\\\x00\"");
}

TEST(ValueFormatTest, JsonStackIsItsTextAsAString) {
  // bpftrace -f json: print(kstack(2)).
  EXPECT_EQ(format_json(K({"pv_native_safe_halt+11", "default_idle+5"})),
            "\"\\n        pv_native_safe_halt+11\\n        default_idle+5\\n\"");
}

TEST(ValueFormatTest, JsonKeys) {
  // bpftrace -f json: @a[1, "x y"] = 3 gives "1,x y"; @u[ustack(2), 1] gives
  // "\n    __libc_read+13\n,1"; an unreadable stack key gives "".
  EXPECT_EQ(format_key_json({I(1), S("x y")}), "\"1,x y\"");
  EXPECT_EQ(format_key_json({S("q\"s\\")}), "\"q\\\"s\\\\\"");
  EXPECT_EQ(format_key_json({K({"__libc_read+13"}), I(1)}), "\"\\n    __libc_read+13\\n,1\"");
  EXPECT_EQ(format_key_json({K({})}), "\"\"");
}

} // namespace
} // namespace kt::runtime
