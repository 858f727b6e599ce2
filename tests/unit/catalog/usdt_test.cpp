#include "catalog/usdt.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <gelf.h>
#include <gtest/gtest.h>
#include <string_view>
#include <unistd.h>

namespace kt::catalog {
namespace {

#ifdef KT_USDT_SAMPLE

struct Addresses {
  uint64_t symbol = 0;         // st_value of the named symbol
  uint64_t section_offset = 0; // file offset of `addr` by section headers
};

// Looks up symbol `name`'s value and the section-based file offset of `addr`.
Addresses lookup(const std::string &path, const char *name, uint64_t addr) {
  elf_version(EV_CURRENT);
  int fd = ::open(path.c_str(), O_RDONLY);
  Elf *elf = elf_begin(fd, ELF_C_READ, nullptr);
  Addresses out;
  for (Elf_Scn *scn = elf_nextscn(elf, nullptr); scn; scn = elf_nextscn(elf, scn)) {
    GElf_Shdr s;
    gelf_getshdr(scn, &s);
    if ((s.sh_flags & SHF_ALLOC) && s.sh_type != SHT_NOBITS && addr >= s.sh_addr &&
        addr < s.sh_addr + s.sh_size)
      out.section_offset = addr - s.sh_addr + s.sh_offset;
    if (s.sh_type != SHT_SYMTAB)
      continue;
    Elf_Data *data = elf_getdata(scn, nullptr);
    for (size_t i = 0; i < s.sh_size / s.sh_entsize; i++) {
      GElf_Sym sym;
      gelf_getsym(data, static_cast<int>(i), &sym);
      if (std::string_view(elf_strptr(elf, s.sh_link, sym.st_name)) == name)
        out.symbol = sym.st_value;
    }
  }
  elf_end(elf);
  ::close(fd);
  return out;
}

std::vector<UsdtProbe> read_or_fail(const std::string &path) {
  auto probes = read_usdt_probes(path);
  EXPECT_TRUE(probes.ok()) << (probes.ok() ? "" : probes.error().message);
  return probes.ok() ? *probes : std::vector<UsdtProbe>{};
}

const UsdtProbe *find(const std::vector<UsdtProbe> &probes, const char *provider, const char *name) {
  for (const UsdtProbe &p : probes)
    if (p.provider == provider && p.name == name)
      return &p;
  return nullptr;
}

TEST(Usdt, SampleProbes) {
  for (const char *path : {KT_USDT_SAMPLE, KT_USDT_SAMPLE_NOPIE}) {
    SCOPED_TRACE(path);
    std::vector<UsdtProbe> probes = read_or_fail(path);
    ASSERT_EQ(probes.size(), 5u); // add is fired at two sites
    size_t adds = 0;
    for (const UsdtProbe &p : probes) {
      adds += p.name == "add";
      EXPECT_EQ(p.file_offset, lookup(path, "", p.address).section_offset) << p.name;
    }
    EXPECT_EQ(adds, 2u);
    const UsdtProbe *start = find(probes, "kt_sample", "start");
    ASSERT_NE(start, nullptr);
    EXPECT_EQ(start->arguments, "");
    EXPECT_EQ(start->semaphore, 0u);
    EXPECT_EQ(start->semaphore_offset, 0u);
    const UsdtProbe *three = find(probes, "kt_other", "three");
    ASSERT_NE(three, nullptr);
    EXPECT_EQ(std::count(three->arguments.begin(), three->arguments.end(), '@'), 3);
  }
}

TEST(Usdt, Semaphore) {
  for (const char *path : {KT_USDT_SAMPLE, KT_USDT_SAMPLE_NOPIE}) {
    SCOPED_TRACE(path);
    std::vector<UsdtProbe> probes = read_or_fail(path);
    const UsdtProbe *gated = find(probes, "kt_sample", "gated");
    ASSERT_NE(gated, nullptr);
    Addresses want = lookup(path, "kt_sample_gated_semaphore", gated->semaphore);
    EXPECT_NE(gated->semaphore, 0u);
    EXPECT_EQ(gated->semaphore, want.symbol);
    EXPECT_EQ(gated->semaphore_offset, want.section_offset);
  }
}

TEST(Usdt, TruncatedNote) {
  auto probes = read_usdt_probes(KT_USDT_BAD_NOTE);
  ASSERT_FALSE(probes.ok());
  EXPECT_EQ(probes.error().message, std::string(KT_USDT_BAD_NOTE) + ": malformed .note.stapsdt note 0");
}

#endif

TEST(Usdt, BinaryWithoutNotes) {
  auto probes = read_usdt_probes("/bin/bash");
  ASSERT_TRUE(probes.ok()) << probes.error().message;
  EXPECT_TRUE(probes->empty());
}

TEST(Usdt, Errors) {
  auto missing = read_usdt_probes("/nonexistent");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ENOENT);
  std::string path = std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/tracefs/available_events";
  auto text = read_usdt_probes(path);
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.error().message, path + ": not an ELF file");
}

} // namespace
} // namespace kt::catalog
