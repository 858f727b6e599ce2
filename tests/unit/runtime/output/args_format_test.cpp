// args(): formatting captured arguments by their C types, the capture
// specs derived from the types, and the KT_REC_ARGS record decoder.
#include <gtest/gtest.h>

#include <cstring>

#include "bpf/abi/args.h"
#include "bpf/abi/session.h"
#include "runtime/builtins/args_capture.h"
#include "runtime/builtins/args_format.h"

namespace kt::runtime::test {
namespace {

using K = CType::Kind;

ArgCapture cap(uint64_t raw, std::string_view data = {}) {
  ArgCapture a;
  a.raw = raw;
  a.data = data;
  return a;
}

std::shared_ptr<CType> int_type(uint32_t size, bool is_signed, const char *name = "int") {
  auto t = std::make_shared<CType>();
  t->kind = K::Int;
  t->size = size;
  t->is_signed = is_signed;
  t->name = name;
  t->is_char = size == 1 && std::strstr(name, "char");
  t->is_bool = std::strcmp(name, "_Bool") == 0;
  return t;
}

std::shared_ptr<CType> pointer_to(std::shared_ptr<const CType> to) {
  auto t = std::make_shared<CType>();
  t->kind = K::Pointer;
  t->size = 8;
  t->target = std::move(to);
  return t;
}

std::shared_ptr<CType> array_of(std::shared_ptr<const CType> elem, uint32_t n) {
  auto t = std::make_shared<CType>();
  t->kind = K::Array;
  t->count = n;
  t->size = elem->size * n;
  t->target = std::move(elem);
  return t;
}

// struct point { int x; int y; char tag[4]; unsigned flag:1; int level:3; }
std::shared_ptr<CType> point_type() {
  auto t = std::make_shared<CType>();
  t->kind = K::Struct;
  t->name = "point";
  t->size = 16;
  t->members.push_back({"x", 0, 0, 0, int_type(4, true)});
  t->members.push_back({"y", 4, 0, 0, int_type(4, true)});
  t->members.push_back({"tag", 8, 0, 0, array_of(int_type(1, true, "char"), 4)});
  t->members.push_back({"flag", 12, 0, 1, int_type(4, false, "unsigned int")});
  t->members.push_back({"level", 12, 1, 3, int_type(4, true)});
  return t;
}

std::string point_bytes(int32_t x, int32_t y, const char *tag, uint32_t bits) {
  std::string d(16, '\0');
  std::memcpy(&d[0], &x, 4);
  std::memcpy(&d[4], &y, 4);
  std::memcpy(&d[8], tag, std::min<size_t>(4, std::strlen(tag)));
  std::memcpy(&d[12], &bits, 4);
  return d;
}

TEST(ArgsFormat, IntegersBySizeAndSign) {
  EXPECT_EQ(format_arg(int_type(4, true).get(), cap(0xfffffff9), ArgsMode::Compact, 120), "-7");
  EXPECT_EQ(format_arg(int_type(8, false, "unsigned long").get(), cap(~0ull), ArgsMode::Compact, 120),
            "18446744073709551615");
  EXPECT_EQ(format_arg(int_type(2, true, "short").get(), cap(0x1234fed4), ArgsMode::Compact, 120), "-300");
  EXPECT_EQ(format_arg(int_type(1, false, "_Bool").get(), cap(1), ArgsMode::Compact, 120), "true");
}

TEST(ArgsFormat, EnumsByName) {
  auto e = std::make_shared<CType>();
  e->kind = K::Enum;
  e->size = 4;
  e->is_signed = true;
  e->enumerators = {{"RED", 0}, {"GREEN", 5}, {"NEG", -1}};
  EXPECT_EQ(format_arg(e.get(), cap(5), ArgsMode::Compact, 120), "GREEN");
  EXPECT_EQ(format_arg(e.get(), cap(0xffffffff), ArgsMode::Compact, 120), "NEG");
  EXPECT_EQ(format_arg(e.get(), cap(42), ArgsMode::Compact, 120), "42");
}

TEST(ArgsFormat, StringsAndNull) {
  auto s = pointer_to(int_type(1, true, "char"));
  EXPECT_EQ(format_arg(s.get(), cap(0x1000, std::string_view("a\"b\n\x01", 5)), ArgsMode::Compact, 120),
            "\"a\\\"b\\n\\x01\"");
  EXPECT_EQ(format_arg(s.get(), cap(0), ArgsMode::Compact, 120), "NULL");
  ArgCapture bad = cap(0x10);
  bad.read_failed = true;
  EXPECT_EQ(format_arg(s.get(), bad, ArgsMode::Compact, 120), "0x10");
}

TEST(ArgsFormat, StructZeroFieldsLeftOutBitfieldsSigned) {
  auto p = pointer_to(point_type());
  // flag=1 (bit 0), level=-3 (bits 1..3: 0b101)
  std::string d = point_bytes(3, 0, "ab", 1u | (5u << 1));
  EXPECT_EQ(format_arg(p.get(), cap(0x1000, d), ArgsMode::Compact, 120), "&{.x=3,.tag=\"ab\",.flag=1,.level=-3}");
  std::string zero(16, '\0');
  EXPECT_EQ(format_arg(p.get(), cap(0x1000, zero), ArgsMode::Compact, 120), "&{}");
}

TEST(ArgsFormat, ShortCaptureMarksTheCut) {
  auto p = pointer_to(point_type());
  std::string d = point_bytes(3, 4, "ab", 0).substr(0, 6); // x whole, y cut
  EXPECT_EQ(format_arg(p.get(), cap(0x1000, d), ArgsMode::Compact, 120), "&{.x=3,…}");
}

TEST(ArgsFormat, CompactCutsToTheWidthVerboseDoesNot) {
  auto s = pointer_to(int_type(1, true, "char"));
  std::string long_text(50, 'z');
  EXPECT_EQ(format_arg(s.get(), cap(1, long_text), ArgsMode::Compact, 10), "\"zzzzzzzz…");
  EXPECT_EQ(format_arg(s.get(), cap(1, long_text), ArgsMode::Verbose, 10), "\"" + long_text + "\"");
}

TEST(ArgsFormat, VerboseNestsStructs) {
  auto p = pointer_to(point_type());
  std::string d = point_bytes(3, 4, "", 0);
  EXPECT_EQ(format_arg(p.get(), cap(0x1000, d), ArgsMode::Verbose, 0), "&{\n    .x=3,\n    .y=4\n}");
}

TEST(ArgsFormat, ArraysOfNumbersAndUnsignedBytes) {
  auto a = pointer_to(array_of(int_type(1, false, "unsigned char"), 4));
  EXPECT_EQ(format_arg(a.get(), cap(1, std::string("\x00\x01\xc0\x3f", 4)), ArgsMode::Compact, 120), "&[0,1,192,63]");
}

TEST(ArgsFormat, LayoutsOfTheThreeModes) {
  std::vector<CParam> params = {{"a", int_type(4, true)}, {"", int_type(4, true)}};
  std::vector<ArgCapture> caps = {cap(1), cap(2)};
  EXPECT_EQ(args_text(format_args("f", params, caps, ArgsMode::Compact, 120)), "a=1 arg1=2");
  EXPECT_EQ(args_text(format_args("f", params, caps, ArgsMode::Multiline, 120)), "a=1\narg1=2");
  EXPECT_EQ(args_text(format_args("f", {}, {}, ArgsMode::Compact, 120)), "(no arguments)");
}

// -f json: structured values (args_json.cpp).
TEST(ArgsJson, ScalarsEnumsAndNull) {
  EXPECT_EQ(arg_json(int_type(4, true).get(), cap(0xfffffff9)), "-7");
  EXPECT_EQ(arg_json(int_type(8, false, "unsigned long").get(), cap(~0ull)), "18446744073709551615");
  EXPECT_EQ(arg_json(int_type(1, false, "_Bool").get(), cap(1)), "true");
  auto e = std::make_shared<CType>();
  e->kind = K::Enum;
  e->size = 4;
  e->is_signed = true;
  e->enumerators = {{"GREEN", 5}};
  EXPECT_EQ(arg_json(e.get(), cap(5)), "\"GREEN\"");
  EXPECT_EQ(arg_json(e.get(), cap(0xffffffff)), "-1");
  EXPECT_EQ(arg_json(pointer_to(point_type()).get(), cap(0)), "null");
  EXPECT_EQ(arg_json(nullptr, cap(0xffff800012345678)), "\"0xffff800012345678\"");
}

TEST(ArgsJson, StringsAreJsonStringsWithOddBytesEscaped) {
  auto s = pointer_to(int_type(1, true, "char"));
  EXPECT_EQ(arg_json(s.get(), cap(0x1000, std::string_view("a\"b\n\x01\xff\0tail", 10))), "\"a\\\"b\\n\\u0001\\\\xff\"");
  ArgCapture bad = cap(0x10);
  bad.read_failed = true;
  EXPECT_EQ(arg_json(s.get(), bad), "\"0x10\"");
}

TEST(ArgsJson, StructsKeepEveryMemberUntilTheCaptureEnds) {
  auto p = pointer_to(point_type());
  std::string d = point_bytes(3, 0, "ab", 1u | (5u << 1));
  EXPECT_EQ(arg_json(p.get(), cap(0x1000, d)), "{\"x\":3,\"y\":0,\"tag\":\"ab\",\"flag\":1,\"level\":-3}");
  EXPECT_EQ(arg_json(p.get(), cap(0x1000, d.substr(0, 6))), "{\"x\":3}");
  auto a = pointer_to(array_of(int_type(1, false, "unsigned char"), 4));
  EXPECT_EQ(arg_json(a.get(), cap(1, std::string("\x00\x01\xc0\x3f", 4))), "[0,1,192,63]");
  EXPECT_EQ(arg_json(a.get(), cap(1, std::string("\x00\x01", 2))), "[0,1]");
}

TEST(ArgsCapture, SpecsFollowPointersByType) {
  std::vector<CParam> params = {{"s", pointer_to(int_type(1, true, "char"))},
                                {"p", pointer_to(point_type())},
                                {"n", int_type(4, true)},
                                {"v", pointer_to(nullptr)}};
  std::vector<ArgSpec> specs = arg_specs(params, true, 256, 3072);
  ASSERT_EQ(specs.size(), 4u);
  EXPECT_EQ(specs[0].kind, KT_ARG_STR);
  EXPECT_EQ(specs[0].size, 256u);
  EXPECT_EQ(specs[0].memory, KT_ARG_USER);
  EXPECT_EQ(specs[1].kind, KT_ARG_MEM);
  EXPECT_EQ(specs[1].size, 16u);
  EXPECT_EQ(specs[2].kind, KT_ARG_VALUE);
  EXPECT_EQ(specs[3].kind, KT_ARG_VALUE);
  EXPECT_EQ(arg_specs(params, false, 8, 3072)[1].size, 8u); // capped by args_max_arg
  EXPECT_EQ(arg_specs(params, false, 8, 3072)[1].memory, KT_ARG_EITHER);
  // args_max_total: the string takes 20, the struct gets the 4 left, and
  // with nothing left a pointer is captured as its register alone.
  std::vector<ArgSpec> small = arg_specs(params, true, 20, 24);
  EXPECT_EQ(small[0].size, 20u);
  EXPECT_EQ(small[1].kind, KT_ARG_MEM);
  EXPECT_EQ(small[1].size, 4u);
  EXPECT_EQ(arg_specs(params, true, 20, 20)[1].kind, KT_ARG_VALUE);

}

TEST(ArgsCapture, RecordDecodesBySlot) {
  struct kt_args_record r {};
  r.index = 7;
  r.nargs = 3;
  r.slot = 4;
  r.raw[0] = 0x1000;
  r.len[0] = 3;
  r.raw[1] = 0x2000;
  r.len[1] = KT_ARG_READ_FAILED;
  r.raw[2] = 0x3000;
  r.len[2] = 2;
  r.data = 12;
  std::string bytes(reinterpret_cast<const char *>(&r), sizeof r);
  bytes += std::string("abc\0zzzzde\0\0", 12);
  uint32_t index = 0;
  std::vector<ArgCapture> caps =
      decode_args_record(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size(), index);
  EXPECT_EQ(index, 7u);
  ASSERT_EQ(caps.size(), 3u);
  EXPECT_EQ(caps[0].data, "abc");
  EXPECT_TRUE(caps[1].read_failed);
  EXPECT_EQ(caps[2].data, "de");
  EXPECT_TRUE(decode_args_record(reinterpret_cast<const uint8_t *>(bytes.data()), 10, index).empty());
}

// calls(args) records wait for their thread's calls() record, which a
// session the predicate rejects never sends: memory stays bounded however
// many threads run sessions, and the thread whose session started first
// goes first.
TEST(ArgsTypes, CallArgsOfUnprintedSessionsAreBounded) {
  ArgsTypes types;
  auto send = [&](uint32_t tid, uint32_t seq) {
    struct kt_call_args_record r{};
    r.pid_tgid = (uint64_t{42} << 32) | tid;
    r.seq = seq;
    types.call_args(reinterpret_cast<const uint8_t *>(&r) + sizeof r.header, sizeof r - sizeof r.header);
  };
  for (uint32_t tid = 1; tid <= 1000; tid++) {
    send(tid, 0);
    send(tid, 1);
  }
  EXPECT_EQ(types.pending_call_threads(), 256u);
  // The newest threads stayed: the last one's calls still get arguments.
  SessionCalls calls;
  calls.tid = 1000;
  SessionEvent e;
  e.kind = SessionEvent::Call;
  e.seq = 1;
  e.func = 0;
  calls.events.push_back(e);
  types.attach_call_args(calls, ArgsMode::Compact, 120);
  EXPECT_EQ(types.pending_call_threads(), 255u); // its entry was used up
  calls.tid = 1;                                  // long gone
  types.attach_call_args(calls, ArgsMode::Compact, 120);
  EXPECT_EQ(types.pending_call_threads(), 255u);
}

} // namespace
} // namespace kt::runtime::test
