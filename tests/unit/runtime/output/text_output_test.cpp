// TextOutput. Every expected string below was copied from bpftrace 0.17
// output on the development VM (the program is quoted above each case), with
// the "Attaching" line and the "\n\n" bpftrace writes before exit-time maps
// removed. Cases marked "kt's own" are deliberate differences.
#include <gtest/gtest.h>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

TEST(TextOutputTest, JoinSystemCat) {
  // join() ends its line; system() and cat() print what they got as it is.
  auto s = capture(Format::Text, [](Output &o) {
    o.report(join_report("/bin/echo a b"));
    o.report(command_report("hi\n"));
    o.report(file_report("vm"));
  });
  EXPECT_EQ(s.out, "/bin/echo a b\nhi\nvm");
}

// ---- scalar maps ----

TEST(TextOutputTest, MapWithoutKey) {
  // BEGIN { @a = 1; print(@a); }  ->  "@a: 1\n", no blank line after.
  EXPECT_EQ(text_of(make_map("@a", "", false, {scalar({}, I(1))})), "@a: 1\n");
}

TEST(TextOutputTest, AnonymousMap) {
  // BEGIN { @ = 4; exit(); }
  EXPECT_EQ(text_of(make_map("@", "", false, {scalar({}, I(4))})), "@: 4\n");
}

TEST(TextOutputTest, KeyedMapWithOneEntryKeepsItsKey) {
  // BEGIN { @b[1] = 2; print(@b); }
  EXPECT_EQ(text_of(make_map("@b", "", true, {scalar({I(1)}, I(2))})), "@b[1]: 2\n");
}

TEST(TextOutputTest, IntegerValuesSortAscending) {
  // BEGIN { @a[1]=30; @a[2]=10; @a[3]=20; exit(); }
  MapData m = make_map("@a", "", true,
                       {scalar({I(1)}, I(30)), scalar({I(2)}, I(10)), scalar({I(3)}, I(20))});
  EXPECT_EQ(text_of(m), "@a[2]: 10\n@a[3]: 20\n@a[1]: 30\n");
}

TEST(TextOutputTest, StringKeysSortByValue) {
  // BEGIN { @a["b"]=30; @a["a"]=10; @a["c"]=20; @a["aa"]=10; exit(); }
  MapData m = make_map(
      "@a", "", true,
      {scalar({S("b")}, I(30)), scalar({S("a")}, I(10)), scalar({S("c")}, I(20)), scalar({S("aa")}, I(10))});
  EXPECT_EQ(text_of(m), "@a[a]: 10\n@a[aa]: 10\n@a[c]: 20\n@a[b]: 30\n");
}

TEST(TextOutputTest, StringValuesSortByKey) {
  // BEGIN { @a["b"]="x"; @a["a"]="z"; @a["c"]="y"; exit(); }
  MapData m = make_map("@a", "", true,
                       {scalar({S("b")}, S("x")), scalar({S("a")}, S("z")), scalar({S("c")}, S("y"))});
  EXPECT_EQ(text_of(m), "@a[a]: z\n@a[b]: x\n@a[c]: y\n");
}

TEST(TextOutputTest, NegativeIntegerKeysSortAfterPositive) {
  // BEGIN { @a[256]="x"; @a[1]="z"; @a[2]="y"; @a[-2]="w"; @a[-1]="v"; exit(); }
  MapData m = make_map("@a", "", true,
                       {scalar({I(256)}, S("x")), scalar({I(1)}, S("z")), scalar({I(2)}, S("y")),
                        scalar({I(-2)}, S("w")), scalar({I(-1)}, S("v"))});
  EXPECT_EQ(text_of(m), "@a[1]: z\n@a[2]: y\n@a[256]: x\n@a[-2]: w\n@a[-1]: v\n");
}

TEST(TextOutputTest, MultiKeySortsFirstKeyFirst) {
  // BEGIN { @a["b", 1]="x"; @a["a", 2]="z"; @a["b", 0]="y"; @a["a", 3]="w"; exit(); }
  MapData m = make_map("@a", "", true,
                       {scalar({S("b"), I(1)}, S("x")), scalar({S("a"), I(2)}, S("z")),
                        scalar({S("b"), I(0)}, S("y")), scalar({S("a"), I(3)}, S("w"))});
  EXPECT_EQ(text_of(m), "@a[a, 2]: z\n@a[a, 3]: w\n@a[b, 0]: y\n@a[b, 1]: x\n");
}

