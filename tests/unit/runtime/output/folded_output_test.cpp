// -f folded: stack maps as folded stacks, root first, one line per entry;
// everything else as text on the error stream.
#include <gtest/gtest.h>

#include "output_fixtures.h"

namespace kt::runtime::test {
namespace {

Streams folded(const MapData &m) {
  return capture(Format::Folded, [&](Output &o) { o.map(m, 0, 1); });
}

TEST(FoldedOutputTest, StackKeysRootFirstWithoutOffsets) {
  // profile:hz:99 { @[kstack] = count(); }
  MapData m = make_map("@", "count", true,
                       {scalar({K({"ksys_read+5", "do_syscall_64+56", "entry_SYSCALL_64+100"})}, U(7)),
                        scalar({K({"pv_native_safe_halt+11", "default_idle+5"})}, U(90))});
  Streams s = folded(m);
  EXPECT_EQ(s.out, "entry_SYSCALL_64;do_syscall_64;ksys_read 7\n"
                   "default_idle;pv_native_safe_halt 90\n");
  EXPECT_EQ(s.err, "");
}

TEST(FoldedOutputTest, AnEmptyStackIsAFrameOfItsOwn) {
  MapData m = make_map("@", "count", true, {scalar({S("bash"), K({})}, U(94))});
  EXPECT_EQ(folded(m).out, "bash;[no stack] 94\n");
}

TEST(FoldedOutputTest, OtherKeyElementsInOrderAndInlinedFrames) {
  // @[comm, ustack] = count(), with an inlined call in the leaf's caller.
  Frame leaf{.name = "leaf"}, inl{.name = "inner", .inlined = true}, outer{.name = "outer", .offset = 15};
  Frame unknown{.addr = 0x7f00};
  MapData m = make_map("@", "count", true,
                       {scalar({S("a;b"), Value::make_stack({leaf, inl, outer, unknown})}, U(3))});
  EXPECT_EQ(folded(m).out, "a:b;0x7f00;outer;inner;leaf 3\n");
}

TEST(FoldedOutputTest, MapsWithoutStacksGoToTheErrorStreamAsText) {
  MapData counts = make_map("@c", "count", true, {scalar({S("bash")}, U(2))});
  Streams s = folded(counts);
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "@c[bash]: 2\n");
  Streams p = capture(Format::Folded, [](Output &o) { o.printf("hello\n"); });
  EXPECT_EQ(p.out, "");
  EXPECT_EQ(p.err, "hello\n");
}

TEST(FoldedOutputTest, StackMapsWithHistogramsAreNotFolded) {
  MapData h = make_map("@h", "hist", true, {hist({K({"f+1"})}, log2_buckets({{3, 1}}))});
  Streams s = folded(h);
  EXPECT_EQ(s.out, "");
  EXPECT_NE(s.err.find("@h["), std::string::npos);
}

} // namespace
} // namespace kt::runtime::test
