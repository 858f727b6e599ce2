// parse_folded: -f folded's lines read back as a differential flame
// graph's baseline, with located errors for lines that are not folded.
#include <gtest/gtest.h>

#include "runtime/output/folded_parse.h"

namespace kt::runtime::test {
namespace {

std::string error_of(std::string_view text) {
  auto r = parse_folded(text, "before.folded");
  return r ? "ok" : r.error().message;
}

TEST(FoldedParseTest, PathsSplitAtSemicolonsAndTheCountFollowsTheLastSpace) {
  auto r = parse_folded("bash;entry SYSCALL;ksys_read 12\n\nswapper;idle -3\nx 18446744073709551615", "f");
  ASSERT_TRUE(r) << r.error().message;
  ASSERT_EQ(r->size(), 3u);
  const FlameSample &s = (*r)[0];
  ASSERT_EQ(s.path.size(), 3u);
  EXPECT_EQ(s.path[1].name, "entry SYSCALL");
  EXPECT_EQ(s.path[2].kind, FoldedFrame::Kind::Other);
  EXPECT_EQ(s.count, 12u);
  EXPECT_EQ((*r)[1].count, 0u); // a sum's negative value counts as none
  EXPECT_EQ((*r)[2].count, UINT64_MAX);
}

TEST(FoldedParseTest, AnEmptyFrameNameIsKept) {
  auto r = parse_folded(";a; 1\n", "f");
  ASSERT_TRUE(r);
  ASSERT_EQ((*r)[0].path.size(), 3u);
  EXPECT_EQ((*r)[0].path[0].name, "");
  EXPECT_EQ((*r)[0].path[2].name, "");
}

TEST(FoldedParseTest, MalformedLinesAreNamedByNumber) {
  EXPECT_EQ(error_of("a;b 1\nno_count\n"),
            "before.folded:2: error: expected 'FRAME;FRAME;... COUNT' (a line of kt -f folded), found no count");
  EXPECT_EQ(error_of("a;b 1\n\na;b 1x\n"), "before.folded:3: error: the count '1x' is not an integer");
  EXPECT_EQ(error_of("a;b \n"), "before.folded:1: error: the count '' is not an integer");
  EXPECT_EQ(error_of("a -\n"), "before.folded:1: error: the count '-' is not an integer");
  EXPECT_EQ(error_of("a +4\n"), "before.folded:1: error: the count '+4' is not an integer");
  EXPECT_EQ(error_of(" 4\n"), "before.folded:1: error: no frames before the count");
  EXPECT_EQ(error_of("a 18446744073709551616\n"),
            "before.folded:1: error: the count '18446744073709551616' is out of range (at most 2^64-1)");
}

TEST(FoldedParseTest, ATextWithoutLinesIsNoBaseline) {
  EXPECT_EQ(error_of(""), "before.folded: error: no folded stacks in it (the lines kt -f folded writes)");
  EXPECT_EQ(error_of("\n\n"), "before.folded: error: no folded stacks in it (the lines kt -f folded writes)");
}

} // namespace
} // namespace kt::runtime::test