TEST(TextOutputTest, MultiKeyAndSpacesInKeys) {
  // BEGIN { @a[1,"x y"] = 3; @i[2, "b"] = (1, "z"); exit(); }
  EXPECT_EQ(text_of(make_map("@a", "", true, {scalar({I(1), S("x y")}, I(3))})),
            "@a[1, x y]: 3\n");
  EXPECT_EQ(text_of(make_map("@i", "", true, {scalar({I(2), S("b")}, T({I(1), S("z")}))})),
            "@i[2, b]: (1, z)\n");
}

TEST(TextOutputTest, TupleAndStringValues) {
  // BEGIN { @c[-1] = (2, "u", -3); @e = "str"; @g = (1, (2, "x")); @b["q\"s\\"] = "v\"al"; exit(); }
  EXPECT_EQ(text_of(make_map("@c", "", true, {scalar({I(-1)}, T({I(2), S("u"), I(-3)}))})),
            "@c[-1]: (2, u, -3)\n");
  EXPECT_EQ(text_of(make_map("@e", "", false, {scalar({}, S("str"))})), "@e: str\n");
  EXPECT_EQ(text_of(make_map("@g", "", false, {scalar({}, T({I(1), T({I(2), S("x")})}))})),
            "@g: (1, (2, x))\n");
  EXPECT_EQ(text_of(make_map("@b", "", true, {scalar({S("q\"s\\")}, S("v\"al"))})),
            "@b[q\"s\\]: v\"al\n");
}

TEST(TextOutputTest, SignedAndUnsignedExtremes) {
  // BEGIN { @a = (uint64)-1; @b = (int64)-1; exit(); }
  EXPECT_EQ(text_of(make_map("@a", "", false, {scalar({}, U(UINT64_MAX))})),
            "@a: 18446744073709551615\n");
  EXPECT_EQ(text_of(make_map("@b", "", false, {scalar({}, I(-1))})), "@b: -1\n");
}

TEST(TextOutputTest, SumSortsSigned) {
  // BEGIN { @s[1] = sum(-5); @s[2] = sum(3); @s[3] = sum(-10); exit(); }
  MapData m = make_map("@s", "sum", true,
                       {scalar({I(1)}, I(-5)), scalar({I(2)}, I(3)), scalar({I(3)}, I(-10))});
  EXPECT_EQ(text_of(m), "@s[3]: -10\n@s[1]: -5\n@s[2]: 3\n");
}

TEST(TextOutputTest, MinSortsSigned) {
  // BEGIN { @m[3]=min(-5); @m[1]=min(7); @m[2]=min(-9); exit(); }
  MapData m = make_map("@m", "min", true,
                       {scalar({I(3)}, I(-5)), scalar({I(1)}, I(7)), scalar({I(2)}, I(-9))});
  EXPECT_EQ(text_of(m), "@m[2]: -9\n@m[3]: -5\n@m[1]: 7\n");
}

MapData counts_1_2_3() {
  // BEGIN { @c[1]=count(); @c[2]=count(); @c[2]=count(); @c[3]=count() x3; }
  return make_map("@c", "count", true,
                  {scalar({I(1)}, U(1)), scalar({I(2)}, U(2)), scalar({I(3)}, U(3))});
}

TEST(TextOutputTest, PrintTop) {
  // print(@c, 2)
  EXPECT_EQ(text_of(counts_1_2_3(), 2), "@c[2]: 2\n@c[3]: 3\n");
  // print(@c, 5): more than there are.
  EXPECT_EQ(text_of(counts_1_2_3(), 5), "@c[1]: 1\n@c[2]: 2\n@c[3]: 3\n");
}

TEST(TextOutputTest, PrintDiv) {
  // print(@c, 0, 2)
  EXPECT_EQ(text_of(counts_1_2_3(), 0, 2), "@c[1]: 0\n@c[2]: 1\n@c[3]: 1\n");
  // BEGIN { @x = 7; print(@x, 1, 2); }
  EXPECT_EQ(text_of(make_map("@x", "", false, {scalar({}, I(7))}), 1, 2), "@x: 3\n");
}

