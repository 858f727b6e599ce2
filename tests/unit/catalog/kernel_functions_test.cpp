#include "catalog/kernel_functions.h"

#include <gtest/gtest.h>

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
