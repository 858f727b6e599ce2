// A session's print(calls()) and print(stack()) as timelines: on the
// recorded session of session_stack_test.cpp (real BPF clock times), each
// call a slice inside its caller, and the chain's slices enclosing the
// calls they stand for, so that -f trace marks them instead of drawing
// them twice; on a made-up record, a call whose return was not recorded.
#include "runtime/builtins/session_timeline.h"

#include <gtest/gtest.h>

#include <sstream>

#include "bpf/abi/session.h"
#include "record_fixtures.h"
#include "runtime/output/trace_events.h"

namespace kt::runtime {
namespace {

using namespace test;

uint64_t end_of(const TimelineSlice &s) { return s.start_ns + s.duration_ns; }

struct SessionTimelineTest : ::testing::Test {
  manifest::Manifest m = session_manifest();
  Symbolizer symbols;
  std::vector<std::vector<uint8_t>> records = fixture_records("session");
  SessionStack stack() {
    Record r = record_of(records[1]);
    return decode_session_stack(r.body(), r.body_size(), m, symbols);
  }
  SessionCalls calls() {
    Record r = record_of(records[2]);
    return decode_session_calls(r.body(), r.body_size(), m);
  }
};

TEST_F(SessionTimelineTest, EachCallIsASliceInsideItsCaller) {
  std::optional<Timeline> t = calls_timeline(calls());
  ASSERT_TRUE(t);
  EXPECT_EQ(t->kind, Timeline::Kind::Calls);
  EXPECT_EQ(t->comm, "session_target");
  ASSERT_EQ(t->slices.size(), 5u);
  const char *names[] = {"api_request", "svc_handle", "svc_validate", "store_lookup", "store_read_block"};
  for (size_t i = 0; i < 5; i++) {
    const TimelineSlice &s = t->slices[i];
    EXPECT_EQ(s.name, names[i]);
    EXPECT_EQ(s.depth, i);
    EXPECT_TRUE(s.failed);
    EXPECT_TRUE(s.returned);
    ASSERT_FALSE(s.args.empty());
    EXPECT_EQ(s.args[0], (std::pair<std::string, std::string>{"result", "\"-ENOENT\""}));
    EXPECT_GT(s.start_ns, 0u);
    EXPECT_GT(s.duration_ns, 0u);
    if (i > 0) {
      EXPECT_GT(s.start_ns, t->slices[i - 1].start_ns) << names[i];
      EXPECT_LT(end_of(s), end_of(t->slices[i - 1])) << names[i];
    }
  }
}

TEST_F(SessionTimelineTest, TheChainEnclosesTheCallsItStandsFor) {
  std::optional<Timeline> calls_t = calls_timeline(calls());
  std::optional<Timeline> chain_t = chain_timeline(stack());
  ASSERT_TRUE(calls_t && chain_t);
  EXPECT_EQ(chain_t->kind, Timeline::Kind::Chain);
  ASSERT_EQ(chain_t->slices.size(), calls_t->slices.size());
  for (size_t i = 0; i < chain_t->slices.size(); i++) {
    const TimelineSlice &c = chain_t->slices[i], &k = calls_t->slices[i];
    EXPECT_EQ(c.name, k.name);
    EXPECT_LE(c.start_ns, k.start_ns) << c.name;
    EXPECT_GE(end_of(c), end_of(k)) << c.name;
  }
  // Written together: the calls once, the chain's origin marked on the last.
  std::ostringstream out;
  TraceEventWriter w(out);
  w.add(*chain_t);
  w.add(*calls_t);
  w.finish();
  std::string doc = out.str();
  size_t slices = 0;
  for (size_t at = doc.find("\"ph\":\"X\""); at != std::string::npos; at = doc.find("\"ph\":\"X\"", at + 1))
    slices++;
  EXPECT_EQ(slices, 5u);
  EXPECT_NE(doc.find("\"name\":\"store_read_block\",\"cat\":\"error\",\"cname\":\"terrible\""),
            std::string::npos);
  EXPECT_NE(doc.find("\"args\":{\"result\":\"-ENOENT\",\"origin\":true}}\n"), std::string::npos);
}

TEST(SessionTimeline, ACallWhoseReturnWasNotRecordedEndsAtTheLastEvent) {
  SessionCalls c;
  c.pid = c.tid = 7;
  c.comm = "app";
  c.dropped = 3;
  SessionEvent entry{.function = "api", .kind = SessionEvent::Call, .ns = 1000};
  SessionEvent leaf{.function = "svc",
                    .depth = 1,
                    .kind = SessionEvent::Leaf,
                    .result_text = "0",
                    .duration_ns = 200,
                    .ns = 1100};
  c.events = {entry, leaf};
  std::optional<Timeline> t = calls_timeline(c);
  ASSERT_TRUE(t);
  ASSERT_EQ(t->slices.size(), 2u);
  EXPECT_FALSE(t->slices[0].returned);
  EXPECT_EQ(t->slices[0].start_ns, 1000u);
  EXPECT_EQ(t->slices[0].duration_ns, 300u); // to the leaf's return
  EXPECT_EQ(t->slices[0].args, (std::vector<std::pair<std::string, std::string>>{{"returned", "false"}}));
  EXPECT_TRUE(t->slices[1].returned);
  EXPECT_EQ(t->slices[1].duration_ns, 200u);
}

} // namespace
} // namespace kt::runtime
