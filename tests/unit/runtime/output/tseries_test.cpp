// tseries() graphs and JSON. The two graphs are bpftrace v0.26.1's own
// output, copied from its docs/stdlib.md ("### tseries"), fed the values
// they show; the other cases follow bpftrace's text.cpp rules (see
// src/runtime/builtins/tseries.cpp).
#include "runtime/builtins/tseries.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

constexpr uint64_t kSec = 1'000'000'000, kMs = 1'000'000;

// Labels in UTC, whatever the caller's TZ.
class TSeriesTest : public testing::Test {
protected:
  void SetUp() override {
    if (const char *tz = std::getenv("TZ"))
      saved_tz_ = tz;
    setenv("TZ", "UTC", 1);
    tzset();
  }
  void TearDown() override {
    if (saved_tz_)
      setenv("TZ", saved_tz_->c_str(), 1);
    else
      unsetenv("TZ");
    tzset();
  }

private:
  std::optional<std::string> saved_tz_;
};

// A series of `interval` ns intervals, the first starting at `start_ns`.
std::map<uint64_t, uint64_t> series(uint64_t start_ns, uint64_t interval, const std::vector<int64_t> &values) {
  std::map<uint64_t, uint64_t> s;
  for (size_t i = 0; i < values.size(); i++)
    s[start_ns / interval + i] = static_cast<uint64_t>(values[i]);
  return s;
}

MapEntry ts_entry(std::vector<Value> key, std::map<uint64_t, uint64_t> s) {
  MapEntry e;
  e.key = std::move(key);
  e.value.series = std::move(s);
  return e;
}

MapData make_tseries(std::string name, std::vector<int64_t> params, bool keyed, bool is_signed,
                     std::vector<MapEntry> entries) {
  MapData m = make_map(std::move(name), "tseries", keyed, std::move(entries));
  m.params = std::move(params);
  m.value_signed = is_signed;
  return m;
}

// 2025-01-02 10:41:46.700 UTC: docs example one, tseries(rand % 10, 100ms, 20, "min").
constexpr uint64_t kExampleOne = 1735814506 * kSec + 700 * kMs;
const char *kExampleOneText = R"(             0                                                   2
hh:mm:ss.ms  |___________________________________________________|
10:41:46.700 *                                                   | 0
10:41:46.800 *                                                   | 0
10:41:46.900 |                         *                         | 1
10:41:47.000 |                                                   * 2
10:41:47.100 |                         *                         | 1
10:41:47.200 *                                                   | 0
10:41:47.300 |                         *                         | 1
10:41:47.400 *                                                   | 0
10:41:47.500 |                         *                         | 1
10:41:47.600 *                                                   | 0
10:41:47.700 |                                                   * 2
10:41:47.800 *                                                   | 0
10:41:47.900 *                                                   | 0
10:41:48.000 |                         *                         | 1
10:41:48.100 |                         *                         | 1
10:41:48.200 |                         *                         | 1
10:41:48.300 *                                                   | 0
10:41:48.400 |                                                   * 2
10:41:48.500 |                         *                         | 1
10:41:48.600 |                         *                         | 1
             v___________________________________________________v
             0                                                   2
)";

TEST_F(TSeriesTest, DocsExampleOneUnsigned) {
  MapData m = make_tseries("@", {100 * kMs, 20, 3}, false, false,
                           {ts_entry({}, series(kExampleOne, 100 * kMs,
                                                {0, 0, 1, 2, 1, 0, 1, 0, 1, 0, 2, 0, 0, 1, 1, 1, 0, 2, 1, 1}))});
  EXPECT_EQ(text_of(m), std::string("@:\n") + kExampleOneText + "\n");
}

// 2025-01-02 10:39:49.300 UTC: docs example two, the zigzag of tseries(@c, 100ms, 20).
constexpr uint64_t kExampleTwo = 1735814389 * kSec + 300 * kMs;
const char *kExampleTwoText = R"(             -5                                                  5
hh:mm:ss.ms  |___________________________________________________|
10:39:49.300 *                         .                         | -5
10:39:49.400 |    *                    .                         | -4
10:39:49.500 |         *               .                         | -3
10:39:49.600 |              *          .                         | -2
10:39:49.700 |                   *     .                         | -1
10:39:49.800 |                         *                         | 0
10:39:49.900 |                         .    *                    | 1
10:39:50.000 |                         .         *               | 2
10:39:50.100 |                         .              *          | 3
10:39:50.200 |                         .                   *     | 4
10:39:50.300 |                         .                         * 5
10:39:50.400 |                         .                   *     | 4
10:39:50.500 |                         .              *          | 3
10:39:50.600 |                         .         *               | 2
10:39:50.700 |                         .    *                    | 1
10:39:50.800 |                         *                         | 0
10:39:50.900 |                   *     .                         | -1
10:39:51.000 |              *          .                         | -2
10:39:51.100 |         *               .                         | -3
10:39:51.200 |    *                    .                         | -4
             v___________________________________________________v
             -5                                                  5
)";

TEST_F(TSeriesTest, DocsExampleTwoCrossesZero) {
  MapData m = make_tseries("@", {100 * kMs, 20}, false, true,
                           {ts_entry({}, series(kExampleTwo, 100 * kMs,
                                                {-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4}))});
  EXPECT_EQ(text_of(m), std::string("@:\n") + kExampleTwoText + "\n");
}

