// BTF that clang does not emit for the fixture, written with BtfBuilder:
// legacy bitfields, C declarators, cycles, split BTF and foreign byte order.
#include "btf/btf.h"

#include "btf_builder.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>

namespace kt::btf {
namespace {

using test::BtfBuilder;
using test::parse_ok;


// Without kind_flag, old encoders gave each bitfield its own INT whose bit
// count is the field's width (and, rarely, a bit offset inside the INT).
TEST(BtfSynthetic, LegacyBitfields) {
  BtfBuilder b;
  TypeId u32 = b.int_type("unsigned int", 4, false, 32);
  TypeId three = b.int_type("unsigned int", 4, false, 3);
  TypeId five_at_2 = b.int_type("unsigned int", 4, false, 5, 2);
  TypeId s = b.aggregate(Kind::Struct, "legacy", 8, {{"a", three, 0}, {"b", five_at_2, 8}, {"c", u32, 32}});
  Btf btf = parse_ok(b.build());
  auto a = btf.member(s, "a");
  EXPECT_EQ(a->bit_offset, 0u);
  EXPECT_EQ(a->bitfield_size, 3u);
  auto bf = btf.member(s, "b");
  EXPECT_EQ(bf->bit_offset, 10u);
  EXPECT_EQ(bf->bitfield_size, 5u);
  auto c = btf.member(s, "c");
  EXPECT_EQ(c->byte_offset(), 4u);
  EXPECT_FALSE(c->is_bitfield());
}

TEST(BtfSynthetic, Declarators) {
  BtfBuilder b;
  TypeId chr = b.int_type("char", 1, true, 8);
  TypeId i = b.int_type("int", 4, true, 32);
  TypeId p_chr = b.ref(Kind::Ptr, chr);
  TypeId cp_chr = b.ref(Kind::Const, p_chr);              // char *const
  TypeId p_cp_chr = b.ref(Kind::Ptr, cp_chr);             // char *const *
  TypeId arr = b.array(i, i, 4);                          // int [4]
  TypeId p_arr = b.ref(Kind::Ptr, arr);                   // int (*)[4]
  TypeId proto = b.func_proto(p_chr, {{"", i}});          // char *(int)
  TypeId p_proto = b.ref(Kind::Ptr, proto);               // char *(*)(int)
  TypeId arr_p_proto = b.array(p_proto, i, 2);            // char *(*[2])(int)
  TypeId vp = b.ref(Kind::Ptr, b.ref(Kind::Volatile, 0)); // volatile void *
  TypeId restrict_p = b.ref(Kind::Restrict, p_chr);       // char *restrict
  TypeId u = b.aggregate(Kind::Union, "", 4, {{"x", i, 0}});
  TypeId fwd_union = b.add("later", Kind::Fwd, 0, true, 0);
  TypeId empty_variadic = b.func_proto(i, {{"", 0}});
  Btf btf = parse_ok(b.build());
  EXPECT_EQ(btf.type_name(cp_chr), "char *const");
  EXPECT_EQ(btf.type_name(p_cp_chr), "char *const *");
  EXPECT_EQ(btf.type_name(p_arr), "int (*)[4]");
  EXPECT_EQ(btf.type_name(proto), "char *(int)");
  EXPECT_EQ(btf.type_name(p_proto), "char *(*)(int)");
  EXPECT_EQ(btf.type_name(arr_p_proto), "char *(*[2])(int)");
  EXPECT_EQ(btf.type_name(vp), "volatile void *");
  EXPECT_EQ(btf.type_name(restrict_p), "char *restrict");
  EXPECT_EQ(btf.type_name(u), "union (anon)");
  EXPECT_EQ(btf.type_name(fwd_union), "union later");
  EXPECT_EQ(btf.type_name(empty_variadic), "int (...)");
  EXPECT_EQ(btf.size_of(arr_p_proto), 16u);
  EXPECT_EQ(btf.size_of(p_arr), 8u);
}

// definition(): what `kt -lv 'struct x'` prints. Holes become unnamed
// bitfields, so the text keeps the offsets; anonymous members are inline.
TEST(BtfSynthetic, Definitions) {
  BtfBuilder b;
  TypeId chr = b.int_type("char", 1, true, 8);
  TypeId i = b.int_type("int", 4, true, 32);
  TypeId u32 = b.int_type("unsigned int", 4, false, 32);
  TypeId lng = b.int_type("long", 8, true, 64);
  TypeId p_chr = b.ref(Kind::Ptr, chr);
  TypeId proto = b.func_proto(i, {{"", p_chr}});
  TypeId p_proto = b.ref(Kind::Ptr, proto);
  TypeId arr = b.array(chr, i, 16);
  // An anonymous union of two members at offset 64, and a bitfield pair.
  TypeId anon = b.aggregate(Kind::Union, "", 8, {{"a", lng, 0}, {"b", p_chr, 0}});
  TypeId bits = b.aggregate(Kind::Struct, "", 4, {{"lo", u32, (3u << 24) | 0}, {"hi", u32, (5u << 24) | 3}}, true);
  // `c` ends at byte 1 and `l` starts at byte 16: a hole of 15 bytes,
  // more than long's alignment fills by itself.
  TypeId s = b.aggregate(Kind::Struct, "s", 64,
                         {{"c", chr, 0}, {"l", lng, 128}, {"", anon, 192}, {"f", bits, 256},
                          {"name", arr, 288}, {"fn", p_proto, 448}});
  TypeId packed = b.aggregate(Kind::Struct, "p", 5, {{"c", chr, 0}, {"x", i, 8}});
  TypeId e = b.add("colour", Kind::Enum, 2, false, 4, {b.str("RED"), 0, b.str("BLUE"), 7});
  Btf btf = parse_ok(b.build());
  EXPECT_EQ(btf.declaration(p_proto, "fn"), "int (*fn)(char *)");
  EXPECT_EQ(btf.declaration(arr, "name"), "char name[16]");
  EXPECT_EQ(*btf.definition(s), "struct s {\n"
                                "\tchar c;\n"
                                "\tlong: 64;\n"
                                "\tlong l;\n"
                                "\tunion {\n"
                                "\t\tlong a;\n"
                                "\t\tchar *b;\n"
                                "\t};\n"
                                "\tstruct {\n"
                                "\t\tunsigned int lo: 3;\n"
                                "\t\tunsigned int hi: 5;\n"
                                "\t} f;\n"
                                "\tchar name[16];\n"
                                "\tint (*fn)(char *);\n"
                                "};\n");
  EXPECT_EQ(*btf.definition(packed), "struct p {\n\tchar c;\n\tint x;\n} __attribute__((packed));\n");
  EXPECT_EQ(*btf.definition(e), "enum colour {\n\tRED = 0,\n\tBLUE = 7,\n};\n");
  EXPECT_FALSE(btf.definition(i));
}

TEST(BtfSynthetic, MemberThroughTypedefAndConst) {
  BtfBuilder b;
  TypeId i = b.int_type("int", 4, true, 32);
  TypeId inner = b.aggregate(Kind::Struct, "", 8, {{"x", i, 0}, {"y", i, 32}});
  TypeId outer = b.aggregate(Kind::Struct, "outer", 12, {{"first", i, 0}, {"", inner, 32}});
  TypeId td = b.ref(Kind::Typedef, b.ref(Kind::Const, outer), "outer_t");
  Btf btf = parse_ok(b.build());
  auto y = btf.member(td, "y");
  ASSERT_TRUE(y);
  EXPECT_EQ(y->byte_offset(), 8u);
  EXPECT_EQ(btf.size_of(td), 12u);
  EXPECT_EQ(btf.resolve(td), outer);
}

// Cycles are invalid BTF, but parse (the ids are in range): queries must
// terminate.
TEST(BtfSynthetic, CyclesTerminate) {
  BtfBuilder b;
  TypeId td = b.ref(Kind::Typedef, 2, "loop"); // typedef -> const -> typedef
  TypeId cst = b.ref(Kind::Const, td);
  TypeId self_ptr = b.ref(Kind::Ptr, 3);
  TypeId self_arr = b.add("", Kind::Array, 0, false, 0, {4, 4, 2});
  TypeId self_struct = b.aggregate(Kind::Struct, "s", 4, {{"", 5, 0}, {"", 5, 0}, {"", 5, 0}});
  TypeId recursive_proto = b.add("", Kind::FuncProto, 3, false, 7, {0, 7, 0, 7, 0, 7});
  TypeId ptr_to_proto = b.ref(Kind::Ptr, recursive_proto);
  Btf btf = parse_ok(b.build());
  EXPECT_EQ(btf.resolve(td), 0u);
  EXPECT_EQ(btf.resolve(cst), 0u);
  EXPECT_FALSE(btf.size_of(td));
  EXPECT_EQ(btf.size_of(self_ptr), 8u);
  EXPECT_FALSE(btf.size_of(self_arr));
  EXPECT_FALSE(btf.member(self_struct, "x"));
  EXPECT_EQ(btf.type_name(td), "loop");
  EXPECT_NE(btf.type_name(cst).find("const loop"), std::string::npos);
  EXPECT_NE(btf.type_name(self_ptr).find("<cycle>"), std::string::npos);
  EXPECT_NE(btf.type_name(self_arr).find("<cycle>"), std::string::npos);
  std::string proto_name = btf.type_name(ptr_to_proto);
  EXPECT_LT(proto_name.size(), 1u << 20) << "rendering is bounded";
}

// A DAG in which each level has several anonymous members of the next:
// exponentially many paths, but each struct is searched once.
TEST(BtfSynthetic, AnonymousMemberFanOutIsLinear) {
  BtfBuilder b;
  TypeId leaf = b.int_type("int", 4, true, 32);
  TypeId level = b.aggregate(Kind::Struct, "", 4, {{"z", leaf, 0}});
  for (int depth = 0; depth < 60; ++depth)
    level = b.aggregate(Kind::Struct, "", 4, {{"", level, 0}, {"", level, 0}, {"", level, 0}});
  Btf btf = parse_ok(b.build());
  EXPECT_FALSE(btf.member(level, "missing"));
  EXPECT_TRUE(btf.member(level, "z"));
}

// Split BTF on the fixture: ids and string offsets continue after the base.
TEST(BtfSynthetic, SplitOnFixture) {
  auto base = Btf::load(KT_SOURCE_DIR "/tests/fixtures/btf/types.btf");
  ASSERT_TRUE(base) << base.error().message;
  TypeId task = base->find("task", Kind::Struct);
  TypeId i = base->find("int", Kind::Int);
  BtfBuilder b(base->last_id() + 1, base->str_end());
  TypeId p = b.ref(Kind::Ptr, task);
  TypeId mod = b.aggregate(Kind::Struct, "mod_state", 16, {{"owner", p, 0}, {"refs", i, 64}});
  TypeId proto = b.func_proto(i, {{"state", b.ref(Kind::Ptr, mod)}});
  TypeId fn = b.add("mod_init", Kind::Func, 1, false, proto);
  TypeId dup = b.aggregate(Kind::Struct, "task", 4, {{"other", i, 0}}); // same name as a base type
  Btf split = parse_ok(b.build(), &*base);

  EXPECT_EQ(split.base(), &*base);
  EXPECT_EQ(split.start_id(), base->last_id() + 1);
  EXPECT_EQ(split.last_id(), dup);
  EXPECT_EQ(split.find("mod_state", Kind::Struct), mod);
  EXPECT_EQ(split.find("task", Kind::Struct), task) << "the base's id comes first";
  EXPECT_EQ(split.find_all("task"), (std::vector<TypeId>{task, dup}));
  EXPECT_EQ(split.type(i)->name(), "int");
  EXPECT_EQ(split.type_name(split.member(mod, "owner")->type), "struct task *");
  EXPECT_EQ(split.member(mod, "refs")->byte_offset(), 8u);
  EXPECT_EQ(split.member(task, "comm")->byte_offset(), 4u);
  auto sig = split.func("mod_init");
  ASSERT_TRUE(sig);
  EXPECT_EQ(sig->func, fn);
  EXPECT_EQ(split.type_name(sig->params[0].type), "struct mod_state *");
  EXPECT_TRUE(split.func("sum_task")) << "base functions are found through the split";
  EXPECT_FALSE(split.type(dup + 1));

  // The same blob without its base: ids and names out of range.
  EXPECT_FALSE(Btf::parse(b.build()));
}

TEST(BtfSynthetic, SplitWithBadReference) {
  auto base = Btf::load(KT_SOURCE_DIR "/tests/fixtures/btf/types.btf");
  ASSERT_TRUE(base);
  BtfBuilder b(base->last_id() + 1, base->str_end());
  b.ref(Kind::Ptr, base->last_id() + 5);
  auto split = Btf::parse(b.build(), &*base);
  ASSERT_FALSE(split);
  EXPECT_NE(split.error().message.find("type [" + std::to_string(base->last_id() + 1) + "]"),
            std::string::npos)
      << split.error().message;
}

// A big-endian blob (e.g. from an s390x object) reads the same.
TEST(BtfSynthetic, ForeignByteOrder) {
  std::ifstream in(KT_SOURCE_DIR "/tests/fixtures/btf/types.btf", std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  std::string data = buf.str();
  Btf native = parse_ok(data);
  uint32_t hdr_len, type_off, type_len;
  std::memcpy(&hdr_len, data.data() + 4, 4);
  std::memcpy(&type_off, data.data() + 8, 4);
  std::memcpy(&type_len, data.data() + 12, 4);
  std::swap(data[0], data[1]);
  auto swap_word = [&](size_t off) { std::reverse(data.begin() + off, data.begin() + off + 4); };
  for (size_t off = 4; off < 24; off += 4)
    swap_word(off);
  for (size_t off = hdr_len + type_off; off < hdr_len + type_off + type_len; off += 4)
    swap_word(off);
  Btf swapped = parse_ok(data);
  ASSERT_EQ(swapped.last_id(), native.last_id());
  for (TypeId id = 0; id <= native.last_id(); ++id)
    EXPECT_EQ(swapped.type_name(id), native.type_name(id));
  EXPECT_EQ(swapped.func("sum_task")->params.size(), 3u);
}

TEST(BtfSynthetic, LoadMissingFile) {
  auto btf = Btf::load("/nonexistent/btf");
  ASSERT_FALSE(btf);
  EXPECT_NE(btf.error().message.find("/nonexistent/btf: "), std::string::npos);
  EXPECT_EQ(btf.error().code, ENOENT);
}

// tp_btf: btf_trace_NAME is a pointer to a prototype whose first parameter
// (the tracepoint's data) the program does not get; names come from
// __traceiter_NAME when it agrees on the count.
TEST(BtfSynthetic, TracepointArgumentsFromTypedefAndIterator) {
  BtfBuilder b;
  TypeId i = b.int_type("int", 4, true, 32);
  TypeId vp = b.ref(Kind::Ptr, 0);
  TypeId task = b.aggregate(Kind::Struct, "task", 4, {{"pid", i, 0}});
  TypeId p_task = b.ref(Kind::Ptr, task);
  TypeId proto = b.func_proto(0, {{"", vp}, {"", p_task}, {"", i}});
  TypeId tp = b.ref(Kind::Typedef, b.ref(Kind::Ptr, proto), "btf_trace_task_woke");
  TypeId iter_proto = b.func_proto(i, {{"__data", vp}, {"t", p_task}, {"cpu", i}});
  b.add("__traceiter_task_woke", Kind::Func, 1, false, iter_proto);
  TypeId lone = b.func_proto(0, {{"", vp}, {"", i}, {"", i}});
  b.ref(Kind::Typedef, b.ref(Kind::Ptr, lone), "btf_trace_lone");
  b.ref(Kind::Typedef, i, "btf_trace_not_a_pointer");
  Btf btf = parse_ok(b.build());

  auto sig = btf.tracepoint("task_woke");
  ASSERT_TRUE(sig);
  EXPECT_EQ(sig->func, tp);
  ASSERT_EQ(sig->params.size(), 2u);
  EXPECT_EQ(sig->params[0].name, "t");
  EXPECT_EQ(btf.type_name(sig->params[0].type), "struct task *");
  EXPECT_EQ(sig->params[1].name, "cpu");
  auto lone_sig = btf.tracepoint("lone");
  ASSERT_TRUE(lone_sig);
  ASSERT_EQ(lone_sig->params.size(), 2u);
  EXPECT_EQ(lone_sig->params[0].name, "") << "no iterator: unnamed";
  EXPECT_FALSE(btf.tracepoint("not_a_pointer"));
  EXPECT_FALSE(btf.tracepoint("missing"));
  EXPECT_EQ(btf.tracepoint_names(), (std::vector<std::string>{"lone", "not_a_pointer", "task_woke"}));
}

// iter probes: the iterators are the structs bpf_iter__NAME, without the
// verifier's __safe_trusted variants.
TEST(BtfSynthetic, IteratorNames) {
  BtfBuilder b;
  TypeId i = b.int_type("int", 4, true, 32);
  b.aggregate(Kind::Struct, "bpf_iter__task_vma", 4, {{"x", i, 0}});
  b.aggregate(Kind::Struct, "bpf_iter__task", 4, {{"x", i, 0}});
  b.aggregate(Kind::Struct, "bpf_iter__task__safe_trusted", 4, {{"x", i, 0}});
  b.aggregate(Kind::Union, "bpf_iter__not_a_struct", 4, {{"x", i, 0}});
  b.aggregate(Kind::Struct, "bpf_iter_meta", 4, {{"x", i, 0}});
  Btf btf = parse_ok(b.build());
  EXPECT_EQ(btf.iterator_names(), (std::vector<std::string>{"task", "task_vma"}));
}

} // namespace
} // namespace kt::btf
