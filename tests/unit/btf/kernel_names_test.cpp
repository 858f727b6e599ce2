// What kt looks up by name in the kernel's BTF besides types: enumerators
// (enum constants in programs), kfuncs (the bpf_kfunc decl tags) and
// per-CPU variables (the .data..percpu section), on BTF written with
// BtfBuilder.
#include "btf/btf.h"

#include "btf_builder.h"

#include <gtest/gtest.h>

namespace kt::btf {
namespace {

using test::BtfBuilder;
using test::parse_ok;


TEST(BtfKernelNames, EnumeratorsOfEnumsAndEnum64s) {
  BtfBuilder b;
  uint32_t red = b.str("RED"), green = b.str("GREEN"), neg = b.str("NEG"), huge = b.str("HUGE");
  TypeId color = b.add("color", Kind::Enum, 2, false, 4, {red, 0, green, 2});
  TypeId anon = b.add("", Kind::Enum, 2, true, 4, {green, 7, neg, static_cast<uint32_t>(-3)});
  TypeId big = b.add("big", Kind::Enum64, 1, false, 8, {huge, 0x1, 0x2});
  Btf btf = parse_ok(b.build());

  auto g = btf.enumerator("GREEN"); // the lowest id that has it
  ASSERT_TRUE(g);
  EXPECT_EQ(g->type, color);
  EXPECT_EQ(g->value, 2u);
  auto n = btf.enumerator("NEG"); // a signed enum's value, sign-extended
  ASSERT_TRUE(n);
  EXPECT_EQ(n->type, anon);
  EXPECT_EQ(static_cast<int64_t>(n->value), -3);
  auto h = btf.enumerator("HUGE");
  ASSERT_TRUE(h);
  EXPECT_EQ(h->type, big);
  EXPECT_EQ(h->value, 0x200000001u);
  EXPECT_FALSE(btf.enumerator("BLUE"));
  EXPECT_FALSE(btf.enumerator("color")); // a type's name is no enumerator
}

TEST(BtfKernelNames, EnumeratorsOfSplitBtfLookInTheBaseFirst) {
  BtfBuilder base;
  uint32_t one = base.str("ONE");
  TypeId in_base = base.add("base_enum", Kind::Enum, 1, false, 4, {one, 1});
  Btf vmlinux = parse_ok(base.build());
  BtfBuilder mod(vmlinux.last_id() + 1, vmlinux.str_end());
  uint32_t one_again = mod.str("ONE"), two = mod.str("TWO");
  TypeId in_module = mod.add("mod_enum", Kind::Enum, 2, false, 4, {one_again, 10, two, 2});
  Btf module = parse_ok(mod.build(), &vmlinux);
  EXPECT_EQ(module.enumerator("ONE")->type, in_base);
  EXPECT_EQ(module.enumerator("ONE")->value, 1u);
  EXPECT_EQ(module.enumerator("TWO")->type, in_module);
}

// A FUNC, and the FUNC_PROTO it needs.
TypeId func(BtfBuilder &b, std::string_view name) {
  TypeId proto = b.func_proto(0, {});
  return b.add(name, Kind::Func, 1, false, proto); // vlen: global linkage
}

TEST(BtfKernelNames, KfuncsAreTheTaggedFunctions) {
  BtfBuilder b;
  TypeId kfunc = func(b, "bpf_thing_acquire");
  func(b, "vfs_read");
  TypeId param_tagged = func(b, "bpf_other");
  b.add("bpf_kfunc", Kind::DeclTag, 0, false, kfunc, {static_cast<uint32_t>(-1)});
  b.add("bpf_kfunc", Kind::DeclTag, 0, false, param_tagged, {0}); // a parameter's tag, not the function's
  Btf btf = parse_ok(b.build());
  EXPECT_TRUE(btf.has_kfunc("bpf_thing_acquire"));
  EXPECT_FALSE(btf.has_kfunc("vfs_read"));
  EXPECT_FALSE(btf.has_kfunc("bpf_other"));
  EXPECT_FALSE(btf.has_kfunc("no_such_function"));
}

// Kernels whose BTF has no bpf_kfunc tags (before Linux 6.11): any
// function, as bpftrace checks.
TEST(BtfKernelNames, WithoutTagsAnyFunctionIsAKfunc) {
  BtfBuilder b;
  func(b, "bpf_thing_acquire");
  Btf btf = parse_ok(b.build());
  EXPECT_TRUE(btf.has_kfunc("bpf_thing_acquire"));
  EXPECT_FALSE(btf.has_kfunc("no_such_function"));
}

TEST(BtfKernelNames, PercpuVariablesAreInTheirSection) {
  BtfBuilder b;
  TypeId u64 = b.int_type("unsigned long", 8, false, 64);
  TypeId percpu = b.add("process_counts", Kind::Var, 0, false, u64, {1});
  TypeId global = b.add("jiffies", Kind::Var, 0, false, u64, {1});
  b.add(".data..percpu", Kind::Datasec, 1, false, 8, {percpu, 0, 8});
  b.add(".data", Kind::Datasec, 1, false, 8, {global, 0, 8});
  Btf btf = parse_ok(b.build());
  EXPECT_EQ(btf.percpu_variable("process_counts"), percpu);
  EXPECT_EQ(btf.percpu_variable("jiffies"), 0u);
  EXPECT_EQ(btf.percpu_variable("nothing"), 0u);
}

} // namespace
} // namespace kt::btf
