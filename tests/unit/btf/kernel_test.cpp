// The BTF reader on this machine's kernel: /sys/kernel/btf/vmlinux and, on
// top of it, module BTF. A readable vmlinux that does not parse is a failure,
// not a skip.
#include "btf/btf.h"

#include "btf_builder.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace kt::btf {
namespace {

constexpr const char *kVmlinux = "/sys/kernel/btf/vmlinux";

bool readable(const char *path) { return std::ifstream(path, std::ios::binary).good(); }

// The kernel's BTF, loaded once for the suite (about 5 MB).
class KernelBtf : public testing::Test {
protected:
  static void SetUpTestSuite() {
    if (!readable(kVmlinux))
      return;
    auto start = std::chrono::steady_clock::now();
    auto btf = Btf::load(kVmlinux);
    if (btf) {
      // Parse + the first lookup (which builds the name index): the cost of
      // opening kernel BTF for a one-liner.
      btf->find("task_struct", Kind::Struct);
      load_ms_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      vmlinux_ = new Btf(std::move(btf).value());
    } else {
      error_ = btf.error().message;
    }
  }
  static void TearDownTestSuite() {
    delete vmlinux_;
    vmlinux_ = nullptr;
  }
  void SetUp() override {
    if (!readable(kVmlinux))
      GTEST_SKIP() << kVmlinux << " is not readable on this machine";
    ASSERT_NE(vmlinux_, nullptr) << kVmlinux << " is readable but does not parse: " << error_;
  }

