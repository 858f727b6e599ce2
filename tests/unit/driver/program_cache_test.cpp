// The program cache (driver/program_cache.h): an entry is used only for
// its key, whole, this user's, and while what it lists is as it was.
#include "driver/program_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

namespace kt::driver {
namespace {

namespace fs = std::filesystem;

class ProgramCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    ::unsetenv("KT_NO_PROGRAM_CACHE");
    char tmpl[] = "/tmp/kt-program-cache-XXXXXX";
    ASSERT_NE(::mkdtemp(tmpl), nullptr);
    root_ = tmpl;
    dir_ = root_ + "/programs";
  }
  void TearDown() override { fs::remove_all(root_); }

  CachedProgram program(const std::string &text) {
    CachedProgram p;
    p.diagnostics = "a.kt:1:1: warning: " + text + "\n";
    p.compiled.elf = {'\x7f', 'E', 'L', 'F', 'x'};
    p.compiled.manifest.probe_names = {text};
    p.compiled.manifest.config.max_strlen = 99;
    return p;
  }
  std::string key(const std::string &text) {
    SourceFile f("a.kt", text);
    ProgramInputs in;
    in.files = {&f};
    in.options = "unsafe=0\n";
    return program_key(in);
  }

  std::string root_, dir_;
};

TEST_F(ProgramCacheTest, AnEntryComesBackForItsKey) {
  std::string k = key("BEGIN { exit(); }");
  std::string path = program_cache_path(k, dir_);
  ASSERT_FALSE(path.empty());
  ASSERT_TRUE(write_cached_program(path, k, {}, program("one")));
  auto back = read_cached_program(path, k);
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->diagnostics, "a.kt:1:1: warning: one\n");
  EXPECT_EQ(back->compiled.elf, program("one").compiled.elf);
  EXPECT_EQ(back->compiled.manifest, program("one").compiled.manifest);
}

TEST_F(ProgramCacheTest, TheKeyHoldsTheTextAndTheOptions) {
  EXPECT_EQ(key("BEGIN { exit(); }"), key("BEGIN { exit(); }"));
  EXPECT_NE(key("BEGIN { exit(); }"), key("BEGIN { exit(); } "));
  SourceFile f("a.kt", "x");
  ProgramInputs a, b;
  a.files = b.files = {&f};
  a.options = "param 1 1\n";
  b.options = "param 1 2\n";
  EXPECT_NE(program_key(a), program_key(b));
  b.options = a.options;
  b.target.uprobe_multi = true;
  EXPECT_NE(program_key(a), program_key(b));
}

TEST_F(ProgramCacheTest, AnotherKeyInTheSameFileIsNotUsed) {
  std::string k = key("BEGIN { exit(); }");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {}, program("one")));
  EXPECT_FALSE(read_cached_program(path, key("BEGIN { }")).has_value());
}

TEST_F(ProgramCacheTest, AChangedBinaryMakesTheEntryStale) {
  std::string bin = root_ + "/app";
  std::ofstream(bin) << "not an ELF file, but a file";
  std::string k = key("uprobe:" + bin + ":f { }");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {{bin}, ""}, program("one")));
  EXPECT_TRUE(read_cached_program(path, k).has_value());
  std::ofstream(bin, std::ios::app) << " and more";
  EXPECT_FALSE(read_cached_program(path, k).has_value());
}

TEST_F(ProgramCacheTest, ABinaryThatAppearsMakesTheEntryStale) {
  std::string bin = root_ + "/later";
  std::string k = key("x");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {{bin}, ""}, program("one")));
  EXPECT_TRUE(read_cached_program(path, k).has_value());
  std::ofstream(bin) << "now here";
  EXPECT_FALSE(read_cached_program(path, k).has_value());
}

