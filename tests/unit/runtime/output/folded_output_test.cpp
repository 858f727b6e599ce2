// -f folded: stack maps as folded stacks, root first, one line per entry;
// everything else as text on the error stream.
#include <gtest/gtest.h>

#include "output_fixtures.h"
#include "runtime/output/folded.h"

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

// A session's calls (print(calls())): one line per call path, weighted by
// self time in nanoseconds, so that each frame is as wide as its call.
Timeline session_calls() {
  auto at = [](const char *name, uint64_t start, uint64_t dur, uint32_t depth) {
    return TimelineSlice{.name = name, .start_ns = start, .duration_ns = dur, .depth = depth};
  };
  return Timeline{.pid = 1, .tid = 1, .comm = "app",
                  .slices = {at("api", 0, 1000, 0), at("svc", 100, 300, 1), at("read", 150, 100, 2),
                             at("svc", 500, 200, 1), at("log;x", 800, 50, 1)}};
}

TEST(FoldedOutputTest, SessionCallsFoldBySelfTime) {
  std::vector<FoldedEntry> e = fold_timeline(session_calls());
  ASSERT_EQ(e.size(), 4u);
  EXPECT_EQ(folded_line(e[0].path), "api");
  EXPECT_EQ(e[0].value.u, 1000u - 300 - 200 - 50);
  EXPECT_EQ(folded_line(e[1].path), "api;svc");
  EXPECT_EQ(e[1].value.u, 300u - 100 + 200); // both calls of svc
  EXPECT_EQ(folded_line(e[2].path), "api;svc;read");
  EXPECT_EQ(e[2].value.u, 100u);
  EXPECT_EQ(folded_line(e[3].path), "api;log:x"); // ';' cannot be in a frame
  uint64_t total = 0;
  for (const FoldedEntry &f : e)
    total += f.value.u;
  EXPECT_EQ(total, 1000u); // the entry function's frame is as wide as the session
}

TEST(FoldedOutputTest, SessionCallsAreFoldedLinesAndAChainIsText) {
  Timeline chain = session_calls();
  chain.kind = Timeline::Kind::Chain;
  Streams s = capture(Format::Folded, [&](Output &o) {
    o.report(PreparedReport("session_calls", "calls\n", "{}", session_calls()));
    o.report(PreparedReport("session", "chain\n", "{}", chain));
  });
  EXPECT_EQ(s.out, "api 450\napi;svc 400\napi;svc;read 100\napi;log:x 50\n");
  EXPECT_EQ(s.err, "chain\n");
}

} // namespace
} // namespace kt::runtime::test
