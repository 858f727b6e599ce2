#include "catalog/kernel_functions.h"
#include "catalog/kallsyms.h"
#include "btf/btf.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

namespace kt::catalog {
namespace {

std::vector<std::string> names(const std::vector<KernelFunction> &fs) {
  std::vector<std::string> out;
  for (const KernelFunction &f : fs)
    out.push_back(f.module.empty() ? f.name : f.module + ":" + f.name);
  return out;
}

TEST(KernelFunctions, ParsesAvailableFilterFunctions) {
  // The file's shapes: plain names, "[module]" suffixes, ftrace's __pfx_
  // padding symbols, duplicates (static functions of the same name).
  auto k = KernelFunctions::from_filter_functions("vfs_write\n"
                                                  "vfs_read\n"
                                                  "__pfx_vfs_read\n"
                                                  "ext4_file_open [ext4]\n"
                                                  "cleanup [ext4]\n"
                                                  "cleanup [xfs]\n"
                                                  "vfs_read\n");
  EXPECT_EQ(k.source(), "available_filter_functions");
  EXPECT_EQ(names(k.functions()),
            (std::vector<std::string>{"ext4:cleanup", "xfs:cleanup", "ext4:ext4_file_open", "vfs_read", "vfs_write"}));
}

TEST(KernelFunctions, MatchesNameAndModuleGlobs) {
  auto k = KernelFunctions::from_filter_functions("vfs_write\nvfs_read\next4_file_open [ext4]\ncleanup [ext4]\n"
                                                  "cleanup [xfs]\nvfs_readlink\n");
  EXPECT_EQ(names(k.match("", "vfs_read*")), (std::vector<std::string>{"vfs_read", "vfs_readlink"}));
  EXPECT_EQ(names(k.match("", "cleanup")), (std::vector<std::string>{"ext4:cleanup", "xfs:cleanup"}));
  EXPECT_EQ(names(k.match("xfs", "cleanup")), (std::vector<std::string>{"xfs:cleanup"}));
  EXPECT_EQ(names(k.match("ext*", "*")), (std::vector<std::string>{"ext4:cleanup", "ext4:ext4_file_open"}));
  EXPECT_TRUE(k.match("", "vfs_rea").empty());
  EXPECT_TRUE(k.contains("vfs_write"));
  EXPECT_FALSE(k.contains("vfs_writ"));
}

TEST(KernelFunctions, FallsBackToBtfFunctionsThatKallsymsListsAsCode) {
  // BTF knows vfs_read, vfs_caches_init (boot-only: inside init text),
  // ext4_file_open (a module), an inlined helper kallsyms lacks, and a
  // name kallsyms lists as data.
  std::vector<std::string> btf = {"vfs_read", "vfs_caches_init", "ext4_file_open", "inlined_helper", "jiffies"};
  std::string kallsyms = "ffffffff81000000 T _stext\n"
                         "ffffffff81200000 T vfs_read\n"
                         "ffffffff81200100 t vfs_read_helper\n"
                         "ffffffff83000000 T _sinittext\n"
                         "ffffffff83001000 T vfs_caches_init\n"
                         "ffffffff83100000 T _einittext\n"
                         "ffffffff84000000 D jiffies\n"
                         "ffffffffc0100000 t ext4_file_open\t[ext4]\n";
  auto k = KernelFunctions::from_btf_and_kallsyms(btf, kallsyms);
  EXPECT_EQ(k.source(), "BTF and kallsyms");
  EXPECT_EQ(names(k.functions()), (std::vector<std::string>{"ext4:ext4_file_open", "vfs_read"}));
}

} // namespace
} // namespace kt::catalog

namespace kt::catalog {
namespace {

TEST(Kallsyms, ParsesLinesModulesAndSkipsJunk) {
  std::string text = "ffffffff81000000 T _stext\n"
                     "ffffffff81200000 t vfs_read\n"
                     "garbage\n"
                     "ffffffff8120000 D\n"
                     "ffffffffc0001000 t ext4_file_open\t[ext4]\n"
                     "0000000000000000 A fixed_percpu_data";
  std::vector<KallsymsLine> lines;
  std::vector<std::string> names;
  parse_kallsyms(text, [&](const KallsymsLine &l) {
    lines.push_back(l);
    names.emplace_back(l.name);
  });
  ASSERT_EQ(names, (std::vector<std::string>{"_stext", "vfs_read", "ext4_file_open", "fixed_percpu_data"}));
  EXPECT_EQ(lines[1].addr, 0xffffffff81200000ull);
  EXPECT_EQ(lines[1].type, 't');
  EXPECT_TRUE(lines[1].is_code());
  EXPECT_EQ(lines[1].module, "");
  EXPECT_EQ(lines[2].module, "ext4");
  EXPECT_FALSE(lines[3].is_code());
}

} // namespace
} // namespace kt::catalog

namespace kt::catalog {
namespace {

TEST(KernelFunctionsCache, RoundTrip) {
  KernelFunctions k = KernelFunctions::from_filter_functions("vfs_read\next4_file_open [ext4]\nvfs_write\n");
  auto back = KernelFunctions::deserialize(k.serialize());
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(back->source(), "available_filter_functions");
  ASSERT_EQ(back->functions().size(), 3u);
  EXPECT_EQ(back->functions()[0].name, "ext4_file_open");
  EXPECT_EQ(back->functions()[0].module, "ext4");
  EXPECT_EQ(back->match("", "vfs_*").size(), 2u);
}

TEST(KernelFunctionsCache, RejectsOtherFormatsAndTruncation) {
  std::string text = KernelFunctions::from_filter_functions("vfs_read\n").serialize();
  EXPECT_FALSE(KernelFunctions::deserialize(text.substr(0, text.size() - 1)).has_value());
  EXPECT_FALSE(KernelFunctions::deserialize("kt-kernel-functions 0\tx\nvfs_read\t\n").has_value());
  EXPECT_FALSE(KernelFunctions::deserialize("").has_value());
}

TEST(KernelFunctionsCache, WritesThenReadsTheCacheDirectory) {
  char tmpl[] = "/tmp/kt-cache-test-XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  std::string dir = tmpl;
  // This machine's available_filter_functions, or the fixture BTF's
  // functions that this machine's kallsyms has.
  auto btf = btf::Btf::load(std::string(KT_SOURCE_DIR) + "/tests/fixtures/btf/vmlinux.btf");
  ASSERT_TRUE(btf.ok());
  auto first = KernelFunctions::load_cached(&*btf, dir);
  ASSERT_TRUE(first.ok()) << first.error().message;
  int files = 0;
  std::string cached;
  for (const auto &e : std::filesystem::directory_iterator(dir)) {
    files++;
    cached = e.path();
  }
  ASSERT_EQ(files, 1);
  EXPECT_NE(cached.find("kernel-functions-"), std::string::npos);
  auto second = KernelFunctions::load_cached(nullptr, dir); // from the cache: no BTF needed

  ASSERT_TRUE(second.ok());
  EXPECT_EQ(second->functions().size(), first->functions().size());
  std::filesystem::remove_all(dir);
}

} // namespace
} // namespace kt::catalog
