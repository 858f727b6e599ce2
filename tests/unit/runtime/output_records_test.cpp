// The records of printf(), print(value), time(), print(@m), clear(),
// zero(), cat(), system(), exit() and join(), as kt received them
// (tests/fixtures/records/output.kt and join.kt), decoded into typed
// values.
#include "runtime/builtins/output.h"

#include <gtest/gtest.h>

#include "record_fixtures.h"
#include "runtime/symbols.h"

namespace kt::runtime {
namespace {

using namespace test;
using manifest::Layout;

Layout int_layout(uint32_t size, bool is_signed) {
  Layout l;
  l.kind = Layout::Kind::Int;
  l.size = size;
  l.is_signed = is_signed;
  return l;
}

Layout string_layout(uint32_t size) {
  Layout l;
  l.kind = Layout::Kind::String;
  l.size = size;
  return l;
}

// The tables output.kt's records index, as codegen laid them out: each
// argument in 8 bytes ("hi" and "version" fit), after the header.
manifest::Manifest output_manifest() {
  manifest::Manifest m;
  m.printfs.push_back({"%d %s %u\n", {int_layout(8, true), string_layout(8), int_layout(8, false)}, {8, 16, 24}});
  Layout tuple;
  tuple.kind = Layout::Kind::Tuple;
  tuple.size = 24;
  tuple.elems = {int_layout(8, true), string_layout(8), int_layout(8, true)};
  tuple.offsets = {0, 8, 16};
  m.print_layouts.push_back(tuple);
  m.time_formats.push_back("%Y\n");
  m.cats.push_back({"/proc/%s", {string_layout(8)}, {8}});
  m.systems.push_back({"echo %d", {int_layout(8, true)}, {8}});
  return m;
}

struct OutputRecordsTest : ::testing::Test {
  manifest::Manifest m = output_manifest();
  Symbolizer symbols;
  std::vector<std::string> probe_names;
  Decoder decoder{m, symbols, probe_names};
  std::vector<std::vector<uint8_t>> records = fixture_records("output");
};

TEST_F(OutputRecordsTest, KindsArriveInProgramOrder) {
  // printf("after exit") comes after exit(), which ends the probe: no record.
  EXPECT_EQ(kinds_of(records), (std::vector<uint32_t>{KT_REC_PRINTF, KT_REC_PRINT_VALUE, KT_REC_TIME, KT_REC_PRINT_MAP,
                                                     KT_REC_CLEAR, KT_REC_ZERO, KT_REC_CAT, KT_REC_SYSTEM,
                                                     KT_REC_EXIT}));
}

TEST_F(OutputRecordsTest, PrintfArgumentsAreTyped) {
  Record r = record_of(records[0]);
  EXPECT_EQ(r.id, 0u);
  std::vector<util::FormatArg> args = decode_format_args(decoder, m.printfs[0], r);
  EXPECT_EQ(args, (std::vector<util::FormatArg>{int64_t{-42}, std::string("hi"), uint64_t{7}}));
}

TEST_F(OutputRecordsTest, ArgumentPastTheRecordReadsAsZero) {
  manifest::Format f = m.printfs[0];
  f.args.push_back(int_layout(8, true));
  f.offsets.push_back(4096);
  std::vector<util::FormatArg> args = decode_format_args(decoder, f, record_of(records[0]));
  ASSERT_EQ(args.size(), 4u);
  EXPECT_EQ(args[3], util::FormatArg{int64_t{0}});
}

TEST_F(OutputRecordsTest, PrintValueIsATuple) {
  Record r = record_of(records[1]);
  Value v = decoder.decode(r.body(), r.body_size(), m.print_layouts[r.id]);
  EXPECT_EQ(v, Value::make_tuple({Value::make_signed(1), Value::make_string("a"), Value::make_signed(-3)}));
}

TEST_F(OutputRecordsTest, MapRecordsNameTheMapAndPrintArguments) {
  Record print = record_of(records[3]);
  EXPECT_EQ(print.id, 0u);
  EXPECT_EQ(print.u64(8), 1u); // top
  EXPECT_EQ(print.u64(16), 2u); // div
  EXPECT_EQ(print.u64(24), 0u); // past the end
  EXPECT_EQ(record_of(records[4]).id, 0u);
  EXPECT_EQ(record_of(records[5]).id, 0u);
}

TEST_F(OutputRecordsTest, CatAndSystemFormatTheirArguments) {
  EXPECT_EQ(decode_format_args(decoder, m.cats[0], record_of(records[6])),
            (std::vector<util::FormatArg>{std::string("version")}));
  EXPECT_EQ(decode_format_args(decoder, m.systems[0], record_of(records[7])),
            (std::vector<util::FormatArg>{int64_t{5}}));
}

TEST_F(OutputRecordsTest, ExitCarriesItsCode) { EXPECT_EQ(record_of(records[8]).u64(8), 3u); }

TEST(JoinRecordTest, StringsJoinedWithTheSeparator) {
  auto records = fixture_records("join");
  ASSERT_EQ(kinds_of(records), (std::vector<uint32_t>{KT_REC_JOIN, KT_REC_EXIT}));
  manifest::Manifest m; // max_strlen 64, as the run's
  m.join_separators = {","};
  EXPECT_EQ(decode_join(m, record_of(records[0])), "/bin/echo,a,b,c");
  m.join_separators.clear(); // no separator for its id: a space
  EXPECT_EQ(decode_join(m, record_of(records[0])), "/bin/echo a b c");
}

TEST(JoinRecordTest, ReportsAreALineAndAJsonString) {
  TextReport r = join_report("a,b");
  EXPECT_EQ(r.json_type(), "join");
  EXPECT_EQ(r.text(), "a,b\n");
  EXPECT_EQ(r.json(), "\"a,b\"");
}

} // namespace
} // namespace kt::runtime
