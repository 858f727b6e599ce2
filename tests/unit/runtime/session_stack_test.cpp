// A failing session's print(stack()) and print(calls()) records, as kt
// received them (tests/fixtures/records/session.kt: api_request ->
// svc_handle -> svc_validate -> store_lookup -> store_read_block, failing
// with -ENOENT at the bottom), decoded into calls and events.
#include "runtime/builtins/session_stack.h"

#include <gtest/gtest.h>

#include <fstream>

#include "bpf/abi/session.h"
#include "record_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

struct SessionStackTest : ::testing::Test {
  manifest::Manifest m = session_manifest();
  Symbolizer symbols;
  std::vector<std::vector<uint8_t>> records = fixture_records("session");
};

TEST_F(SessionStackTest, RecordKinds) {
  ASSERT_EQ(m.session_functions.size(), 23u);
  // The process's first capture, then the two prints of the failing session.
  EXPECT_EQ(kinds_of(records), (std::vector<uint32_t>{KT_REC_PID_SEEN, KT_REC_SESSION_STACK, KT_REC_SESSION_CALLS}));
}

TEST_F(SessionStackTest, StackHoldsTheFailingChain) {
  Record r = record_of(records[1]);
  SessionStack s = decode_session_stack(r.body(), r.body_size(), m, symbols);
  EXPECT_EQ(s.comm, "session_target");
  EXPECT_EQ(s.pid, s.tid);
  EXPECT_EQ(s.entry, "api_request");
  EXPECT_TRUE(s.failed);
  EXPECT_EQ(s.result, -2);
  EXPECT_EQ(s.result_text, "-ENOENT");
  EXPECT_EQ(s.dropped, 0u);
  std::vector<std::string> names;
  for (const SessionCall &c : s.calls) {
    names.push_back(c.function);
    EXPECT_TRUE(c.failed) << c.function;
    EXPECT_EQ(c.result_text, "-ENOENT") << c.function;
    EXPECT_FALSE(c.stale) << c.function;
  }
  EXPECT_EQ(names,
            (std::vector<std::string>{"api_request", "svc_handle", "svc_validate", "store_lookup", "store_read_block"}));
  ASSERT_EQ(s.calls.size(), 5u);
  for (size_t i = 0; i + 1 < s.calls.size(); i++) {
    EXPECT_FALSE(s.calls[i].origin);
    EXPECT_GE(s.calls[i].duration_ns, s.calls[i + 1].duration_ns); // a caller outlasts its callee
  }
  EXPECT_TRUE(s.calls.back().origin);
  EXPECT_EQ(s.duration_ns, s.calls.front().duration_ns);
}

TEST_F(SessionStackTest, CallsAreInOrderWithTheLeafOnOneLine) {
  Record r = record_of(records[2]);
  SessionCalls c = decode_session_calls(r.body(), r.body_size(), m);
  EXPECT_EQ(c.comm, "session_target");
  EXPECT_EQ(c.dropped, 0u);
  EXPECT_EQ(c.too_deep, 0u);
  struct Expected {
    const char *function;
    SessionEvent::Kind kind;
    uint32_t depth;
  };
  const Expected expected[] = {
      {"api_request", SessionEvent::Call, 0},    {"svc_handle", SessionEvent::Call, 1},
      {"svc_validate", SessionEvent::Call, 2},   {"store_lookup", SessionEvent::Call, 3},
      {"store_read_block", SessionEvent::Leaf, 4}, {"store_lookup", SessionEvent::Return, 3},
      {"svc_validate", SessionEvent::Return, 2}, {"svc_handle", SessionEvent::Return, 1},
      {"api_request", SessionEvent::Return, 0},
  };
  ASSERT_EQ(c.events.size(), std::size(expected));
  for (size_t i = 0; i < c.events.size(); i++) {
    const SessionEvent &e = c.events[i];
    EXPECT_EQ(e.function, expected[i].function) << i;
    EXPECT_EQ(e.kind, expected[i].kind) << i;
    EXPECT_EQ(e.depth, expected[i].depth) << i;
    if (e.kind != SessionEvent::Call) {
      EXPECT_TRUE(e.failed) << i;
      EXPECT_EQ(e.result_text, "-ENOENT") << i;
    }
  }
}

} // namespace
} // namespace kt::runtime

namespace kt::runtime {
namespace {

// A result as a session line shows it: errno names for failing integers,
// and for functions whose error is in errno (the C library's) the errno
// read at the return, never one made up from the result.
TEST(SessionResultText, ErrnoOnlyWhenRead) {
  EXPECT_EQ(session_result_text(-2, KT_ERR_INT32, true), "-ENOENT");
  EXPECT_EQ(session_result_text(-1, KT_ERR_MINUS_ONE, true), "-1");
  EXPECT_EQ(session_result_text(-1, KT_ERR_MINUS_ONE, true, 2, true), "-1 ENOENT");
  EXPECT_EQ(session_result_text(-1, KT_ERR_MINUS_ONE, true, 4095, true), "-1 errno 4095");
  EXPECT_EQ(session_result_text(3, KT_ERR_MINUS_ONE, false, 2, true), "3"); // errno of a success means nothing
  EXPECT_EQ(session_result_text(0, KT_ERR_POINTER, true, 12, true), "NULL ENOMEM");
  EXPECT_EQ(session_result_text(0, KT_ERR_POINTER, true), "NULL");
  // mmap's MAP_FAILED is (void *)-1, not an ERR_PTR(-EPERM).
  EXPECT_EQ(session_result_text(-1, KT_ERR_POINTER, true, 0, true), "-1");
  EXPECT_EQ(session_result_text(-1, KT_ERR_POINTER, true, 12, true), "-1 ENOMEM");
  EXPECT_EQ(session_result_text(-1, KT_ERR_POINTER, true), "-EPERM");
}

} // namespace
} // namespace kt::runtime