TEST(TextOutputTest, EmptyMapsPrintABlankLine) {
  // BEGIN { @a[1]=1; delete(@a[1]); exit(); } -> "\n" after the exit "\n\n".
  EXPECT_EQ(text_of(make_map("@a", "", true, {})), "\n");
  EXPECT_EQ(text_of(make_map("@h", "hist", true, {})), "\n");
  // clear(@s) of a stats map and clear(@v) of an avg map: "\n\n" each.
  EXPECT_EQ(text_of(make_map("@s", "stats", true, {})), "\n\n");
  EXPECT_EQ(text_of(make_map("@v", "avg", true, {})), "\n\n");
}

TEST(TextOutputTest, DivReachesIntegersInTuples) {
  // BEGIN { @t[1] = (9, "x"); print(@t, 0, 2); }
  EXPECT_EQ(text_of(make_map("@t", "", true, {scalar({I(1)}, T({I(9), S("x")}))}), 0, 2),
            "@t[1]: (4, x)\n");
}

// ---- avg and stats ----

TEST(TextOutputTest, StatsWithoutKey) {
  // BEGIN { @s = stats(3); print(@s); }
  EXPECT_EQ(text_of(make_map("@s", "stats", false, {stats({}, 1, 3)})),
            "@s: count 1, average 3, total 3\n\n");
}

TEST(TextOutputTest, StatsSortByAverage) {
  // BEGIN { @s[1]=stats(10); @s[2]=stats(4); @s[3]=stats(7); @s[3]=stats(9); exit(); }
  MapData m =
      make_map("@s", "stats", true, {stats({I(1)}, 1, 10), stats({I(2)}, 1, 4), stats({I(3)}, 2, 16)});
  EXPECT_EQ(text_of(m), "@s[2]: count 1, average 4, total 4\n"
                        "@s[3]: count 2, average 8, total 16\n"
                        "@s[1]: count 1, average 10, total 10\n\n");
}

TEST(TextOutputTest, StatsIgnoreTopAndDiv) {
  // print(@s, 1, 2) of stats(10), stats(4), stats(7)
  MapData m =
      make_map("@s", "stats", true, {stats({I(1)}, 1, 10), stats({I(2)}, 1, 4), stats({I(3)}, 1, 7)});
  EXPECT_EQ(text_of(m, 1, 2), "@s[2]: count 1, average 4, total 4\n"
                              "@s[3]: count 1, average 7, total 7\n"
                              "@s[1]: count 1, average 10, total 10\n\n");
}

TEST(TextOutputTest, AvgKeyedWithTopAndDiv) {
  // BEGIN { @v[1]=avg(10); @v[2]=avg(4); @v[3]=avg(7); exit(); }, print(@v, 2), print(@v, 0, 3)
  MapData m =
      make_map("@v", "avg", true, {stats({I(1)}, 1, 10), stats({I(2)}, 1, 4), stats({I(3)}, 1, 7)});
  EXPECT_EQ(text_of(m), "@v[2]: 4\n@v[3]: 7\n@v[1]: 10\n\n");
  EXPECT_EQ(text_of(m, 2), "@v[3]: 7\n@v[1]: 10\n\n");
  EXPECT_EQ(text_of(m, 0, 3), "@v[2]: 1\n@v[3]: 2\n@v[1]: 3\n\n");
}

TEST(TextOutputTest, AvgWithoutKeyTruncatesTowardZero) {
  // BEGIN { @v = avg(5); @w = avg(-7); @w = avg(2); exit(); }
  EXPECT_EQ(text_of(make_map("@v", "avg", false, {stats({}, 1, 5)})), "@v: 5\n\n");
  EXPECT_EQ(text_of(make_map("@w", "avg", false, {stats({}, 2, -5)})), "@w: -2\n\n");
}

TEST(TextOutputTest, ZeroedAvgAndStats) {
  // BEGIN { @s[1] = stats(4); @v[1] = avg(3); zero(@s); zero(@v); exit(); }
  EXPECT_EQ(text_of(make_map("@s", "stats", true, {stats({I(1)}, 0, 0)})),
            "@s[1]: count 0, average 0, total 0\n\n");
  EXPECT_EQ(text_of(make_map("@v", "avg", true, {stats({I(1)}, 0, 0)})), "@v[1]: 0\n\n");
}

// ---- hist ----
// Bucket rows are raw strings pasted from bpftrace's output; the header line
// ("@h: " ends in a space) and the trailing blank line are spelled out.

