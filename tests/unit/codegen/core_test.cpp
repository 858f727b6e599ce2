// CO-RE relocations: a program compiled against the fixture BTF (whose
// struct layouts are not the host kernel's) reads fields at the host's
// offsets once libbpf has loaded it. libbpf applies the relocations the
// object's .BTF.ext carries when it loads the object, so the test loads it
// (root, the host's /sys/kernel/btf/vmlinux) and compares each program's
// instructions before and after.
#include <cerrno>
#include <cstring>
#include <set>

#include <bpf/libbpf.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include "btf/btf.h"
#include "codegen/codegen.h"
#include "sema/fixture_types.h"

namespace kt::test {
namespace {

// The byte offset of `path` ("f_path.dentry") in struct `type` of `btf`.
uint32_t offset_of(const btf::Btf &btf, const std::string &type, const std::vector<std::string> &path) {
  btf::TypeId id = btf.find(type, btf::Kind::Struct);
  uint64_t off = 0;
  for (const std::string &m : path) {
    auto info = btf.member(id, m);
    if (!info)
      return UINT32_MAX;
    off += info->byte_offset();
    id = info->type;
  }
  return static_cast<uint32_t>(off);
}

// The immediates of `r = IMM` instructions that loading changed, old -> new.
std::set<std::pair<int32_t, int32_t>> relocated(const std::vector<bpf_insn> &before, const bpf_insn *after,
                                                 size_t n) {
  std::set<std::pair<int32_t, int32_t>> out;
  for (size_t i = 0; i < n && i < before.size(); i++)
    if (before[i].code == (BPF_ALU64 | BPF_MOV | BPF_K) && before[i].imm != after[i].imm)
      out.insert({before[i].imm, after[i].imm});
  return out;
}

TEST(CoreRelocation, FieldOffsetsFollowTheRunningKernel) {
  auto host = btf::Btf::load("/sys/kernel/btf/vmlinux");
  if (!host || geteuid() != 0)
    GTEST_SKIP() << "needs root and the running kernel's BTF to load a program";
  Analyzed a = analyze("kprobe:vfs_read { @flags = ((struct file *)arg0)->f_flags; "
                       "@name = str(((struct file *)arg0)->f_path.dentry->d_name.name); }",
                       "core.kt");
  ASSERT_TRUE(a.ok()) << a.rendered();
  auto compiled = codegen::compile(*a.program, a.info, manifest::TargetFeatures{}, {});
  ASSERT_TRUE(compiled) << compiled.error().message;
  const btf::Btf &fixture = *a.types->kernel_btf();

  LIBBPF_OPTS(bpf_object_open_opts, opts, .object_name = "kt_core_test");
  bpf_object *obj = bpf_object__open_mem(compiled->elf.data(), compiled->elf.size(), &opts);
  ASSERT_TRUE(obj) << std::strerror(errno);
  bpf_map *m;
  bpf_object__for_each_map(m, obj) if (bpf_map__max_entries(m) == 0) bpf_map__set_max_entries(m, 4096 * 16);
  bpf_program *prog = bpf_object__next_program(obj, nullptr);
  ASSERT_TRUE(prog);
  std::vector<bpf_insn> before(bpf_program__insns(prog), bpf_program__insns(prog) + bpf_program__insn_cnt(prog));
  int err = bpf_object__load(obj);
  ASSERT_EQ(err, 0) << "load: " << std::strerror(-err);
  auto changed = relocated(before, bpf_program__insns(prog), bpf_program__insn_cnt(prog));
  bpf_object__close(obj);

  // Each hop of the chain is one relocation, from the fixture's offset to
  // the host's (the test means nothing where the two agree).
  struct Hop {
    const char *type;
    std::vector<std::string> member;
  } hops[] = {{"file", {"f_flags"}}, {"file", {"f_path"}}, {"path", {"dentry"}}, {"dentry", {"d_name"}},
              {"qstr", {"name"}}};
  for (const Hop &h : hops) {
    uint32_t local = offset_of(fixture, h.type, h.member), target = offset_of(*host, h.type, h.member);
    ASSERT_NE(local, UINT32_MAX) << h.type;
    ASSERT_NE(target, UINT32_MAX) << h.type;
    if (local == target)
      continue;
    EXPECT_TRUE(changed.count({static_cast<int32_t>(local), static_cast<int32_t>(target)}))
        << "struct " << h.type << "." << h.member[0] << ": " << local << " -> " << target << " not relocated";
  }
  EXPECT_FALSE(changed.empty());
}

} // namespace
} // namespace kt::test
