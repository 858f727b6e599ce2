// Histogram rows, labels and bars. Expected values were read off bpftrace
// 0.17 output on the development VM unless a comment says otherwise.
#include "runtime/builtins/histogram.h"

#include <gtest/gtest.h>

#include <bit>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

TEST(HistogramTest, Log2Labels) {
  // bpftrace: [1], [2, 4), [512, 1K), [1K, 2K), [512K, 1M), [1G, 2G), [2G, 4G).
  EXPECT_EQ(log2_label(0), "1");
  EXPECT_EQ(log2_label(1), "2");
  EXPECT_EQ(log2_label(9), "512");
  EXPECT_EQ(log2_label(10), "1K");
  EXPECT_EQ(log2_label(19), "512K");
  EXPECT_EQ(log2_label(20), "1M");
  EXPECT_EQ(log2_label(30), "1G");
  EXPECT_EQ(log2_label(32), "4G");
  // Beyond what bpftrace 0.17's 32-bit log2 reaches, kt's own continuation
  // (the suffixes later bpftrace versions use).
  EXPECT_EQ(log2_label(40), "1T");
  EXPECT_EQ(log2_label(50), "1P");
  EXPECT_EQ(log2_label(63), "8E");
  EXPECT_EQ(log2_label(64), "16E");
}

TEST(HistogramTest, LinearLabels) {
  // bpftrace: [900, 1000), [1000, ...), [1K, 2K), [1M, 2M), [4000000, 5000000).
  EXPECT_EQ(linear_label(0), "0");
  EXPECT_EQ(linear_label(1000), "1000");
  EXPECT_EQ(linear_label(1024), "1K");
  EXPECT_EQ(linear_label(3072), "3K");
  EXPECT_EQ(linear_label(1536), "1536");
  EXPECT_EQ(linear_label(1048576), "1M");
  EXPECT_EQ(linear_label(3145728), "3M");
  EXPECT_EQ(linear_label(4000000), "4000000");
}

TEST(HistogramTest, BarsScaleTo52AndRoundDown) {
  // bpftrace: counts 1 of max 4 -> 13 '@'; 1 of 3 -> 17; 1 of 2 -> 26.
  EXPECT_EQ(hist_bar(4, 4), std::string(52, '@'));
  EXPECT_EQ(hist_bar(1, 4), std::string(13, '@'));
  EXPECT_EQ(hist_bar(1, 3), std::string(17, '@'));
  EXPECT_EQ(hist_bar(1, 2), std::string(26, '@'));
  EXPECT_EQ(hist_bar(0, 2), "");
}

TEST(HistogramTest, Log2RowsTrimToNonZeroSpan) {
  // bpftrace: @h = hist(3) x2, hist(9): [2, 4) 2, [4, 8) 0, [8, 16) 1.
  auto rows = log2_rows(log2_buckets({{3, 2}, {5, 1}}));
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].label, "[2, 4)");
  EXPECT_EQ(rows[1].label, "[4, 8)");
  EXPECT_EQ(rows[1].count, 0u);
  EXPECT_EQ(rows[2].label, "[8, 16)");
  EXPECT_EQ(rows[2].min, U(8));
  EXPECT_EQ(rows[2].max, U(15));
}

TEST(HistogramTest, Log2SpecialBuckets) {
  // bpftrace -f json: {"max": -1, ...}, {"min": 0, "max": 0, ...}, {"min": 1, "max": 1, ...}.
  auto rows = log2_rows(log2_buckets({{0, 1}, {1, 1}, {2, 1}}));
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].label, "(..., 0)");
  EXPECT_FALSE(rows[0].min.has_value());
  EXPECT_EQ(rows[0].max, I(-1));
  EXPECT_EQ(rows[1].label, "[0]");
  EXPECT_EQ(rows[1].min, U(0));
  EXPECT_EQ(rows[2].label, "[1]");
  EXPECT_EQ(rows[2].max, U(1));
}

TEST(HistogramTest, Log2TopBucketBoundsIn64Bits) {
  // kt's own: bpftrace 0.17 prints [2G, 4G) as {"min": -2147483648, "max": 0}
  // (int overflow); kt prints the true bounds, up to [8E, 16E).
  auto rows = log2_rows(log2_buckets({{33, 1}, {65, 1}}));
  ASSERT_EQ(rows.size(), 33u);
  EXPECT_EQ(rows.front().label, "[2G, 4G)");
  EXPECT_EQ(rows.front().min, U(2147483648u));
  EXPECT_EQ(rows.front().max, U(4294967295u));
  EXPECT_EQ(rows.back().label, "[8E, 16E)");
  EXPECT_EQ(rows.back().min, U(uint64_t{1} << 63));
  EXPECT_EQ(rows.back().max, U(UINT64_MAX));
}