TEST(TextOutputTest, HistAllSpecialBuckets) {
  // BEGIN { @h = hist(-1); @h = hist(0); @h = hist(1); @h = hist(2); @h = hist(1500); print(@h); }
  MapData m = make_map("@h", "hist", false,
                       {hist({}, log2_buckets({{0, 1}, {1, 1}, {2, 1}, {3, 1}, {12, 1}}))});
  EXPECT_EQ(text_of(m), "@h: \n"
                        R"H((..., 0)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[0]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[2, 4)                 1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[4, 8)                 0 |                                                    |
[8, 16)                0 |                                                    |
[16, 32)               0 |                                                    |
[32, 64)               0 |                                                    |
[64, 128)              0 |                                                    |
[128, 256)             0 |                                                    |
[256, 512)             0 |                                                    |
[512, 1K)              0 |                                                    |
[1K, 2K)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
)H"
                        "\n");
}

TEST(TextOutputTest, HistSingleBucket) {
  // BEGIN { @c = hist(5); exit(); }
  MapData m = make_map("@c", "hist", false, {hist({}, log2_buckets({{4, 1}}))});
  EXPECT_EQ(text_of(m), "@c: \n"
                        "[4, 8)                 1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
                        "\n");
}

TEST(TextOutputTest, HistSuffixesAndPartialBars) {
  // BEGIN { @h = hist(-1); @h = hist(1<<19); @h = hist(1<<20); @h = hist(1<<30); @h = hist(1<<40);
  //         @h = hist(1<<50); @h = hist(1<<60); @h = hist(0x7fffffffffffffff); print(@h); }
  // (bpftrace 0.17's log2 puts the last four in [2G, 4G).)
  MapData m = make_map("@h", "hist", false,
                       {hist({}, log2_buckets({{0, 1}, {21, 1}, {22, 1}, {32, 1}, {33, 4}}))});
  EXPECT_EQ(text_of(m), "@h: \n"
                        R"H((..., 0)               1 |@@@@@@@@@@@@@                                       |
[0]                    0 |                                                    |
[1]                    0 |                                                    |
[2, 4)                 0 |                                                    |
[4, 8)                 0 |                                                    |
[8, 16)                0 |                                                    |
[16, 32)               0 |                                                    |
[32, 64)               0 |                                                    |
[64, 128)              0 |                                                    |
[128, 256)             0 |                                                    |
[256, 512)             0 |                                                    |
[512, 1K)              0 |                                                    |
[1K, 2K)               0 |                                                    |
[2K, 4K)               0 |                                                    |
[4K, 8K)               0 |                                                    |
[8K, 16K)              0 |                                                    |
[16K, 32K)             0 |                                                    |
[32K, 64K)             0 |                                                    |
[64K, 128K)            0 |                                                    |
[128K, 256K)           0 |                                                    |
[256K, 512K)           0 |                                                    |
[512K, 1M)             1 |@@@@@@@@@@@@@                                       |
[1M, 2M)               1 |@@@@@@@@@@@@@                                       |
[2M, 4M)               0 |                                                    |
[4M, 8M)               0 |                                                    |
[8M, 16M)              0 |                                                    |
[16M, 32M)             0 |                                                    |
[32M, 64M)             0 |                                                    |
[64M, 128M)            0 |                                                    |
[128M, 256M)           0 |                                                    |
[256M, 512M)           0 |                                                    |
[512M, 1G)             0 |                                                    |
[1G, 2G)               1 |@@@@@@@@@@@@@                                       |
[2G, 4G)               4 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
)H"
                        "\n");
}

TEST(TextOutputTest, KeyedHistsSortByTotal) {
  // BEGIN { @h["x"] = hist(3); @h["x"] = hist(3); @h["x"] = hist(9); @h["a b"] = hist(70);
  //         @h["a b"] = hist(5); print(@h); }
  MapData m = make_map(
      "@h", "hist", true,
      {hist({S("x")}, log2_buckets({{3, 2}, {5, 1}})), hist({S("a b")}, log2_buckets({{4, 1}, {8, 1}}))});
  EXPECT_EQ(text_of(m), "@h[a b]: \n"
                        R"H([4, 8)                 1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[8, 16)                0 |                                                    |
[16, 32)               0 |                                                    |
[32, 64)               0 |                                                    |
[64, 128)              1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
)H"
                        "\n"
                        "@h[x]: \n"
                        R"H([2, 4)                 2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[4, 8)                 0 |                                                    |
[8, 16)                1 |@@@@@@@@@@@@@@@@@@@@@@@@@@                          |
)H"
                        "\n");
}

