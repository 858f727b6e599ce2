// Wildcard binary paths: the files a pattern names in a running process
// (this test itself), for a command not started yet (an executable and the
// libraries it links), and on the file system (a temporary directory of
// ELF and non-ELF files).
#include "catalog/binary_globs.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

#include "catalog/elf_reader.h"

namespace kt::catalog {
namespace {

namespace fs = std::filesystem;

std::string self() { return fs::read_symlink("/proc/self/exe").string(); }

bool has(const std::vector<std::string> &v, const std::string &s) { return std::find(v.begin(), v.end(), s) != v.end(); }

bool any_named(const std::vector<std::string> &v, const std::string &prefix) {
  return std::any_of(v.begin(), v.end(),
                     [&](const std::string &p) { return fs::path(p).filename().string().rfind(prefix, 0) == 0; });
}

TEST(BinaryGlobs, MappedByAProcess) {
  std::vector<std::string> mapped = mapped_binaries(getpid());
  EXPECT_TRUE(has(mapped, self()));
  EXPECT_TRUE(any_named(mapped, "libc")) << "the C library is mapped executable";
  auto all = expand_binary_glob("*", BinaryScope{getpid(), ""});
  ASSERT_TRUE(all.ok()) << all.error().message;
  EXPECT_TRUE(has(*all, self()));
  // A bare pattern matches file names; one with a '/' whole paths.
  auto libc = expand_binary_glob("libc.so*", BinaryScope{getpid(), ""});
  ASSERT_TRUE(libc.ok()) << libc.error().message;
  EXPECT_EQ(libc->size(), 1u);
  EXPECT_TRUE(any_named(*libc, "libc.so"));
  auto by_path = expand_binary_glob(fs::path(self()).parent_path().string() + "/*", BinaryScope{getpid(), ""});
  ASSERT_TRUE(by_path.ok()) << by_path.error().message;
  EXPECT_TRUE(has(*by_path, self()));
  auto none = expand_binary_glob("no_such_binary_*", BinaryScope{getpid(), ""});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message, "no binary matches 'no_such_binary_*' (in the files process " +
                                      std::to_string(getpid()) + " maps)");
}

TEST(BinaryGlobs, LinkedByACommand) {
  auto elf = ElfReader::open(self());
  ASSERT_TRUE(elf.ok());
  std::vector<std::string> needed = elf->needed();
  EXPECT_TRUE(std::find(needed.begin(), needed.end(), "libc.so.6") != needed.end());
  std::vector<std::string> linked = linked_binaries(self());
  ASSERT_FALSE(linked.empty());
  EXPECT_EQ(linked.front(), self());
  EXPECT_TRUE(any_named(linked, "libc.so"));
  auto libc = expand_binary_glob("libc*", BinaryScope{-1, self()});
  ASSERT_TRUE(libc.ok()) << libc.error().message;
  EXPECT_TRUE(any_named(*libc, "libc.so"));
}

TEST(BinaryGlobs, OnTheFileSystem) {
  fs::path dir = fs::temp_directory_path() / ("kt_binary_globs_" + std::to_string(getpid()));
  fs::create_directories(dir);
  fs::copy_file(self(), dir / "app_one", fs::copy_options::overwrite_existing);
  fs::copy_file(self(), dir / "app_two", fs::copy_options::overwrite_existing);
  std::ofstream(dir / "app_text") << "#!/bin/sh\n";
  auto found = expand_binary_glob((dir / "app_*").string(), BinaryScope{});
  ASSERT_TRUE(found.ok()) << found.error().message;
  EXPECT_EQ(*found, (std::vector<std::string>{(dir / "app_one").string(), (dir / "app_two").string()}))
      << "ELF files only, in glob order";
  auto none = expand_binary_glob((dir / "x*").string(), BinaryScope{});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().message, "no binary matches '" + (dir / "x*").string() + "'");
  fs::remove_all(dir);
}

} // namespace
} // namespace kt::catalog