TEST_F(ProgramCacheTest, ChangedDynamicEventsMakeTheEntryStale) {
  std::string tracefs = root_ + "/tracing";
  fs::create_directory(tracefs);
  std::ofstream(tracefs + "/dynamic_events") << "p:kprobes/a do_sys_open\n";
  std::string k = key("x");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {{}, tracefs}, program("one")));
  EXPECT_TRUE(read_cached_program(path, k).has_value());
  std::ofstream(tracefs + "/dynamic_events") << "p:kprobes/a do_sys_openat2\n";
  EXPECT_FALSE(read_cached_program(path, k).has_value());
}

TEST_F(ProgramCacheTest, ACutEntryIsNotUsed) {
  std::string k = key("x");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {}, program("one")));
  fs::resize_file(path, fs::file_size(path) - 1);
  EXPECT_FALSE(read_cached_program(path, k).has_value());
}

TEST_F(ProgramCacheTest, AnEntryOthersMayWriteIsNotUsed) {
  std::string k = key("x");
  std::string path = program_cache_path(k, dir_);
  ASSERT_TRUE(write_cached_program(path, k, {}, program("one")));
  ASSERT_EQ(::chmod(path.c_str(), 0620), 0);
  EXPECT_FALSE(read_cached_program(path, k).has_value());
}

TEST_F(ProgramCacheTest, ADirectoryOthersMayWriteIsNotUsed) {
  ASSERT_FALSE(program_cache_path(key("x"), dir_).empty());
  ASSERT_EQ(::chmod(dir_.c_str(), 0777), 0);
  EXPECT_EQ(program_cache_path(key("x"), dir_), "");
}

TEST_F(ProgramCacheTest, TheEnvironmentTurnsItOff) {
  ::setenv("KT_NO_PROGRAM_CACHE", "1", 1);
  EXPECT_EQ(program_cache_path(key("x"), dir_), "");
  ::unsetenv("KT_NO_PROGRAM_CACHE");
}

TEST_F(ProgramCacheTest, TheLeastRecentlyUsedEntriesGo) {
  std::string first;
  for (size_t i = 0; i <= kMaxEntries + 3; ++i) {
    std::string k = key("p" + std::to_string(i));
    std::string path = program_cache_path(k, dir_);
    if (i == 0)
      first = path;
    ASSERT_TRUE(write_cached_program(path, k, {}, program("p")));
    // Each entry a second older than the next; the first is used last.
    struct timespec times[2] = {{0, UTIME_OMIT}, {static_cast<time_t>(1000000 + i), 0}};
    ::utimensat(AT_FDCWD, path.c_str(), times, 0);
    if (i == 1)
      ASSERT_TRUE(read_cached_program(first, key("p0")).has_value()); // touches p0: now the newest
  }
  size_t n = 0;
  for (const auto &e : fs::directory_iterator(dir_))
    n += e.path().extension() == ".prog";
  EXPECT_EQ(n, kMaxEntries);
  EXPECT_TRUE(fs::exists(first));
  EXPECT_FALSE(fs::exists(program_cache_path(key("p1"), dir_)));
}

TEST_F(ProgramCacheTest, AllEntriesTogetherStayUnderTheByteLimit) {
  CachedProgram big = program("big");
  big.compiled.elf.assign(kMaxBytes / 8, 'x'); // eight fill the limit: the ninth pushes the first out
  std::string first;
  for (int i = 0; i < 9; ++i) {
    std::string k = key("big" + std::to_string(i));
    std::string path = program_cache_path(k, dir_);
    if (i == 0)
      first = path;
    ASSERT_TRUE(write_cached_program(path, k, {}, big));
    struct timespec times[2] = {{0, UTIME_OMIT}, {static_cast<time_t>(1000000 + i), 0}};
    ::utimensat(AT_FDCWD, path.c_str(), times, 0);
  }
  uint64_t bytes = 0;
  for (const auto &e : fs::directory_iterator(dir_))
    bytes += e.file_size();
  EXPECT_LE(bytes, kMaxBytes);
  EXPECT_FALSE(fs::exists(first));
  EXPECT_TRUE(fs::exists(program_cache_path(key("big8"), dir_)));
}

} // namespace
} // namespace kt::driver