TEST(TextOutputTest, KeyedHistTiesInRawKeyOrder) {
  // BEGIN { @h[256]=hist(1); @h[1]=hist(1); @h[2]=hist(1); @h[3]=hist(1); @h[3]=hist(1); print(@h); }
  auto one = log2_buckets({{2, 1}});
  MapData m = make_map(
      "@h", "hist", true,
      {hist({I(3)}, log2_buckets({{2, 2}})), hist({I(2)}, one), hist({I(1)}, one), hist({I(256)}, one)});
  EXPECT_EQ(text_of(m), "@h[256]: \n"
                        "[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
                        "\n"
                        "@h[1]: \n"
                        "[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
                        "\n"
                        "@h[2]: \n"
                        "[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
                        "\n"
                        "@h[3]: \n"
                        "[1]                    2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
                        "\n");
}

MapData hist_for_top_div() {
  // BEGIN { @h[1]=hist(1); @h[1]=hist(1); @h[1]=hist(1); @h[1]=hist(3); @h[2]=hist(1); @h[3]=hist(100); }
  return make_map("@h", "hist", true,
                  {hist({I(1)}, log2_buckets({{2, 3}, {3, 1}})), hist({I(2)}, log2_buckets({{2, 1}})),
                   hist({I(3)}, log2_buckets({{8, 1}}))});
}

TEST(TextOutputTest, HistTop) {
  // print(@h, 2)
  EXPECT_EQ(text_of(hist_for_top_div(), 2),
            "@h[3]: \n"
            "[64, 128)              1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n"
            "@h[1]: \n"
            "[1]                    3 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[2, 4)                 1 |@@@@@@@@@@@@@@@@@                                   |\n"
            "\n");
}

TEST(TextOutputTest, HistDivDividesCountsNotBars) {
  // print(@h, 0, 2)
  EXPECT_EQ(text_of(hist_for_top_div(), 0, 2),
            "@h[2]: \n"
            "[1]                    0 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n"
            "@h[3]: \n"
            "[64, 128)              0 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n"
            "@h[1]: \n"
            "[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[2, 4)                 0 |@@@@@@@@@@@@@@@@@                                   |\n"
            "\n");
}

TEST(TextOutputTest, HistTopWithDiv) {
  // BEGIN { @h[1] = hist(1); @h[1] = hist(1); @h[2] = hist(1); print(@h, 1, 2); }
  MapData m = make_map("@h", "hist", true,
                       {hist({I(1)}, log2_buckets({{2, 2}})), hist({I(2)}, log2_buckets({{2, 1}}))});
  EXPECT_EQ(text_of(m, 1, 2),
            "@h[1]: \n"
            "[1]                    1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n");
}

TEST(TextOutputTest, ZeroedHistsPrintOnlyTheirHeaders) {
  // BEGIN { @h[1]=hist(1); @h[2]=hist(5); zero(@h); exit(); }
  MapData m =
      make_map("@h", "hist", true, {hist({I(1)}, log2_buckets({})), hist({I(2)}, log2_buckets({}))});
  EXPECT_EQ(text_of(m), "@h[1]: \n\n@h[2]: \n\n");
}

// ---- lhist ----

TEST(TextOutputTest, LhistWithBothOpenEnds) {
  // BEGIN { @l = lhist(-5, 0, 1000, 100); @l = lhist(50, 0, 1000, 100); @l = lhist(5000, 0, 1000, 100);
  //         print(@l); }
  LinearParams p{0, 1000, 100};
  MapData m = make_lhist("@l", p, false, {hist({}, linear_buckets(p, {{0, 1}, {1, 1}, {11, 1}}))});
  EXPECT_EQ(text_of(m), "@l: \n"
                        R"H((..., 0)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[0, 100)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
[100, 200)             0 |                                                    |
[200, 300)             0 |                                                    |
[300, 400)             0 |                                                    |
[400, 500)             0 |                                                    |
[500, 600)             0 |                                                    |
[600, 700)             0 |                                                    |
[700, 800)             0 |                                                    |
[800, 900)             0 |                                                    |
[900, 1000)            0 |                                                    |
[1000, ...)            1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
)H"
                        "\n");
}

