// Entry order and print()'s top. Orders were observed in bpftrace 0.17 output
// on the development VM; where bpftrace's order is random (value ties of
// count/sum/plain maps), the test says kt's rule.
#include "runtime/output/map_order.h"

#include <gtest/gtest.h>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

std::vector<std::vector<Value>> keys_of(const std::vector<const MapEntry *> &entries) {
  std::vector<std::vector<Value>> keys;
  for (const MapEntry *e : entries)
    keys.push_back(e->key);
  return keys;
}

TEST(MapOrderTest, IntegerKeysCompareAsUnsigned) {
  // bpftrace: @a[256], @a[1], @a[2], @a[-2], @a[-1] = strings print in the
  // order 1, 2, 256, -2, -1.
  EXPECT_LT(compare_keys({I(1)}, {I(2)}), 0);
  EXPECT_LT(compare_keys({I(256)}, {I(-2)}), 0);
  EXPECT_LT(compare_keys({I(-2)}, {I(-1)}), 0);
  EXPECT_EQ(compare_keys({I(7), S("a")}, {I(7), S("a")}), 0);
}

TEST(MapOrderTest, RawKeysCompareLittleEndianBytes) {
  // bpftrace: equal hist(1) entries for keys 256, 1, 2 print 256, 1, 2.
  EXPECT_LT(compare_raw_keys({I(256)}, {I(1)}), 0);
  EXPECT_LT(compare_raw_keys({I(1)}, {I(2)}), 0);
  EXPECT_LT(compare_raw_keys({S("a")}, {S("aa")}), 0);
}

TEST(MapOrderTest, MultiKeySortsByFirstThenSecond) {
  // bpftrace: @a[2,"b"], @a[1,"z"], @a[2,"a"], @a[1,"a"] = strings print
  // [1, a], [1, z], [2, a], [2, b].
  MapData m = make_map("@a", "", true,
                       {scalar({I(2), S("b")}, S("x")), scalar({I(1), S("z")}, S("z")),
                        scalar({I(2), S("a")}, S("y")), scalar({I(1), S("a")}, S("w"))});
  std::vector<std::vector<Value>> want = {{I(1), S("a")}, {I(1), S("z")}, {I(2), S("a")}, {I(2), S("b")}};
  EXPECT_EQ(keys_of(order_entries(m, 0)), want);
}

TEST(MapOrderTest, ValueTiesFallBackToKeyOrder) {
  // bpftrace printed @a[2], @a[0], @a[4] (all 10) in hash order, which is
  // random; kt breaks the tie by key.
  MapData m =
      make_map("@a", "count", true,
               {scalar({I(2)}, U(10)), scalar({I(4)}, U(10)), scalar({I(0)}, U(10)), scalar({I(1)}, U(3))});
  std::vector<std::vector<Value>> want = {{I(1)}, {I(0)}, {I(2)}, {I(4)}};
  EXPECT_EQ(keys_of(order_entries(m, 0)), want);
}

TEST(MapOrderTest, TopKeepsTheLargest) {
  // bpftrace: print(@c, 2) of counts 1, 2, 3 prints the entries with 2 and 3.
  MapData m = make_map("@c", "count", true,
                       {scalar({I(3)}, U(3)), scalar({I(1)}, U(1)), scalar({I(2)}, U(2))});
  std::vector<std::vector<Value>> want = {{I(2)}, {I(3)}};
  EXPECT_EQ(keys_of(order_entries(m, 2)), want);
  EXPECT_EQ(order_entries(m, 5).size(), 3u);
}

TEST(MapOrderTest, StatsIgnoreTopAvgDoesNot) {
  // bpftrace warns "print()'s top and div arguments are ignored when used on
  // stats() maps" and prints all three; print(@v, 2) of an avg prints two.
  std::vector<MapEntry> entries = {stats({I(1)}, 1, 10), stats({I(2)}, 1, 4), stats({I(3)}, 1, 7)};
  EXPECT_EQ(order_entries(make_map("@s", "stats", true, entries), 1).size(), 3u);
  std::vector<std::vector<Value>> want = {{I(3)}, {I(1)}};
  EXPECT_EQ(keys_of(order_entries(make_map("@v", "avg", true, entries), 2)), want);
}

TEST(MapOrderTest, SignedValuesSortSigned) {
  // bpftrace: @s[1] = sum(-5), @s[2] = sum(3), @s[3] = sum(-10) prints 3, 1, 2.
  MapData m = make_map("@s", "sum", true,
                       {scalar({I(1)}, I(-5)), scalar({I(2)}, I(3)), scalar({I(3)}, I(-10))});
  std::vector<std::vector<Value>> want = {{I(3)}, {I(1)}, {I(2)}};
  EXPECT_EQ(keys_of(order_entries(m, 0)), want);
}

TEST(MapOrderTest, AverageOf) {
  // bpftrace: avg(-7), avg(2) prints -2 (C division); no samples print 0.
  EXPECT_EQ(average_of(stats({}, 2, -5).value), -2);
  EXPECT_EQ(average_of(stats({}, 0, 0).value), 0);
  EXPECT_EQ(average_of(stats({}, 2, 16).value), 8);
}

} // namespace
} // namespace kt::runtime
