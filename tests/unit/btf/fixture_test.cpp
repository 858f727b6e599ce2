// The BTF reader on clang's BTF for tests/fixtures/btf/types.c. Offsets are
// checked against the same declarations compiled for this host (types.h):
// x86-64 and BPF share the LP64 layout.
#include "btf/btf.h"

#include "../../fixtures/btf/types.h"

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <gtest/gtest.h>

namespace kt::btf {
namespace {

const Btf &fixture() {
  static Result<Btf> btf = Btf::load(KT_SOURCE_DIR "/tests/fixtures/btf/types.btf");
  if (!btf) {
    std::fprintf(stderr, "cannot load the fixture: %s\n", btf.error().message.c_str());
    std::abort();
  }
  return btf.value();
}

// The first bit set in a zeroed object after `set` ran on it: where a
// bitfield lives, since offsetof cannot take one.
template <typename T, typename F> uint64_t bit_position(F set) {
  T obj;
  std::memset(&obj, 0, sizeof obj);
  set(obj);
  const auto *bytes = reinterpret_cast<const unsigned char *>(&obj);
  for (size_t i = 0; i < sizeof obj; ++i)
    for (int b = 0; b < 8; ++b)
      if (bytes[i] & (1u << b))
        return i * 8 + b;
  return ~0ull;
}

TEST(BtfFixture, ParsesEveryType) {
  const Btf &btf = fixture();
  EXPECT_EQ(btf.start_id(), 1u);
  EXPECT_EQ(btf.last_id(), 102u); // bpftool btf dump file types.btf format raw
  EXPECT_EQ(btf.type(0)->kind(), Kind::Void);
  EXPECT_FALSE(btf.type(103).has_value());
}

TEST(BtfFixture, FindByNameAndKind) {
  const Btf &btf = fixture();
  TypeId task = btf.find("task", Kind::Struct);
  ASSERT_NE(task, 0u);
  EXPECT_EQ(btf.type(task)->name(), "task");
  EXPECT_EQ(btf.type(task)->kind(), Kind::Struct);
  EXPECT_EQ(btf.find("task", Kind::Union), 0u);
  EXPECT_EQ(btf.find("no_such_type", Kind::Struct), 0u);
  EXPECT_EQ(btf.find("", Kind::Struct), 0u);
  EXPECT_NE(btf.find("value", Kind::Union), 0u);
  EXPECT_NE(btf.find("pid_type", Kind::Typedef), 0u);
  EXPECT_EQ(btf.find_all("int").size(), 1u);
  EXPECT_TRUE(btf.find_all("nothing").empty());
}

struct OffsetCase {
  const char *member;
  size_t offset;
};

TEST(BtfFixture, MemberOffsetsMatchTheHost) {
  const Btf &btf = fixture();
  TypeId task_id = btf.find("task", Kind::Struct);
  const OffsetCase cases[] = {
      {"pid", offsetof(task, pid)},         {"comm", offsetof(task, comm)},
      {"node", offsetof(task, node)},       {"start", offsetof(task, start)},
      {"lo", offsetof(task, lo)},           {"hi", offsetof(task, hi)},
      {"nested", offsetof(task, nested)},   {"deep_x", offsetof(task, deep_x)},
      {"deep_y", offsetof(task, deep_y)},   {"deep_z", offsetof(task, deep_z)},
      {"stamps", offsetof(task, stamps)},   {"name", offsetof(task, name)},
      {"state", offsetof(task, state)},     {"parent", offsetof(task, parent)},
      {"on_exit", offsetof(task, on_exit)}, {"logger", offsetof(task, logger)},
      {"matrix", offsetof(task, matrix)},   {"color", offsetof(task, color)},
  };
  for (const auto &c : cases) {
    auto m = btf.member(task_id, c.member);
    ASSERT_TRUE(m.has_value()) << c.member;
    EXPECT_EQ(m->byte_offset(), c.offset) << c.member;
    EXPECT_EQ(m->bit_offset % 8, 0u) << c.member;
    EXPECT_FALSE(m->is_bitfield()) << c.member;
    EXPECT_EQ(m->name, c.member);
  }
  EXPECT_EQ(*btf.size_of(task_id), sizeof(task));
}

TEST(BtfFixture, MemberLookupMisses) {
  const Btf &btf = fixture();
  TypeId task_id = btf.find("task", Kind::Struct);
  EXPECT_FALSE(btf.member(task_id, "missing"));
  EXPECT_FALSE(btf.member(task_id, ""));
  EXPECT_FALSE(btf.member(task_id, "inner_a")) << "inside the named member 'nested', not anonymous";
  EXPECT_FALSE(btf.member(btf.find("int", Kind::Int), "pid"));
  EXPECT_FALSE(btf.member(0, "pid"));
  EXPECT_FALSE(btf.member(9999, "pid"));
  // A named member's own anonymous members are found from its type.
  auto nested = btf.member(task_id, "nested");
  auto inner = btf.member(nested->type, "inner_b");
  ASSERT_TRUE(inner);
  EXPECT_EQ(inner->bit_offset, 0u);
  EXPECT_EQ(btf.type_name(inner->type), "short");
}

TEST(BtfFixture, BitfieldsWithKindFlag) {
  const Btf &btf = fixture();
  TypeId id = btf.find("flags", Kind::Struct);
  ASSERT_TRUE(btf.type(id)->kind_flag());
  struct Case {
    const char *name;
    uint64_t bit;
    uint32_t size;
  } cases[] = {
      {"a", bit_position<flags>([](flags &f) { f.a = 7; }), 3},
      {"b", bit_position<flags>([](flags &f) { f.b = 31; }), 5},
      {"c", bit_position<flags>([](flags &f) { f.c = -1; }), 10},
      {"wide", bit_position<flags>([](flags &f) { f.wide = ~0ull; }), 40},
      {"done", bit_position<flags>([](flags &f) { f.done = 1; }), 1},
  };
  for (const auto &c : cases) {
    auto m = btf.member(id, c.name);
    ASSERT_TRUE(m) << c.name;
    EXPECT_EQ(m->bit_offset, c.bit) << c.name;
    EXPECT_EQ(m->bitfield_size, c.size) << c.name;
  }
  auto tail = btf.member(id, "tail");
  EXPECT_EQ(tail->byte_offset(), offsetof(flags, tail));
  EXPECT_FALSE(tail->is_bitfield());
  // A bitfield inside an anonymous struct inside an anonymous union.
  auto deep = btf.member(btf.find("task", Kind::Struct), "deep_bits");
  ASSERT_TRUE(deep);
  EXPECT_EQ(deep->bit_offset, bit_position<task>([](task &t) { t.deep_bits = 15; }));
  EXPECT_EQ(deep->bitfield_size, 4u);
}

struct NameCase {
  const char *member;
  const char *rendered;
};

TEST(BtfFixture, TypeNamesOfMembers) {
  const Btf &btf = fixture();
  TypeId task_id = btf.find("task", Kind::Struct);
  const NameCase cases[] = {
      {"pid", "pid_type"},          {"comm", "char [16]"},     {"node", "struct list"},
      {"start", "my_u64"},          {"lo", "unsigned int"},    {"nested", "struct (anon)"},
      {"stamps", "const_u64 *[4]"}, {"name", "const char *"},  {"state", "volatile int"},
      {"parent", "struct task *"},  {"on_exit", "handler_fn"}, {"logger", "int (*)(const char *, ...)"},
      {"matrix", "int [2][3]"},     {"color", "enum color"},
  };
  for (const auto &c : cases) {
    auto m = btf.member(task_id, c.member);
    ASSERT_TRUE(m) << c.member;
    EXPECT_EQ(btf.type_name(m->type), c.rendered) << c.member;
  }
  EXPECT_EQ(btf.type_name(btf.type(task_id)->member_at(3).type), "union (anon)");
}

TEST(BtfFixture, TypeNamesOfDeclarations) {
  const Btf &btf = fixture();
  auto var_type = [&](const char *name) { return btf.type_name(btf.type(btf.find(name, Kind::Var))->ref()); };
  EXPECT_EQ(var_type("global_grid"), "int [3][4]");
  EXPECT_EQ(var_type("global_opaque"), "struct opaque *");
  EXPECT_EQ(var_type("global_user_ptr"), "int *"); // the type tag is left out
  EXPECT_EQ(var_type("global_knob"), "const volatile int");
  EXPECT_EQ(var_type("global_ratio"), "float");
  EXPECT_EQ(var_type("global_big"), "enum big");
  EXPECT_EQ(var_type("global_helper_ptr"), "long (*)(long, long)");
  EXPECT_EQ(btf.type_name(btf.find("global_name", Kind::Var)), "char global_name[32]");
  EXPECT_EQ(btf.type_name(btf.resolve(btf.find("handler_fn", Kind::Typedef))), "int (*)(int, const char *)");
  EXPECT_EQ(btf.type_name(btf.type(btf.find("const_u64", Kind::Typedef))->ref()), "const my_u64");
  EXPECT_EQ(btf.type_name(btf.find("sum_task", Kind::Func)),
            "int sum_task(struct task *t, const char *label, unsigned long n)");
  EXPECT_EQ(btf.type_name(btf.find("no_args", Kind::Func)), "void no_args(void)");
  EXPECT_EQ(btf.type_name(0), "void");
  EXPECT_EQ(btf.type_name(9999), "<bad type [9999]>");
}

TEST(BtfFixture, ResolveAndSizeOf) {
  const Btf &btf = fixture();
  TypeId ull = btf.find("unsigned long long", Kind::Int);
  EXPECT_EQ(btf.resolve(btf.find("const_u64", Kind::Typedef)), ull);
  EXPECT_EQ(btf.resolve(btf.find("my_u64", Kind::Typedef)), ull);
  EXPECT_EQ(btf.resolve(ull), ull);
  EXPECT_EQ(btf.resolve(0), 0u);
  EXPECT_EQ(btf.resolve(12345), 0u);
  EXPECT_EQ(btf.resolve(btf.find("user", Kind::TypeTag)), btf.find("int", Kind::Int));
  TypeId task_id = btf.find("task", Kind::Struct);
  auto size_of_member = [&](const char *name) { return btf.size_of(btf.member(task_id, name)->type); };
  EXPECT_EQ(size_of_member("comm"), 16u);
  EXPECT_EQ(size_of_member("matrix"), sizeof(task::matrix));
  EXPECT_EQ(size_of_member("stamps"), sizeof(task::stamps));
  EXPECT_EQ(size_of_member("parent"), 8u);
  EXPECT_EQ(size_of_member("color"), sizeof(color));
  EXPECT_EQ(size_of_member("start"), 8u);
  EXPECT_EQ(btf.size_of(btf.find("value", Kind::Union)), sizeof(value));
  EXPECT_EQ(btf.size_of(btf.find("packet", Kind::Struct)), sizeof(packet));
  EXPECT_EQ(btf.size_of(btf.find("global_grid", Kind::Var)), sizeof(int[3][4]));
  EXPECT_EQ(btf.size_of(btf.find("big", Kind::Enum64)), 8u);
  EXPECT_EQ(btf.size_of(btf.find("double", Kind::Float)), 8u);
  EXPECT_FALSE(btf.size_of(0));
  EXPECT_FALSE(btf.size_of(btf.find("opaque", Kind::Fwd)));
  EXPECT_FALSE(btf.size_of(btf.find("sum_task", Kind::Func)));
  EXPECT_FALSE(btf.size_of(9999));
}

TEST(BtfFixture, IntEncodings) {
  const Btf &btf = fixture();
  auto enc = [&](const char *name) { return btf.type(btf.find(name, Kind::Int))->int_encoding(); };
  EXPECT_TRUE(enc("int").is_signed);
  EXPECT_EQ(enc("int").bits, 32);
  EXPECT_FALSE(enc("unsigned int").is_signed);
  EXPECT_TRUE(enc("_Bool").is_bool);
  EXPECT_EQ(btf.type(btf.find("short", Kind::Int))->size(), 2u);
}

TEST(BtfFixture, Enumerators) {
  const Btf &btf = fixture();
  auto color_t = btf.type(btf.find("color", Kind::Enum));
  ASSERT_TRUE(color_t);
  EXPECT_TRUE(color_t->is_signed_enum());
  auto values = color_t->enumerators();
  ASSERT_EQ(values.size(), 3u);
  EXPECT_EQ(values[0].name, "RED");
  EXPECT_EQ(values[1].signed_value(), GREEN);
  EXPECT_EQ(values[2].signed_value(), -1);

  auto big_t = btf.type(btf.find("big", Kind::Enum64));
  ASSERT_TRUE(big_t);
  EXPECT_FALSE(big_t->is_signed_enum());
  EXPECT_EQ(big_t->enumerators()[1].value, 0xffffffffffffffffull);
  EXPECT_EQ(big_t->enumerators()[1].name, "BIG_MAX");

  auto neg_t = btf.type(btf.find("neg", Kind::Enum64));
  ASSERT_TRUE(neg_t);
  EXPECT_TRUE(neg_t->is_signed_enum());
  EXPECT_EQ(neg_t->enumerators()[0].signed_value(), INT64_MIN);
  EXPECT_EQ(neg_t->enumerators()[1].signed_value(), -1);
}

TEST(BtfFixture, FunctionSignatures) {
  const Btf &btf = fixture();
  auto sig = btf.func("sum_task");
  ASSERT_TRUE(sig);
  EXPECT_EQ(sig->linkage, Linkage::Global);
  EXPECT_EQ(btf.type_name(sig->ret), "int");
  ASSERT_EQ(sig->params.size(), 3u);
  EXPECT_EQ(sig->params[0].name, "t");
  EXPECT_EQ(btf.type_name(sig->params[0].type), "struct task *");
  EXPECT_EQ(sig->params[1].name, "label");
  EXPECT_EQ(btf.type_name(sig->params[1].type), "const char *");
  EXPECT_EQ(sig->params[2].name, "n");
  EXPECT_EQ(btf.type_name(sig->params[2].type), "unsigned long");
  EXPECT_FALSE(sig->is_variadic);
  EXPECT_EQ(btf.type(sig->proto)->kind(), Kind::FuncProto);

  auto none = btf.func("no_args");
  ASSERT_TRUE(none);
  EXPECT_EQ(none->ret, 0u);
  EXPECT_TRUE(none->params.empty());
  EXPECT_EQ(btf.func("static_helper")->linkage, Linkage::Static);
  EXPECT_EQ(btf.func("extern_kfunc")->linkage, Linkage::Extern);
  EXPECT_FALSE(btf.func("global_task")) << "a var, not a func";
  EXPECT_FALSE(btf.func("missing"));
}

TEST(BtfFixture, VariadicPrototype) {
  const Btf &btf = fixture();
  auto logger = btf.member(btf.find("task", Kind::Struct), "logger");
  auto proto = btf.type(btf.type(logger->type)->ref());
  ASSERT_EQ(proto->kind(), Kind::FuncProto);
  EXPECT_TRUE(proto->is_variadic());
  EXPECT_EQ(proto->vlen(), 2u);
  ASSERT_EQ(proto->params().size(), 1u);
  EXPECT_EQ(btf.type_name(proto->params()[0].type), "const char *");
}

TEST(BtfFixture, VarsSectionsAndTags) {
  const Btf &btf = fixture();
  auto task_var = btf.type(btf.find("global_task", Kind::Var));
  EXPECT_EQ(task_var->linkage(), Linkage::Global);
  EXPECT_EQ(task_var->ref(), btf.find("task", Kind::Struct));
  auto bss = btf.type(btf.find(".bss", Kind::Datasec));
  ASSERT_TRUE(bss);
  bool has_task = false;
  for (const auto &entry : bss->secinfos())
    has_task |= entry.type == task_var->id();
  EXPECT_TRUE(has_task);
  auto ksyms = btf.type(btf.find(".ksyms", Kind::Datasec));
  ASSERT_EQ(ksyms->secinfos().size(), 1u);
  EXPECT_EQ(ksyms->secinfos()[0].type, btf.find("extern_kfunc", Kind::Func));

  auto member_tag = btf.type(btf.find("member_tag", Kind::DeclTag));
  EXPECT_EQ(member_tag->component_idx(), 0);
  EXPECT_EQ(member_tag->ref(), btf.find("with_tags", Kind::Struct));
  EXPECT_EQ(btf.type(btf.find("global_tag", Kind::DeclTag))->component_idx(), -1);
  auto fwd = btf.type(btf.find("opaque", Kind::Fwd));
  EXPECT_FALSE(fwd->is_union_fwd());
}

TEST(BtfFixture, KindNames) {
  EXPECT_EQ(kind_name(Kind::Void), "void");
  EXPECT_EQ(kind_name(Kind::FuncProto), "func_proto");
  EXPECT_EQ(kind_name(Kind::Enum64), "enum64");
  EXPECT_EQ(kind_name(static_cast<Kind>(42)), "unknown");
}

} // namespace
} // namespace kt::btf