TEST(TextOutputTest, LhistKiloAndMegaLabels) {
  // BEGIN { @l = lhist(1500, 0, 4096, 1024); @l = lhist(3000, 0, 4096, 1024);
  //         @m = lhist(2000000, 0, 3145728, 1048576); print(@l); print(@m); }
  LinearParams pl{0, 4096, 1024}, pm{0, 3145728, 1048576};
  EXPECT_EQ(text_of(make_lhist("@l", pl, false, {hist({}, linear_buckets(pl, {{2, 1}, {3, 1}}))})),
            "@l: \n"
            "[1K, 2K)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[2K, 3K)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n");
  EXPECT_EQ(text_of(make_lhist("@m", pm, false, {hist({}, linear_buckets(pm, {{2, 1}}))})),
            "@m: \n"
            "[1M, 2M)               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n");
}

TEST(TextOutputTest, LhistNonZeroMin) {
  // BEGIN { @n = lhist(30, 100, 300, 50); @n = lhist(160, 100, 300, 50); exit(); }
  LinearParams p{100, 300, 50};
  EXPECT_EQ(text_of(make_lhist("@n", p, false, {hist({}, linear_buckets(p, {{0, 1}, {2, 1}}))})),
            "@n: \n"
            "(..., 100)             1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[100, 150)             0 |                                                    |\n"
            "[150, 200)             1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n");
}

