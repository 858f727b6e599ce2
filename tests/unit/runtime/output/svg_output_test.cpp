// -f svg: stack maps folded as for -f folded and drawn as one flame graph
// when the output ends; everything else as text on the error stream. The
// browser test (tests/flamegraph/svg_test.sh) uses the picture; these
// check what it is drawn from.
#include <gtest/gtest.h>

#include <regex>

#include "output_fixtures.h"
#include "runtime/output/flamegraph_svg.h"

namespace kt::runtime::test {
namespace {

// Each frame's name, depth, x and width in samples, as the document gives them.
std::vector<std::string> frames(const std::string &svg) {
  std::vector<std::string> out;
  std::regex re(R"re(<g class="f" data-x="(\d+)" data-w="(\d+)" data-d="(\d+)" data-k="(\w)" data-n="([^"]*)">)re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), re); it != std::sregex_iterator(); ++it)
    out.push_back((*it)[5].str() + "@" + (*it)[3].str() + " x" + (*it)[1].str() + " w" + (*it)[2].str() + " " +
                  (*it)[4].str());
  return out;
}

TEST(SvgOutputTest, PathsMergeIntoFramesAsWideAsTheirSamples) {
  // profile:hz:99 { @[kstack] = count(); }: two stacks that share a root.
  MapData m = make_map("@", "count", true,
                       {scalar({K({"ksys_read+5", "do_syscall_64+56", "entry_SYSCALL_64+100"})}, U(7)),
                        scalar({K({"ksys_write+9", "do_syscall_64+60", "entry_SYSCALL_64+100"})}, U(3)),
                        scalar({K({"default_idle+5"})}, U(10))});
  Streams s = capture(Format::Svg, [&](Output &o) { o.map(m, 0, 1); });
  EXPECT_EQ(s.err, "");
  EXPECT_EQ(frames(s.out), (std::vector<std::string>{
                               "all@0 x0 w20 o", "default_idle@1 x0 w10 k", "entry_SYSCALL_64@1 x10 w10 k",
                               "do_syscall_64@2 x10 w10 k", "ksys_read@3 x10 w7 k", "ksys_write@3 x17 w3 k"}));
  EXPECT_NE(s.out.find("<title>ksys_read (kernel, 7 samples, 35.00%)</title>"), std::string::npos);
}

TEST(SvgOutputTest, NamesAreEscapedAndKindsKept) {
  Frame tmpl{.name = "f<int>&"}, inl{.name = "inner", .inlined = true};
  Value user = Value::make_stack({inl, tmpl});
  user.user_stack = true;
  MapData m = make_map("@", "count", true, {scalar({S("a\"b"), user}, U(2))});
  Streams s = capture(Format::Svg, [&](Output &o) { o.map(m, 0, 1); });
  EXPECT_EQ(frames(s.out), (std::vector<std::string>{"all@0 x0 w2 o", "a&quot;b@1 x0 w2 o",
                                                     "f&lt;int&gt;&amp;@2 x0 w2 u", "inner@3 x0 w2 i"}));
}

TEST(SvgOutputTest, OtherOutputGoesToTheErrorStreamAndTheLastPrintOfAMapWins) {
  MapData first = make_map("@", "count", true, {scalar({K({"a+1"})}, U(1))});
  MapData last = make_map("@", "count", true, {scalar({K({"b+1"})}, U(4))});
  Streams s = capture(Format::Svg, [&](Output &o) {
    o.printf("hello\n");
    o.map(first, 0, 1);
    o.map(last, 0, 1);
  });
  EXPECT_EQ(s.err, "hello\n");
  EXPECT_EQ(frames(s.out), (std::vector<std::string>{"all@0 x0 w4 o", "b@1 x0 w4 k"}));
  EXPECT_EQ(s.out.rfind("<?xml", 0), 0u);
  EXPECT_NE(s.out.find("</svg>\n"), std::string::npos);
}

// Sessions' print(calls()) are drawn as -f folded folds them, every
// session added into one "calls()" graph; a chain (print(stack())) is text.
TEST(SvgOutputTest, SessionCallsAddIntoOneGraph) {
  auto at = [](const char *name, uint64_t start, uint64_t dur, uint32_t depth) {
    return TimelineSlice{.name = name, .start_ns = start, .duration_ns = dur, .depth = depth};
  };
  Timeline calls{.pid = 1, .tid = 1, .comm = "app", .slices = {at("api", 0, 100, 0), at("svc", 10, 60, 1)}};
  Timeline chain = calls;
  chain.kind = Timeline::Kind::Chain;
  Streams s = capture(Format::Svg, [&](Output &o) {
    o.report(PreparedReport("session_calls", "calls\n", "{}", calls));
    o.report(PreparedReport("session_calls", "calls\n", "{}", calls));
    o.report(PreparedReport("session", "chain\n", "{}", chain));
  });
  EXPECT_EQ(s.err, "chain\n");
  EXPECT_EQ(frames(s.out), (std::vector<std::string>{"all@0 x0 w200 o", "api@1 x0 w200 o", "svc@2 x0 w120 o"}));
}

TEST(SvgOutputTest, NoStackMapsIsAPictureThatSaysSo) {
  Streams s = capture(Format::Svg, [](Output &) {});
  EXPECT_NE(s.out.find("no stack samples"), std::string::npos);
  EXPECT_TRUE(frames(s.out).empty());
}

} // namespace
} // namespace kt::runtime::test
