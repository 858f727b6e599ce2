// runtime::EarlyUprobes: the perf events of single-function uprobes, opened
// on a thread while the program compiles. Opening one needs root and the
// kernel's uprobe PMU (the tests skip without them, saying which).
#include "runtime/early_uprobes.h"

#include <dirent.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <string>

#include "catalog/elf_symbols.h"

namespace kt::runtime {
namespace {

const std::string kTarget = std::string(KT_TESTPROGS_DIR) + "/uprobe_target";

size_t open_fds() {
  size_t n = 0;
  if (DIR *d = opendir("/proc/self/fd")) {
    while (readdir(d))
      n++;
    closedir(d);
  }
  return n;
}

uint64_t offset_of(const std::string &func) {
  auto symbols = catalog::SymbolTable::shared(kTarget);
  EXPECT_TRUE(symbols.ok());
  auto off = (*symbols)->offset_of(func);
  EXPECT_TRUE(off.ok());
  return off.ok() ? *off : 0;
}

class EarlyUprobesTest : public ::testing::Test {
protected:
  void SetUp() override {
    if (geteuid() != 0)
      GTEST_SKIP() << "opening a uprobe needs root";
    if (access("/sys/bus/event_source/devices/uprobe/type", R_OK) != 0)
      GTEST_SKIP() << "this kernel has no uprobe PMU";
  }
};

TEST_F(EarlyUprobesTest, EachSiteIsTakenOnceByItsKey) {
  uint64_t add = offset_of("add_nums");
  EarlyUprobes early({{kTarget, "add_nums", 0, false},
                      {kTarget, "add_nums", 0, false},
                      {kTarget, "add_nums", 0, true},
                      {kTarget, "add_nums", 4, false}},
                     -1);
  // Another pid, another offset, the other kind: not these events.
  EXPECT_EQ(early.take(kTarget, add, false, 1), -1);
  EXPECT_EQ(early.take(kTarget, add + 1, false, -1), -1);
  int a = early.take(kTarget, add, false, -1);
  int b = early.take(kTarget, add, false, -1);
  int r = early.take(kTarget, add, true, -1);
  int plus4 = early.take(kTarget, add + 4, false, -1);
  EXPECT_GE(a, 0);
  EXPECT_GE(b, 0);
  EXPECT_NE(a, b);
  EXPECT_GE(r, 0);
  EXPECT_GE(plus4, 0);
  // Both add_nums entry events are taken now.
  EXPECT_EQ(early.take(kTarget, add, false, -1), -1);
  for (int fd : {a, b, r, plus4})
    if (fd >= 0)
      close(fd);
}

TEST_F(EarlyUprobesTest, WhatDoesNotResolveIsLeftToAttaching) {
  EarlyUprobes early({{"/nonexistent/kt-binary", "f", 0, false},
                      {kTarget, "no_such_function", 0, false},
                      {"/usr/lib/*/libc.so.6", "malloc", 0, false}},
                     -1);
  EXPECT_EQ(early.take("/nonexistent/kt-binary", 0, false, -1), -1);
}

// A C++ name is found by demangling the binary's whole table, which is
// attaching's (and sema's) work: the early thread does not open it.
TEST_F(EarlyUprobesTest, ACxxNameIsLeftToAttaching) {
  const std::string cxx = std::string(KT_TESTPROGS_DIR) + "/cxx_target";
  auto table = catalog::SymbolTable::read(cxx);
  ASSERT_TRUE(table.ok());
  auto off = table->offset_of("shapes::Widget::poke");
  ASSERT_TRUE(off.ok());
  EarlyUprobes early({{cxx, "shapes::Widget::poke", 0, false}}, -1);
  EXPECT_EQ(early.take(cxx, *off, false, -1), -1);
}

TEST_F(EarlyUprobesTest, EventsNotTakenAreClosed) {
  size_t before = open_fds();
  {
    EarlyUprobes early({{kTarget, "add_nums", 0, false}, {kTarget, "inner", 0, true}}, getpid());
    int fd = early.take(kTarget, offset_of("add_nums"), false, getpid());
    ASSERT_GE(fd, 0);
    close(fd);
    // The uretprobe on inner() is still open here.
    EXPECT_EQ(open_fds(), before + 1);
  }
  EXPECT_EQ(open_fds(), before);
}

} // namespace
} // namespace kt::runtime