TEST(TextOutputTest, LhistLongLabelsPushTheCountRight) {
  // BEGIN { @l = lhist(4500000, 0, 6000000, 1000000); @l = lhist(7000000, 0, 6000000, 1000000); print(@l); }
  LinearParams p{0, 6000000, 1000000};
  EXPECT_EQ(text_of(make_lhist("@l", p, false, {hist({}, linear_buckets(p, {{5, 1}, {7, 1}}))})),
            "@l: \n"
            "[4000000, 5000000)       1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[5000000, 6000000)       0 |                                                    |\n"
            "[6000000, ...)         1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "\n");
}

TEST(TextOutputTest, LhistIgnoresDiv) {
  // BEGIN { @l = lhist(5, 0, 100, 10) x3; @l = lhist(25, 0, 100, 10); print(@l, 0, 2); }
  LinearParams p{0, 100, 10};
  EXPECT_EQ(text_of(make_lhist("@l", p, false, {hist({}, linear_buckets(p, {{1, 3}, {3, 1}}))}), 0, 2),
            "@l: \n"
            "[0, 10)                3 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|\n"
            "[10, 20)               0 |                                                    |\n"
            "[20, 30)               1 |@@@@@@@@@@@@@@@@@                                   |\n"
            "\n");
}

TEST(TextOutputTest, ZeroedLhist) {
  // BEGIN { @l = lhist(3, 0, 10, 1); zero(@l); exit(); }
  LinearParams p{0, 10, 1};
  EXPECT_EQ(text_of(make_lhist("@l", p, false, {hist({}, linear_buckets(p, {}))})), "@l: \n\n");
}

// ---- stacks and buffers ----

TEST(TextOutputTest, StackKeys) {
  // profile:hz:99 { @[kstack] = count(); }, one entry of the output.
  MapData m = make_map("@", "count", true,
                       {scalar({K({"s_show+150", "seq_read_iter+711", "seq_read+251"})}, U(1))});
  EXPECT_EQ(text_of(m), "@[\n    s_show+150\n    seq_read_iter+711\n    seq_read+251\n]: 1\n");
}

TEST(TextOutputTest, UstackInMultiKeyAndUnreadableStack) {
  // profile:hz:99 { @u[ustack, 1] = count(); }: the last two entries.
  MapData m = make_map("@u", "count", true,
                       {scalar({K({}), I(1)}, U(98)), scalar({K({"0x7efc8498e0c0"}), I(1)}, U(2))});
  EXPECT_EQ(text_of(m), "@u[\n    0x7efc8498e0c0\n, 1]: 2\n@u[, 1]: 98\n");
}

TEST(TextOutputTest, StackValue) {
  // profile:hz:99 { @s = kstack; } (first frames)
  MapData m =
      make_map("@s", "", false, {scalar({}, K({"pv_native_safe_halt+11", "default_idle+5"}))});
  EXPECT_EQ(text_of(m), "@s: \n        pv_native_safe_halt+11\n        default_idle+5\n\n");
}

TEST(TextOutputTest, StackValuesAreNotSeparated) {
  // profile:hz:99 { @k[kstack(3)] = kstack(2); }: bpftrace joins stack-valued
  // entries with "", so an unreadable (empty) stack runs into the next entry.
  MapData m = make_map("@k", "", true,
                       {scalar({K({"a+1", "b+2", "c+3"})}, K({"a+1", "b+2"})), scalar({K({})}, K({})),
                        scalar({K({"x+1", "y+2", "z+3"})}, K({"x+1", "y+2"}))});
  // kt orders stack keys by their frames (bpftrace leaves them in hash order).
  EXPECT_EQ(text_of(m), "@k[]: @k[\n    a+1\n    b+2\n    c+3\n]: \n        a+1\n        b+2\n"
                        "@k[\n    x+1\n    y+2\n    z+3\n]: \n        x+1\n        y+2\n\n");
}

TEST(TextOutputTest, BufferKeysAndValues) {
  // BEGIN { @y[buf(comm,10)] = 1; @z[1] = buf(comm, 10); exit(); }
  std::string bytes("bpftrace\0\0", 10);
  EXPECT_EQ(text_of(make_map("@y", "", true, {scalar({B(bytes)}, I(1))})),
            "@y[bpftrace\\x00\\x00]: 1\n");
  EXPECT_EQ(text_of(make_map("@z", "", true, {scalar({I(1)}, B(bytes))})),
            "@z[1]: bpftrace\\x00\\x00\n");
}

// ---- values, printf, time, messages ----

TEST(TextOutputTest, PrintValues) {
  // BEGIN { print(5); print("str"); print((1,"a")); print(buf(comm, 10)); }
  auto s = capture(Format::Text, [](Output &o) {
    o.value(I(5));
    o.value(S("str"));
    o.value(T({I(1), S("a")}));
    o.value(B(std::string("bpftrace\0\0", 10)));
  });
  EXPECT_EQ(s.out, "5\nstr\n(1, a)\nbpftrace\\x00\\x00\n");
  EXPECT_EQ(s.err, "");
}

TEST(TextOutputTest, PrintStackValue) {
  // interval:s:1 { print(kstack); } (first frames): the stack, then a blank line.
  auto s = capture(Format::Text, [](Output &o) { o.value(K({"pv_native_safe_halt+11", "default_idle+5"})); });
  EXPECT_EQ(s.out, "\n        pv_native_safe_halt+11\n        default_idle+5\n\n");
}

TEST(TextOutputTest, PrintBoolIsKtsOwn) {
  // bpftrace 0.17 prints print(true) as 1; kt has a bool type.
  EXPECT_EQ(capture(Format::Text, [](Output &o) { o.value(Value::make_bool(true)); }).out, "true\n");
}

TEST(TextOutputTest, PrintfAndTimePassThrough) {
  // printf("a\x1b b\r\n\x7f") prints its bytes unchanged; time("%H") prints "09".
  auto s = capture(Format::Text, [](Output &o) {
    o.printf("a\x1b b\r\n\x7f");
    o.report(time_report("09"));
  });
  EXPECT_EQ(s.out, "a\x1b b\r\n\x7f"
                   "09");
  EXPECT_EQ(s.err, "");
}

TEST(TextOutputTest, AttachingGoesToErr) {
  // bpftrace prints "Attaching 1 probe..." / "Attaching 2 probes..." on stdout;
  // kt's rule: on err.
  auto s = capture(Format::Text, [](Output &o) {
    o.attached(1);
    o.attached(2);
  });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "Attaching 1 probe...\nAttaching 2 probes...\n");
}

TEST(TextOutputTest, LostEventsGoToErr) {
  // bpftrace with a 1-page perf buffer under load: "Lost 455 events".
  auto s = capture(Format::Text, [](Output &o) { o.lost(455); });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "Lost 455 events\n");
}

TEST(TextOutputTest, MessagesGoToErrOnALine) {
  auto s = capture(Format::Text, [](Output &o) {
    o.message("WARNING: one");
    o.message("WARNING: two\n");
  });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "WARNING: one\nWARNING: two\n");
}

} // namespace
} // namespace kt::runtime
