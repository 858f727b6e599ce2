// The record table: recorded records dispatched by kind to their
// families' handlers, what exit() drops, and the capture format.
#include "runtime/record_table.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <sstream>

#include "record_fixtures.h"
#include "runtime/run_context.h"

namespace kt::runtime {
namespace {

using namespace test;

// A family of the tests' own: a kind no real record uses, to show that a
// registration is all a new record kind needs.
constexpr uint32_t kTestKind = 250;
int g_test_records = 0;

const FamilyRegistration kTestFamily{{
    .name = "zz_test",
    .records = {{.kind = kTestKind, .handle = [](RunContext &, const Record &) { g_test_records++; }}},
}};

manifest::Layout int8(bool is_signed) {
  manifest::Layout l;
  l.kind = manifest::Layout::Kind::Int;
  l.size = 8;
  l.is_signed = is_signed;
  return l;
}

manifest::Layout str8() {
  manifest::Layout l;
  l.kind = manifest::Layout::Kind::String;
  l.size = 8;
  return l;
}

struct RecordTableTest : ::testing::Test {
  RecordTableTest() {
    m.printfs.push_back({"%d %s %u\n", {int8(true), str8(), int8(false)}, {8, 16, 24}});
    manifest::Layout tuple;
    tuple.kind = manifest::Layout::Kind::Tuple;
    tuple.size = 24;
    tuple.elems = {int8(true), str8(), int8(true)};
    tuple.offsets = {0, 8, 16};
    m.print_layouts.push_back(tuple);
    m.time_formats.push_back("%Y\n");
    m.cats.push_back({"/proc/%s", {str8()}, {8}});
    m.systems.push_back({"echo %d", {int8(true)}, {8}});
  }
  void dispatch_all(const std::vector<std::vector<uint8_t>> &records) {
    for (const auto &r : records)
      table.dispatch(ctx, r.data(), r.size());
  }

  manifest::Manifest m;
  RunOptions options;
  CaptureOutput out;
  std::ostringstream results, err;
  RunContext ctx{m, options, out, results, err};
  RecordTable table = RecordTable::build().value();
};

TEST_F(RecordTableTest, EveryRecordReachesItsFamily) {
  dispatch_all(fixture_records("output"));
  // print(@m), clear() and zero() need the loaded maps, which a test has not.
  ASSERT_EQ(out.events.size(), 5u);
  EXPECT_EQ(out.events[0].kind, OutputEvent::Printf);
  EXPECT_EQ(out.events[0].text, "-42 hi 7\n");
  EXPECT_EQ(out.events[1].kind, OutputEvent::Value);
  EXPECT_EQ(out.events[1].value,
            Value::make_tuple({Value::make_signed(1), Value::make_string("a"), Value::make_signed(-3)}));
  EXPECT_EQ(out.events[2].json_type, "time");
  EXPECT_EQ(out.events[2].text.size(), 5u); // "2026\n"
  EXPECT_EQ(out.events[3].json_type, "cat");
  EXPECT_EQ(out.events[3].text.rfind("Linux version", 0), 0u);
  EXPECT_EQ(out.events[4].json_type, "syscall");
  EXPECT_EQ(out.events[4].text, "5\n");
  EXPECT_TRUE(ctx.exited());
  EXPECT_EQ(ctx.exit_code(), 3);
}

TEST_F(RecordTableTest, AfterExitOnlyProcessNoticesAreHandled) {
  auto output = fixture_records("output");
  auto seen = fixture_records("pid_seen");
  ASSERT_EQ(kinds_of(seen), (std::vector<uint32_t>{KT_REC_PID_SEEN, KT_REC_EXIT}));
  dispatch_all({output.back()}); // exit(3)
  dispatch_all({output.front()}); // a printf queued after it: dropped
  EXPECT_TRUE(out.events.empty());
  dispatch_all(seen); // its exit(0) is dropped too: the first exit() wins
  EXPECT_EQ(ctx.exit_code(), 3);
  bool after_exit = false;
  for (const Family &f : families())
    for (const RecordKind &k : f.records)
      if (k.kind == KT_REC_PID_SEEN)
        after_exit = k.after_exit;
  EXPECT_TRUE(after_exit);
}

TEST_F(RecordTableTest, DrainingAfterDetachPrintsAgain) {
  dispatch_all({fixture_records("output").back()});
  ctx.set_discarding(false); // what the lifecycle does before END
  dispatch_all({fixture_records("output").front()});
  EXPECT_EQ(out.events.size(), 1u);
}

TEST_F(RecordTableTest, ShortAndUnknownRecordsAreDropped) {
  std::vector<uint8_t> short_record = {1, 0, 0};
  std::vector<uint8_t> unknown(16, 0);
  unknown[0] = 200;
  dispatch_all({short_record, unknown});
  EXPECT_TRUE(out.events.empty());
  EXPECT_FALSE(ctx.exited());
}

TEST_F(RecordTableTest, ARegisteredKindNeedsNothingElse) {
  std::vector<uint8_t> rec(8, 0);
  rec[0] = kTestKind;
  int before = g_test_records;
  dispatch_all({rec});
  EXPECT_EQ(g_test_records, before + 1);
}

TEST_F(RecordTableTest, CaptureWritesWhatSplitReads) {
  auto records = fixture_records("join");
  std::string path = ::testing::TempDir() + "kt_capture_test.records";
  {
    auto capturing = RecordTable::build();
    ASSERT_TRUE(capturing);
    ASSERT_TRUE(capturing->capture_to(path));
    for (const auto &r : records)
      capturing->dispatch(ctx, r.data(), r.size());
  }
  EXPECT_EQ(split_captured_records(read_bytes(path)), records);
  std::remove(path.c_str());
}

TEST(RecordTableSplitTest, ATruncatedRecordIsLeftOut) {
  std::vector<uint8_t> bytes = {8, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 1};
  EXPECT_EQ(split_captured_records(bytes), (std::vector<std::vector<uint8_t>>{{1, 2, 3, 4, 5, 6, 7, 8}}));
}

} // namespace
} // namespace kt::runtime