// A keyed map: every key shows the map's window (here the 3 intervals up
// to the latest, 10:41:48); a key that stopped early ends in '-' rows, an
// interval older than the window is not shown, and a single value widens
// the range by one on each side. Whole seconds: no fraction in the labels.
TEST_F(TSeriesTest, KeyedMapSharesTheWindow) {
  uint64_t start = 1735814506 * kSec;
  auto two = series(start, kSec, {7});
  two[start / kSec - 5] = 100; // older than the window
  MapData m = make_tseries("@m", {static_cast<int64_t>(kSec), 3}, true, true,
                           {ts_entry({I(2)}, two), ts_entry({I(1)}, series(start, kSec, {3, 5, 4}))});
  EXPECT_EQ(text_of(m), R"(@m[1]:
         3                                                   5
hh:mm:ss |___________________________________________________|
10:41:46 *                                                   | 3
10:41:47 |                                                   * 5
10:41:48 |                         *                         | 4
         v___________________________________________________v
         3                                                   5

@m[2]:
         6                                                   8
hh:mm:ss |___________________________________________________|
10:41:46 |                         *                         | 7
10:41:47 |                                                   | -
10:41:48 |                                                   | -
         v___________________________________________________v
         6                                                   8

)");
}

// Microsecond intervals: bpftrace pads the header by bytes, and "μs" is
// two, so its '|' is one column left of the rows'. A gap prints '-'; the
// range crosses zero, so '.' marks it.
TEST_F(TSeriesTest, MicrosecondsAndAGap) {
  uint64_t start = 1735814506 * kSec + 700 * kMs;
  auto s = series(start, 100000, {-2});
  s[start / 100000 + 2] = 9;
  MapData m = make_tseries("@u", {100000, 10}, false, true, {ts_entry({}, s)});
  EXPECT_EQ(text_of(m), R"(@u:
                -2                                                  9
hh:mm:ss.μs    |___________________________________________________|
10:41:46.700000 *        .                                          | -2
10:41:46.700100 |        .                                          | -
10:41:46.700200 |        .                                          * 9
                v___________________________________________________v
                -2                                                  9

)");
}

// A key without a value in the window (zero() left it, or it is older):
// one empty row at the map's latest interval, "null" bounds, as bpftrace.
TEST_F(TSeriesTest, KeyWithoutValues) {
  uint64_t start = 1735814506 * kSec;
  MapData m = make_tseries("@z", {static_cast<int64_t>(kSec), 5}, true, false,
                           {ts_entry({I(1)}, {}), ts_entry({I(2)}, series(start, kSec, {1, 1}))});
  EXPECT_EQ(text_of(m), R"(@z[1]:
                   null                                             null
hh:mm:ss.ns        |___________________________________________________|
10:41:47.000000000 |                                                   | -
                   v___________________________________________________v
                   null                                             null

@z[2]:
         0                                                   2
hh:mm:ss |___________________________________________________|
10:41:46 |                         *                         | 1
10:41:47 |                         *                         | 1
         v___________________________________________________v
         0                                                   2

)");
}

TEST_F(TSeriesTest, NoKeyHasData) {
  MapData m = make_tseries("@z", {static_cast<int64_t>(kSec), 5}, true, false, {ts_entry({I(1)}, {})});
  EXPECT_EQ(text_of(m), "@z[1]:\n<no data>\n\n");
}

TEST_F(TSeriesTest, WindowKeepsTheLastIntervals) {
  auto s = series(10 * kSec, kSec, {1, 2, 3, 4, 5});
  auto rows = tseries_rows(s, 12, 14, kSec);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].start_ns, 12 * kSec);
  EXPECT_EQ(*rows[0].value, 3u);
  EXPECT_EQ(*rows[2].value, 5u);
  EXPECT_TRUE(tseries_rows(s, 1, 0, kSec).empty());
}

// -f json: the intervals with a value, their start in UTC with ns (the
// form of a C++ system_clock time point, which bpftrace prints).
TEST_F(TSeriesTest, Json) {
  uint64_t start = 1735814506 * kSec + 700 * kMs;
  auto s = series(start, 100 * kMs, {-1});
  s[start / (100 * kMs) + 2] = 4;
  MapData m = make_tseries("@", {100 * kMs, 20}, true, true, {ts_entry({S("a")}, s)});
  EXPECT_EQ(json_of(m), "{\"type\": \"tseries\", \"data\": {\"@\": {\"a\": ["
                        "{\"interval_start\":\"2025-01-02 10:41:46.700000000\",\"value\":-1},"
                        "{\"interval_start\":\"2025-01-02 10:41:46.900000000\",\"value\":4}]}}}\n");
}

// print(@m, top, div) does not cut or divide a time series.
TEST_F(TSeriesTest, TopAndDivisorDoNotApply) {
  uint64_t start = 1735814506 * kSec;
  MapData m = make_tseries("@m", {static_cast<int64_t>(kSec), 3}, true, true,
                           {ts_entry({I(1)}, series(start, kSec, {3, 5, 4})),
                            ts_entry({I(2)}, series(start, kSec, {7}))});
  EXPECT_EQ(text_of(m, 1, 10), text_of(m));
}

} // namespace
} // namespace kt::runtime
