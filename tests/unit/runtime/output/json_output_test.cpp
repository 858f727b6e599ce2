// JsonOutput. Every expected line below was copied from `bpftrace -f json`
// 0.17 output on the development VM (the program is quoted above each case).
// Cases marked "kt's own" are deliberate differences.
#include <gtest/gtest.h>

#include "output_fixtures.h"

namespace kt::runtime {
namespace {

using namespace test;

TEST(JsonOutputTest, Printf) {
  // BEGIN { printf("hi \"q\" \\ \t\x01\n"); }
  auto s = capture(Format::Json, [](Output &o) { o.printf("hi \"q\" \\ \t\x01\n"); });
  EXPECT_EQ(s.out, "{\"type\": \"printf\", \"data\": \"hi \\\"q\\\" \\\\ \\t\\u0001\\n\"}\n");
  EXPECT_EQ(s.err, "");
}

TEST(JsonOutputTest, PrintfControlCharacters) {
  // BEGIN { printf("a\x1b b\r\n\x7f"); }  (DEL passes through)
  auto s = capture(Format::Json, [](Output &o) { o.printf("a\x1b b\r\n\x7f"); });
  EXPECT_EQ(s.out, "{\"type\": \"printf\", \"data\": \"a\\u001b b\\r\\n\x7f\"}\n");
}

TEST(JsonOutputTest, PrintfUtf8IsKtsOwn) {
  // bpftrace 0.17 writes "é" as \uffffffc3\uffffffa9; kt keeps the UTF-8.
  auto s = capture(Format::Json, [](Output &o) { o.printf("\xc3\xa9\n"); });
  EXPECT_EQ(s.out, "{\"type\": \"printf\", \"data\": \"\xc3\xa9\\n\"}\n");
}

TEST(JsonOutputTest, Time) {
  // BEGIN { time("%H"); }
  auto s = capture(Format::Json, [](Output &o) { o.report(time_report("09")); });
  EXPECT_EQ(s.out, "{\"type\": \"time\", \"data\": \"09\"}\n");
}

TEST(JsonOutputTest, JoinSystemCat) {
  // tracepoint:syscalls:sys_enter_execve { join(args->argv); }
  // BEGIN { system("echo hi"); }  BEGIN { cat("/etc/hostname"); }
  auto s = capture(Format::Json, [](Output &o) {
    o.report(join_report("/bin/echo a b"));
    o.report(command_report("hi\n"));
    o.report(file_report("vm\n"));
  });
  EXPECT_EQ(s.out, "{\"type\": \"join\", \"data\": \"/bin/echo a b\"}\n"
                   "{\"type\": \"syscall\", \"data\": \"hi\\n\"}\n"
                   "{\"type\": \"cat\", \"data\": \"vm\\n\"}\n");
}

TEST(JsonOutputTest, Values) {
  // BEGIN { print(5); print("str"); print((1,"a")); print(buf(comm, 10)); }
  auto s = capture(Format::Json, [](Output &o) {
    o.value(I(5));
    o.value(S("str"));
    o.value(T({I(1), S("a")}));
    o.value(B(std::string("bpftrace\0\0", 10)));
  });
  EXPECT_EQ(s.out, "{\"type\": \"value\", \"data\": 5}\n"
                   "{\"type\": \"value\", \"data\": \"str\"}\n"
                   "{\"type\": \"value\", \"data\": [1,\"a\"]}\n"
                   "{\"type\": \"value\", \"data\": \"bpftrace\\\\x00\\\\x00\"}\n");
}

TEST(JsonOutputTest, StackValue) {
  // interval:s:1 { print(kstack(2)); }
  auto s = capture(Format::Json, [](Output &o) { o.value(K({"pv_native_safe_halt+11", "default_idle+5"})); });
  EXPECT_EQ(
      s.out,
      "{\"type\": \"value\", \"data\": \"\\n        pv_native_safe_halt+11\\n        default_idle+5\\n\"}\n");
}

TEST(JsonOutputTest, BoolValueIsKtsOwn) {
  // bpftrace 0.17 prints print(true) as 1; kt prints a JSON bool.
  auto s = capture(Format::Json, [](Output &o) { o.value(Value::make_bool(false)); });
  EXPECT_EQ(s.out, "{\"type\": \"value\", \"data\": false}\n");
}

TEST(JsonOutputTest, ScalarMaps) {
  // BEGIN { @a = 1; @d = -5; @e = "str"; @g = (1, (2, "x")); exit(); }
  EXPECT_EQ(json_of(make_map("@a", "", false, {scalar({}, I(1))})),
            "{\"type\": \"map\", \"data\": {\"@a\": 1}}\n");
  EXPECT_EQ(json_of(make_map("@d", "", false, {scalar({}, I(-5))})),
            "{\"type\": \"map\", \"data\": {\"@d\": -5}}\n");
  EXPECT_EQ(json_of(make_map("@e", "", false, {scalar({}, S("str"))})),
            "{\"type\": \"map\", \"data\": {\"@e\": \"str\"}}\n");
  EXPECT_EQ(json_of(make_map("@g", "", false, {scalar({}, T({I(1), T({I(2), S("x")})}))})),
            "{\"type\": \"map\", \"data\": {\"@g\": [1,[2,\"x\"]]}}\n");
}

TEST(JsonOutputTest, CountWithoutKey) {
  // BEGIN { @c = count(); zero(@c); exit(); }
  EXPECT_EQ(json_of(make_map("@c", "count", false, {scalar({}, U(0))})),
            "{\"type\": \"map\", \"data\": {\"@c\": 0}}\n");
}

TEST(JsonOutputTest, UnsignedExtreme) {
  // BEGIN { @a = (uint64)-1; exit(); }
  EXPECT_EQ(json_of(make_map("@a", "", false, {scalar({}, U(UINT64_MAX))})),
            "{\"type\": \"map\", \"data\": {\"@a\": 18446744073709551615}}\n");
}

TEST(JsonOutputTest, KeyedMap) {
  // BEGIN { @b[1] = 2; @b[2] = 3; exit(); }
  EXPECT_EQ(json_of(make_map("@b", "", true, {scalar({I(2)}, I(3)), scalar({I(1)}, I(2))})),
            "{\"type\": \"map\", \"data\": {\"@b\": {\"1\": 2, \"2\": 3}}}\n");
}

TEST(JsonOutputTest, MultiKeyJoinsWithComma) {
  // BEGIN { @a[1,"x y"] = 3; @i[2, "b"] = (1, "z"); exit(); }
  EXPECT_EQ(json_of(make_map("@a", "", true, {scalar({I(1), S("x y")}, I(3))})),
            "{\"type\": \"map\", \"data\": {\"@a\": {\"1,x y\": 3}}}\n");
  EXPECT_EQ(json_of(make_map("@i", "", true, {scalar({I(2), S("b")}, T({I(1), S("z")}))})),
            "{\"type\": \"map\", \"data\": {\"@i\": {\"2,b\": [1,\"z\"]}}}\n");
}

TEST(JsonOutputTest, EscapedKeysAndValues) {
  // BEGIN { @b["q\"s\\"] = "v\"al"; @c[-1] = (2, "u", -3); exit(); }
  EXPECT_EQ(json_of(make_map("@b", "", true, {scalar({S("q\"s\\")}, S("v\"al"))})),
            "{\"type\": \"map\", \"data\": {\"@b\": {\"q\\\"s\\\\\": \"v\\\"al\"}}}\n");
  EXPECT_EQ(json_of(make_map("@c", "", true, {scalar({I(-1)}, T({I(2), S("u"), I(-3)}))})),
            "{\"type\": \"map\", \"data\": {\"@c\": {\"-1\": [2,\"u\",-3]}}}\n");
}

TEST(JsonOutputTest, SignedSumOrder) {
  // BEGIN { @s[1] = sum(-5); @s[2] = sum(3); @s[3] = sum(-10); exit(); }
  MapData m = make_map("@s", "sum", true,
                       {scalar({I(1)}, I(-5)), scalar({I(2)}, I(3)), scalar({I(3)}, I(-10))});
  EXPECT_EQ(json_of(m), "{\"type\": \"map\", \"data\": {\"@s\": {\"3\": -10, \"1\": -5, \"2\": 3}}}\n");
}

TEST(JsonOutputTest, TopAndDiv) {
  // print(@c, 2) and print(@c, 0, 2) of counts 1, 2, 3 (same rules as text).
  MapData m = make_map("@c", "count", true,
                       {scalar({I(1)}, U(1)), scalar({I(2)}, U(2)), scalar({I(3)}, U(3))});
  EXPECT_EQ(json_of(m, 2), "{\"type\": \"map\", \"data\": {\"@c\": {\"2\": 2, \"3\": 3}}}\n");
  EXPECT_EQ(json_of(m, 0, 2), "{\"type\": \"map\", \"data\": {\"@c\": {\"1\": 0, \"2\": 1, \"3\": 1}}}\n");
}

TEST(JsonOutputTest, EmptyMapsPrintNothing) {
  // BEGIN { @a[1]=1; delete(@a[1]); exit(); } prints no map line.
  EXPECT_EQ(json_of(make_map("@a", "", true, {})), "");
  EXPECT_EQ(json_of(make_map("@h", "hist", false, {})), "");
  EXPECT_EQ(json_of(make_map("@s", "stats", true, {})), "");
}

TEST(JsonOutputTest, Hist) {
  // BEGIN { @c = hist(3); exit(); }
  EXPECT_EQ(json_of(make_map("@c", "hist", false, {hist({}, log2_buckets({{3, 1}}))})),
            "{\"type\": \"hist\", \"data\": {\"@c\": [{\"min\": 2, \"max\": 3, \"count\": 1}]}}\n");
}

TEST(JsonOutputTest, HistSpecialBuckets) {
  // BEGIN { @h = hist(-1); @h = hist(0); @h = hist(1); @h = hist(2); @h = hist(1500); exit(); }
  MapData m = make_map("@h", "hist", false,
                       {hist({}, log2_buckets({{0, 1}, {1, 1}, {2, 1}, {3, 1}, {12, 1}}))});
  EXPECT_EQ(json_of(m),
            "{\"type\": \"hist\", \"data\": {\"@h\": [{\"max\": -1, \"count\": 1}, {\"min\": 0, \"max\": 0, "
            "\"count\": 1}, "
            "{\"min\": 1, \"max\": 1, \"count\": 1}, {\"min\": 2, \"max\": 3, \"count\": 1}, "
            "{\"min\": 4, \"max\": 7, \"count\": 0}, {\"min\": 8, \"max\": 15, \"count\": 0}, "
            "{\"min\": 16, \"max\": 31, \"count\": 0}, {\"min\": 32, \"max\": 63, \"count\": 0}, "
            "{\"min\": 64, \"max\": 127, \"count\": 0}, {\"min\": 128, \"max\": 255, \"count\": 0}, "
            "{\"min\": 256, \"max\": 511, \"count\": 0}, {\"min\": 512, \"max\": 1023, \"count\": 0}, "
            "{\"min\": 1024, \"max\": 2047, \"count\": 1}]}}\n");
}

TEST(JsonOutputTest, KeyedHists) {
  // @h["x"] = hist(3) x2, hist(9); @h["a b"] = hist(70), hist(5)
  MapData m = make_map(
      "@h", "hist", true,
      {hist({S("x")}, log2_buckets({{3, 2}, {5, 1}})), hist({S("a b")}, log2_buckets({{4, 1}, {8, 1}}))});
  EXPECT_EQ(json_of(m),
            "{\"type\": \"hist\", \"data\": {\"@h\": {\"a b\": [{\"min\": 4, \"max\": 7, \"count\": 1}, "
            "{\"min\": 8, \"max\": 15, \"count\": 0}, {\"min\": 16, \"max\": 31, \"count\": 0}, "
            "{\"min\": 32, \"max\": 63, \"count\": 0}, {\"min\": 64, \"max\": 127, \"count\": 1}], "
            "\"x\": [{\"min\": 2, \"max\": 3, \"count\": 2}, {\"min\": 4, \"max\": 7, \"count\": 0}, "
            "{\"min\": 8, \"max\": 15, \"count\": 1}]}}}\n");
}

TEST(JsonOutputTest, HistHighBucketsAreKtsOwn) {
  // bpftrace 0.17 prints the [2G, 4G) bucket as {"min": -2147483648, "max": 0}
  // (an int overflow); kt prints its real bounds.
  MapData m = make_map("@h", "hist", false, {hist({}, log2_buckets({{33, 4}}))});
  EXPECT_EQ(json_of(m), "{\"type\": \"hist\", \"data\": {\"@h\": [{\"min\": 2147483648, \"max\": 4294967295, "
                        "\"count\": 4}]}}\n");
}

TEST(JsonOutputTest, Lhist) {
  // BEGIN { @n = lhist(30, 100, 300, 50); @n = lhist(160, 100, 300, 50); @l = lhist(x, 0, 6000000, 1000000)
  // ... }
  LinearParams pn{100, 300, 50}, pl{0, 6000000, 1000000};
  EXPECT_EQ(
      json_of(make_lhist("@n", pn, false, {hist({}, linear_buckets(pn, {{0, 1}, {2, 1}}))})),
      "{\"type\": \"hist\", \"data\": {\"@n\": [{\"max\": 99, \"count\": 1}, {\"min\": 100, \"max\": 149, "
      "\"count\": 0}, {\"min\": 150, \"max\": 199, \"count\": 1}]}}\n");
  EXPECT_EQ(json_of(make_lhist("@l", pl, false, {hist({}, linear_buckets(pl, {{5, 1}, {7, 1}}))})),
            "{\"type\": \"hist\", \"data\": {\"@l\": [{\"min\": 4000000, \"max\": 4999999, \"count\": 1}, "
            "{\"min\": 5000000, \"max\": 5999999, \"count\": 0}, {\"min\": 6000000, \"count\": 1}]}}\n");
}

TEST(JsonOutputTest, ZeroedHists) {
  // BEGIN { @h[1]=hist(1); @h[2]=hist(5); @l=lhist(3,0,10,1); zero(@h); zero(@l); exit(); }
  LinearParams p{0, 10, 1};
  EXPECT_EQ(json_of(make_map("@h", "hist", true,
                             {hist({I(2)}, log2_buckets({})), hist({I(1)}, log2_buckets({}))})),
            "{\"type\": \"hist\", \"data\": {\"@h\": {\"1\": [], \"2\": []}}}\n");
  EXPECT_EQ(json_of(make_lhist("@l", p, false, {hist({}, linear_buckets(p, {}))})),
            "{\"type\": \"hist\", \"data\": {\"@l\": []}}\n");
}

TEST(JsonOutputTest, Stats) {
  // BEGIN { @s = stats(3); exit(); } and zero(@s) of @s[1] = stats(4).
  EXPECT_EQ(json_of(make_map("@s", "stats", false, {stats({}, 1, 3)})),
            "{\"type\": \"stats\", \"data\": {\"@s\": {\"count\": 1, \"average\": 3, \"total\": 3}}}\n");
  EXPECT_EQ(
      json_of(make_map("@s", "stats", true, {stats({I(1)}, 0, 0)})),
      "{\"type\": \"stats\", \"data\": {\"@s\": {\"1\": {\"count\": 0, \"average\": 0, \"total\": 0}}}}\n");
}

TEST(JsonOutputTest, Avg) {
  // BEGIN { @v = avg(4); exit(); } and zero(@v) of @v[1] = avg(3).
  EXPECT_EQ(json_of(make_map("@v", "avg", false, {stats({}, 1, 4)})),
            "{\"type\": \"stats\", \"data\": {\"@v\": 4}}\n");
  EXPECT_EQ(json_of(make_map("@v", "avg", true, {stats({I(1)}, 0, 0)})),
            "{\"type\": \"stats\", \"data\": {\"@v\": {\"1\": 0}}}\n");
}

TEST(JsonOutputTest, AvgAndHistTopDiv) {
  // @v[1]=avg(10); @v[2]=avg(4); print(@v, 1, 2); @h[1]=hist(1) x2; @h[2]=hist(1); print(@h, 1, 2);
  // @t[1] = (9, "x"); print(@t, 0, 2)
  MapData v = make_map("@v", "avg", true, {stats({I(1)}, 1, 10), stats({I(2)}, 1, 4)});
  EXPECT_EQ(json_of(v, 1, 2), "{\"type\": \"stats\", \"data\": {\"@v\": {\"1\": 5}}}\n");
  MapData h = make_map("@h", "hist", true,
                       {hist({I(1)}, log2_buckets({{2, 2}})), hist({I(2)}, log2_buckets({{2, 1}}))});
  EXPECT_EQ(json_of(h, 1, 2),
            "{\"type\": \"hist\", \"data\": {\"@h\": {\"1\": [{\"min\": 1, \"max\": 1, \"count\": 1}]}}}\n");
  MapData t = make_map("@t", "", true, {scalar({I(1)}, T({I(9), S("x")}))});
  EXPECT_EQ(json_of(t, 0, 2), "{\"type\": \"map\", \"data\": {\"@t\": {\"1\": [4,\"x\"]}}}\n");
}

TEST(JsonOutputTest, StackKeys) {
  // profile:hz:99 { @[kstack(2)] = count(); }: an unreadable stack and one entry.
  MapData m =
      make_map("@", "count", true,
               {scalar({K({"pv_native_safe_halt+11", "default_idle+5"})}, U(99)), scalar({K({})}, U(1))});
  EXPECT_EQ(json_of(m), "{\"type\": \"map\", \"data\": {\"@\": {\"\": 1, "
                        "\"\\n    pv_native_safe_halt+11\\n    default_idle+5\\n\": 99}}}\n");
}

TEST(JsonOutputTest, UstackMultiKey) {
  // profile:hz:99 { @u[ustack(2), 1] = count(); }: two of the entries.
  MapData m = make_map("@u", "count", true,
                       {scalar({K({}), I(1)}, U(99)), scalar({K({"__libc_read+13"}), I(1)}, U(8))});
  EXPECT_EQ(json_of(m),
            "{\"type\": \"map\", \"data\": {\"@u\": {\"\\n    __libc_read+13\\n,1\": 8, \",1\": 99}}}\n");
}

TEST(JsonOutputTest, StackValueInMap) {
  // profile:hz:99 { @s = kstack(2); }
  MapData m = make_map("@s", "", false,
                       {scalar({}, K({"kallsyms_expand_symbol.constprop.0+136", "update_iter+119"}))});
  EXPECT_EQ(json_of(m),
            "{\"type\": \"map\", \"data\": {\"@s\": \"\\n        kallsyms_expand_symbol.constprop.0+136"
            "\\n        update_iter+119\\n\"}}\n");
}

TEST(JsonOutputTest, BufferKeysAndValues) {
  // BEGIN { @y[buf(comm,10)] = 1; @w[1] = buf(comm, 9); exit(); }
  EXPECT_EQ(
      json_of(make_map("@y", "", true, {scalar({B(std::string("bpftrace\0\0", 10))}, I(1))})),
      "{\"type\": \"map\", \"data\": {\"@y\": {\"bpftrace\\\\x00\\\\x00\": 1}}}\n");
  EXPECT_EQ(json_of(make_map("@w", "", true, {scalar({I(1)}, B(std::string("bpftrace\0", 9)))})),
            "{\"type\": \"map\", \"data\": {\"@w\": {\"1\": \"bpftrace\\\\x00\"}}}\n");
}

TEST(JsonOutputTest, AttachedProbesGoToErr) {
  // bpftrace -f json prints this on stdout; kt's rule: on err.
  auto s = capture(Format::Json, [](Output &o) { o.attached(2); });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "{\"type\": \"attached_probes\", \"data\": {\"probes\": 2}}\n");
}

TEST(JsonOutputTest, LostEventsGoToErr) {
  // bpftrace -f json with a 1-page perf buffer under load.
  auto s = capture(Format::Json, [](Output &o) { o.lost(116); });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "{\"type\": \"lost_events\", \"data\": {\"events\": 116}}\n");
}

TEST(JsonOutputTest, MessagesArePlainTextOnErr) {
  // bpftrace's warnings stay plain text on stderr in JSON mode; so do kt's.
  auto s = capture(Format::Json, [](Output &o) { o.message("WARNING: something"); });
  EXPECT_EQ(s.out, "");
  EXPECT_EQ(s.err, "WARNING: something\n");
}

} // namespace
} // namespace kt::runtime