  static inline Btf *vmlinux_ = nullptr;
  static inline std::string error_;
  static inline double load_ms_ = 0;
};

TEST_F(KernelBtf, TaskStructPidAndComm) {
  const Btf &btf = *vmlinux_;
  RecordProperty("load_and_first_find_ms", std::to_string(load_ms_));
  std::printf("vmlinux: %u types; parse + first find: %.1f ms\n", btf.last_id(), load_ms_);
  TypeId task = btf.find("task_struct", Kind::Struct);
  ASSERT_NE(task, 0u);

  auto pid = btf.member(task, "pid");
  ASSERT_TRUE(pid);
  auto pid_int = btf.type(btf.resolve(pid->type));
  ASSERT_EQ(pid_int->kind(), Kind::Int);
  EXPECT_TRUE(pid_int->int_encoding().is_signed);
  EXPECT_EQ(pid_int->size(), 4u);
  EXPECT_EQ(btf.type_name(pid->type), "pid_t");

  auto comm = btf.member(task, "comm");
  ASSERT_TRUE(comm);
  EXPECT_EQ(btf.type_name(comm->type), "char [16]");
  auto array = btf.type(btf.resolve(comm->type));
  ASSERT_EQ(array->kind(), Kind::Array);
  EXPECT_EQ(array->array().nelems, 16u);
  EXPECT_EQ(btf.size_of(comm->type), 16u);
  EXPECT_GT(comm->byte_offset(), 0u);
  EXPECT_LT(comm->byte_offset(), *btf.size_of(task));
}

TEST_F(KernelBtf, FunctionPrototype) {
  const Btf &btf = *vmlinux_;
  auto sig = btf.func("vfs_read");
  ASSERT_TRUE(sig);
  EXPECT_EQ(btf.type_name(sig->ret), "ssize_t");
  ASSERT_EQ(sig->params.size(), 4u);
  EXPECT_EQ(sig->params[0].name, "file");
  EXPECT_EQ(btf.type_name(sig->params[0].type), "struct file *");
}

// Every named type is found by its name and kind, and every named member of
// every struct and union by its name, at the offset the record gives.
TEST_F(KernelBtf, EveryNameAndMemberIsFound) {
  const Btf &btf = *vmlinux_;
  size_t members = 0;
  for (TypeId id = 1; id <= btf.last_id(); ++id) {
    auto t = btf.type(id);
    ASSERT_TRUE(t);
    if (!t->name().empty()) {
      TypeId found = btf.find(t->name(), t->kind());
      ASSERT_NE(found, 0u) << t->name();
      ASSERT_LE(found, id);
      ASSERT_EQ(btf.type(found)->name(), t->name());
    }
    if (t->kind() != Kind::Struct && t->kind() != Kind::Union)
      continue;
    for (const Member &m : t->members()) {
      if (m.name.empty())
        continue;
      auto found = btf.member(id, m.name);
      ASSERT_TRUE(found) << t->name() << "." << m.name;
      ASSERT_EQ(found->bit_offset, m.bit_offset) << t->name() << "." << m.name;
      ++members;
    }
  }
  EXPECT_GT(members, 10000u);
}

TEST_F(KernelBtf, EveryTypeRendersAndSizes) {
  const Btf &btf = *vmlinux_;
  for (TypeId id = 1; id <= btf.last_id(); ++id) {
    std::string name = btf.type_name(id);
    ASSERT_FALSE(name.empty()) << id;
    ASSERT_EQ(name.find('<'), std::string::npos) << id << ": " << name;
    Kind kind = btf.type(btf.resolve(id))->kind();
    if (kind == Kind::Struct || kind == Kind::Int || kind == Kind::Ptr)
      ASSERT_TRUE(btf.size_of(id)) << name;
  }
}

// Split BTF built on top of vmlinux: ids and strings continue after it.
TEST_F(KernelBtf, SyntheticSplitOnVmlinux) {
  const Btf &base = *vmlinux_;
  test::BtfBuilder b(base.last_id() + 1, base.str_end());
  TypeId task = base.find("task_struct", Kind::Struct);
  TypeId ptr = b.ref(Kind::Ptr, task);
  TypeId mine = b.aggregate(Kind::Struct, "kt_mod_state", 8, {{"owner", ptr, 0}});
  auto split = Btf::parse(b.build(), &base);
  ASSERT_TRUE(split) << split.error().message;
  EXPECT_EQ(split->start_id(), base.last_id() + 1);
  EXPECT_EQ(split->find("kt_mod_state", Kind::Struct), mine);
  EXPECT_EQ(split->find("task_struct", Kind::Struct), task);
  EXPECT_EQ(split->type_name(split->member(mine, "owner")->type), "struct task_struct *");
  EXPECT_EQ(split->type_name(split->member(task, "comm")->type), "char [16]");
}

// Module BTF from this kernel, when it has modules with BTF.
TEST_F(KernelBtf, ModulesParseOnTopOfVmlinux) {
  std::vector<std::string> modules;
  std::error_code ec;
  for (const auto &entry : std::filesystem::directory_iterator("/sys/kernel/btf", ec))
    if (entry.path().filename() != "vmlinux")
      modules.push_back(entry.path());
  if (modules.empty())
    GTEST_SKIP() << "no module BTF in /sys/kernel/btf (modules built in)";
  for (const std::string &path : modules) {
    if (!readable(path.c_str()))
      continue;
    auto mod = Btf::load(path, vmlinux_);
    ASSERT_TRUE(mod) << mod.error().message;
    EXPECT_EQ(mod->start_id(), vmlinux_->last_id() + 1) << path;
    for (TypeId id = mod->start_id(); id <= mod->last_id(); ++id) {
      auto t = mod->type(id);
      if (!t->name().empty())
        ASSERT_NE(mod->find(t->name(), t->kind()), 0u) << path << ": " << t->name();
      ASSERT_FALSE(mod->type_name(id).empty());
    }
  }
}

TEST_F(KernelBtf, TracepointArguments) {
  const Btf &btf = *vmlinux_;
  auto sig = btf.tracepoint("sched_process_fork");
  ASSERT_TRUE(sig);
  ASSERT_EQ(sig->params.size(), 2u);
  EXPECT_EQ(sig->params[0].name, "parent");
  EXPECT_EQ(btf.type_name(sig->params[1].type), "struct task_struct *");
  std::vector<std::string> names = btf.tracepoint_names();
  EXPECT_NE(std::find(names.begin(), names.end(), "sched_switch"), names.end());
}

} // namespace
} // namespace kt::btf
