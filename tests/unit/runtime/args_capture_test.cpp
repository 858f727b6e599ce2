// A print(args()) record as kt received it (tests/fixtures/records/args.kt:
// args_ints(-7, -1234567890123, 200, -300, 2^64-1, true)), decoded into
// its captures.
#include "runtime/builtins/args_capture.h"

#include <gtest/gtest.h>

#include "record_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

TEST(ArgsRecordTest, RegistersOfEachArgument) {
  auto records = fixture_records("args");
  ASSERT_EQ(kinds_of(records), (std::vector<uint32_t>{KT_REC_ARGS, KT_REC_EXIT}));
  Record r = record_of(records[0]);
  uint32_t index = 99;
  std::vector<ArgCapture> captures = decode_args_record(r.body(), r.body_size(), index);
  EXPECT_EQ(index, 0u); // the probe's one attach point
  std::vector<uint64_t> raw;
  for (const ArgCapture &a : captures) {
    raw.push_back(a.raw);
    EXPECT_TRUE(a.data.empty()); // integers: nothing read behind them
    EXPECT_FALSE(a.read_failed);
  }
  // The registers as the call left them: a 32-bit int's upper half is not
  // its sign (the types make -7 of 0xfffffff9).
  EXPECT_EQ(raw, (std::vector<uint64_t>{0xfffffff9, static_cast<uint64_t>(-1234567890123), 200, 0xfffffed4,
                                        UINT64_MAX, 1}));
}

TEST(ArgsRecordTest, ShortRecordHasNoCaptures) {
  auto records = fixture_records("args");
  Record r = record_of(records[0]);
  uint32_t index = 0;
  EXPECT_TRUE(decode_args_record(r.body(), 16, index).empty());
}

} // namespace
} // namespace kt::runtime
