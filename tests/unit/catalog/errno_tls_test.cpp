#include "catalog/errno_tls.h"

#include <asm/prctl.h>
#include <cerrno>
#include <cstring>
#include <gtest/gtest.h>
#include <link.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace kt::catalog {
namespace {

// This process's C library: its path and load bias, from the dynamic
// linker's list.
struct Loaded {
  std::string path;
  uint64_t bias = 0;
};

Loaded this_libc() {
  Loaded out;
  dl_iterate_phdr(
      [](dl_phdr_info *info, size_t, void *data) {
        auto *o = static_cast<Loaded *>(data);
        if (info->dlpi_name && std::strstr(info->dlpi_name, "/libc.so.6")) {
          o->path = info->dlpi_name;
          o->bias = info->dlpi_addr;
          return 1;
        }
        return 0;
      },
      &out);
  return out;
}

// The slot this process's glibc was relocated with, read in this process
// the way a session reads it in the traced one: the slot's content plus
// the thread's fs base is this thread's errno.
TEST(ErrnoTls, TheLibcSlotPlusTheFsBaseIsThisThreadsErrno) {
  Loaded libc = this_libc();
  ASSERT_FALSE(libc.path.empty()) << "this test runs linked against glibc";
  auto elf = ElfReader::open(libc.path);
  ASSERT_TRUE(elf.ok());
  auto slot = errno_tpoff_slot(*elf);
  ASSERT_TRUE(slot.has_value()) << libc.path << " has no errno TPOFF64 slot";
  int64_t tpoff = *reinterpret_cast<const int64_t *>(libc.bias + *slot);
  EXPECT_LT(tpoff, 0) << "x86-64's static TLS sits below the thread pointer";
  unsigned long fsbase = 0;
  ASSERT_EQ(syscall(SYS_arch_prctl, ARCH_GET_FS, &fsbase), 0);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(&errno), fsbase + tpoff);
}

TEST(ErrnoTls, ABinaryWithoutErrnoHasNoSlot) {
  auto elf = ElfReader::open("/bin/cat"); // reaches errno through __errno_location
  ASSERT_TRUE(elf.ok());
  EXPECT_FALSE(errno_tpoff_slot(*elf).has_value());
}

// load_address is file_offset's inverse inside a loaded segment, and
// nullopt outside every one.
TEST(ErrnoTls, LoadAddressInvertsFileOffset) {
  auto elf = ElfReader::open(this_libc().path);
  ASSERT_TRUE(elf.ok());
  for (const GElf_Phdr &p : elf->loads()) {
    if (p.p_filesz == 0)
      continue;
    uint64_t addr = p.p_vaddr + p.p_filesz / 2;
    auto back = load_address(*elf, elf->file_offset(addr));
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(*back, addr);
  }
  EXPECT_FALSE(load_address(*elf, UINT64_MAX / 2).has_value());
}

} // namespace
} // namespace kt::catalog