TEST(HistogramTest, Log2RangesWithBitsCoverEveryValueOnce) {
  // hist(v, bits): the buckets after "< 0" follow each other from 0 to
  // 2^64 - 1 without a gap or an overlap, 2^bits of them per power of two
  // from 2^bits on, and the width doubles at each power.
  for (unsigned bits = 0; bits <= 5; bits++) {
    SCOPED_TRACE(bits);
    size_t n = log2_bucket_count(bits);
    uint64_t next = 0;
    for (size_t i = 1; i < n; i++) {
      Log2Range r = log2_range(i, bits);
      ASSERT_EQ(r.low, next) << "bucket " << i;
      ASSERT_LE(r.low, r.high);
      if (r.low >= (uint64_t{2} << bits))
        EXPECT_EQ((r.high - r.low + 1) << bits, std::bit_floor(r.low)) << "bucket " << i;
      next = r.high + 1;
    }
    EXPECT_EQ(next, 0u) << "the last bucket ends at 2^64 - 1";
  }
  EXPECT_EQ(log2_bucket_count(0), 66u);
}

TEST(HistogramTest, Log2RowsWithBitsLabelAsBpftrace) {
  // bpftrace v0.26: hist(v, 2) prints [7], [8, 10), ..., [3584, 4K), [4K, 5K);
  // hist(v, 5) labels 2^20 as [1024K, 1056K).
  std::vector<uint64_t> b(log2_bucket_count(2), 0);
  b[8] = 1;  // 7
  b[9] = 2;  // 8, 9
  b[44] = 1; // [3584, 4096)
  b[45] = 3; // [4096, 5120)
  auto rows = log2_rows(b, 2);
  ASSERT_EQ(rows.size(), 38u);
  EXPECT_EQ(rows[0].label, "[7]");
  EXPECT_EQ(rows[0].min, U(7));
  EXPECT_EQ(rows[1].label, "[8, 10)");
  EXPECT_EQ(rows[1].max, U(9));
  EXPECT_EQ(rows[36].label, "[3584, 4K)");
  EXPECT_EQ(rows[37].label, "[4K, 5K)");
  EXPECT_EQ(rows[37].min, U(4096));
  EXPECT_EQ(rows[37].max, U(5119));
  std::vector<uint64_t> big(log2_bucket_count(5), 0);
  big[(16u << 5) + 1] = 1; // 2^20: power 20 is the 16th after 2^5, first of its 32
  auto top = log2_rows(big, 5);
  ASSERT_EQ(top.size(), 1u);
  EXPECT_EQ(top[0].label, "[1024K, 1056K)");
  EXPECT_EQ(top[0].min, U(uint64_t{1} << 20));
  EXPECT_EQ(log2_label(5, 33), "1056");
  EXPECT_EQ(log2_label(15, 33), "1056K");
}

TEST(HistogramTest, AllZeroHasNoRows) {
  // bpftrace: zero(@h) then print: "@h[1]: " and no bucket lines; JSON [].
  EXPECT_TRUE(log2_rows(log2_buckets({})).empty());
  LinearParams p{0, 10, 1};
  EXPECT_TRUE(linear_rows(linear_buckets(p, {}), p).empty());
}

TEST(HistogramTest, LinearRowsWithOpenEnds) {
  // bpftrace: lhist(x, 0, 1000, 100): (..., 0) {"max": -1}, [0, 100)
  // {"min": 0, "max": 99}, ..., [1000, ...) {"min": 1000}.
  LinearParams p{0, 1000, 100};
  auto rows = linear_rows(linear_buckets(p, {{0, 1}, {1, 1}, {11, 1}}), p);
  ASSERT_EQ(rows.size(), 12u);
  EXPECT_EQ(rows[0].label, "(..., 0)");
  EXPECT_EQ(rows[0].max, I(-1));
  EXPECT_EQ(rows[1].label, "[0, 100)");
  EXPECT_EQ(rows[1].min, I(0));
  EXPECT_EQ(rows[1].max, I(99));
  EXPECT_EQ(rows[10].label, "[900, 1000)");
  EXPECT_EQ(rows[11].label, "[1000, ...)");
  EXPECT_EQ(rows[11].min, I(1000));
  EXPECT_FALSE(rows[11].max.has_value());
}

TEST(HistogramTest, LinearRowsWithNonZeroMin) {
  // bpftrace: lhist(30, 100, 300, 50), lhist(160, 100, 300, 50):
  // (..., 100) {"max": 99}, [100, 150), [150, 200).
  LinearParams p{100, 300, 50};
  auto rows = linear_rows(linear_buckets(p, {{0, 1}, {2, 1}}), p);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].label, "(..., 100)");
  EXPECT_EQ(rows[0].max, I(99));
  EXPECT_EQ(rows[2].label, "[150, 200)");
  EXPECT_EQ(rows[2].min, I(150));
  EXPECT_EQ(rows[2].max, I(199));
}

} // namespace
} // namespace kt::runtime
