// What one macro invocation expands to: arguments, #, ##, __VA_ARGS__, the
// argument count, and the attach-point form (expand_names).
#include <gtest/gtest.h>

#include "cparts/macros.h"

namespace kt::cparts {
namespace {

Macro object(std::string name, std::vector<MacroToken> body) { return {std::move(name), false, {}, false, std::move(body)}; }

Macro function(std::string name, std::vector<std::string> params, std::vector<std::string> body, bool variadic = false) {
  Macro m{std::move(name), true, std::move(params), variadic, {}};
  for (std::string &t : body)
    m.body.push_back({std::move(t), true});
  return m;
}

std::string expanded(const Macro &m, const std::vector<std::string> &args) {
  std::string error;
  auto text = expand(m, args, error);
  return text ? *text : "error: " + error;
}

TEST(Macros, ParametersAreReplacedAndTokensKeptApart) {
  Macro neg = function("NEG", {"x"}, {"-", "x"});
  EXPECT_EQ(expanded(neg, {"-1"}), "- -1"); // not `--1`, as C keeps tokens apart
  Macro sq = function("SQ", {"x"}, {"(", "(", "x", ")", "*", "(", "x", ")", ")"});
  EXPECT_EQ(expanded(sq, {"a + 1"}), "( ( a + 1 ) * ( a + 1 ) )");
}

TEST(Macros, StringifyAndPaste) {
  Macro str = function("STR", {"x"}, {"#", "x"});
  EXPECT_EQ(expanded(str, {"a \"b\""}), "\"a \\\"b\\\"\"");
  Macro cat = function("CAT", {"a", "b"}, {"a", "##", "b"});
  EXPECT_EQ(expanded(cat, {"sys_", "read"}), "sys_read");
}

TEST(Macros, Variadic) {
  Macro show = function("SHOW", {"fmt", "__VA_ARGS__"}, {"printf", "(", "fmt", ",", "__VA_ARGS__", ")"}, true);
  EXPECT_EQ(expanded(show, {"\"%d %d\"", "1", "2"}), "printf ( \"%d %d\" , 1, 2 )");
  EXPECT_EQ(expanded(show, {}), "error: macro 'SHOW' takes 1 or more arguments, not 0");
}

TEST(Macros, WrongArgumentCount) {
  Macro add = function("ADD", {"a", "b"}, {"a", "+", "b"});
  EXPECT_EQ(expanded(add, {"1"}), "error: macro 'ADD' takes 2 arguments, not 1");
  Macro none = function("NONE", {}, {"1"});
  EXPECT_EQ(expanded(none, {}), "1");
  EXPECT_EQ(expanded(none, {"2"}), "error: macro 'NONE' takes 0 arguments, not 1");
}

TEST(Macros, SplitArguments) {
  using V = std::vector<std::string>;
  EXPECT_EQ(split_arguments("a, f(b, c), \"d,e\", [1,2]"), (V{"a", "f(b, c)", "\"d,e\"", "[1,2]"}));
  EXPECT_EQ(split_arguments(""), V{});
  EXPECT_EQ(split_arguments(" , "), (V{"", ""}));
}

TEST(Macros, KtSpellingDropsIntegerSuffixes) {
  EXPECT_EQ(kt_spelling("10UL"), "10");
  EXPECT_EQ(kt_spelling("0x1fULL"), "0x1f");
  EXPECT_EQ(kt_spelling("0xFull"), "0xF"); // `0xF` then the suffix `ull`
  EXPECT_EQ(kt_spelling("name"), "name");
  EXPECT_EQ(kt_spelling("\"10UL\""), "\"10UL\"");
}

TEST(Macros, ExpandNamesInAttachPoints) {
  MacroTable t;
  t.define(object("TICK", {{"10", true}}));
  t.define(object("TP", {{"syscalls", true}, {":", false}, {"sys_enter_read", false}}));
  t.define(object("WHOLE", {{"tracepoint", true}, {":", false}, {"TP", false}}));
  t.define(object("LOOP", {{"LOOP", true}}));
  EXPECT_EQ(expand_names("interval:ms:TICK", t), "interval:ms:10");
  EXPECT_EQ(expand_names("tracepoint:TP", t), "tracepoint:syscalls:sys_enter_read");
  EXPECT_EQ(expand_names("WHOLE", t), "tracepoint:syscalls:sys_enter_read");
  EXPECT_EQ(expand_names("uprobe:\"/TICK/x\":TICK", t), "uprobe:\"/TICK/x\":10");
  EXPECT_EQ(expand_names("kprobe:LOOP", t), "kprobe:LOOP");
  EXPECT_EQ(expand_names("kprobe:TICKS", t), "kprobe:TICKS");
}

} // namespace
} // namespace kt::cparts
