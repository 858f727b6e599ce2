#include "catalog/elf_symbols.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <gelf.h>
#include <gtest/gtest.h>
#include <unistd.h>

namespace kt::catalog {
namespace {

const char *kLibc = "/lib/x86_64-linux-gnu/libc.so.6";
const char *kBash = "/bin/bash";

// The file offset of `addr` computed from section headers, independently
// of the segment arithmetic under test.
uint64_t section_offset(const std::string &path, uint64_t addr) {
  elf_version(EV_CURRENT);
  int fd = ::open(path.c_str(), O_RDONLY);
  Elf *elf = elf_begin(fd, ELF_C_READ, nullptr);
  uint64_t offset = UINT64_MAX;
  for (Elf_Scn *scn = elf_nextscn(elf, nullptr); scn; scn = elf_nextscn(elf, scn)) {
    GElf_Shdr s;
    if (gelf_getshdr(scn, &s) && (s.sh_flags & SHF_EXECINSTR) && addr >= s.sh_addr &&
        addr < s.sh_addr + s.sh_size)
      offset = addr - s.sh_addr + s.sh_offset;
  }
  elf_end(elf);
  ::close(fd);
  return offset;
}

SymbolTable read_or_fail(const std::string &path) {
  auto table = SymbolTable::read(path);
  EXPECT_TRUE(table.ok()) << (table.ok() ? "" : table.error().message);
  return table.ok() ? std::move(*table) : *SymbolTable::read(kBash);
}

#ifdef KT_USDT_SAMPLE
TEST(ElfSymbols, SampleFunctions) {
  for (const char *path : {KT_USDT_SAMPLE, KT_USDT_SAMPLE_NOPIE}) {
    SCOPED_TRACE(path);
    SymbolTable table = read_or_fail(path);
    auto add = table.find("kt_sample_add");
    ASSERT_TRUE(add.ok()) << add.error().message;
    EXPECT_TRUE(add->global);
    EXPECT_GT(add->size, 0u);
    EXPECT_EQ(add->file_offset, section_offset(path, add->address));
    auto twice = table.find("kt_sample_twice");
    ASSERT_TRUE(twice.ok()) << twice.error().message;
    EXPECT_FALSE(twice->global); // static: only in .symtab
    EXPECT_EQ(twice->file_offset, section_offset(path, twice->address));
    EXPECT_EQ(table.match("kt_sample_*"), (std::vector<std::string>{"kt_sample_add", "kt_sample_twice"}));
  }
}

// A fixed-address executable maps its text at 0x400000 + offset: the
// offset a uprobe needs is not the address.
TEST(ElfSymbols, OffsetIsNotAddressInFixedExecutables) {
  SymbolTable table = read_or_fail(KT_USDT_SAMPLE_NOPIE);
  auto main_fn = table.find("main");
  ASSERT_TRUE(main_fn.ok());
  EXPECT_GE(main_fn->address, 0x400000u);
  EXPECT_EQ(main_fn->file_offset, main_fn->address - 0x400000u);
  auto offset = table.offset_of("main");
  ASSERT_TRUE(offset.ok());
  EXPECT_EQ(*offset, main_fn->file_offset);
}
#endif

TEST(ElfSymbols, SharedLibraryDynamicSymbols) {
  SymbolTable table = read_or_fail(kLibc);
  auto malloc_fn = table.find("malloc");
  ASSERT_TRUE(malloc_fn.ok()) << malloc_fn.error().message;
  EXPECT_TRUE(malloc_fn->global);
  EXPECT_EQ(malloc_fn->file_offset, section_offset(kLibc, malloc_fn->address));
  std::vector<std::string> mall = table.match("mall*");
  EXPECT_TRUE(std::is_sorted(mall.begin(), mall.end()));
  EXPECT_NE(std::find(mall.begin(), mall.end(), "malloc"), mall.end());
  EXPECT_EQ(std::adjacent_find(mall.begin(), mall.end()), mall.end()); // each once
}

// With libc6-dbg installed, the debug file's local functions are listed too.
TEST(ElfSymbols, SeparateDebugFile) {
  SymbolTable table = read_or_fail(kLibc);
  if (table.debug_file().empty())
    GTEST_SKIP() << "no debug file for " << kLibc << " (Debian: libc6-dbg)";
  auto local = table.find("malloc_consolidate");
  ASSERT_TRUE(local.ok()) << local.error().message;
  EXPECT_FALSE(local->global);
  EXPECT_EQ(local->file_offset, section_offset(kLibc, local->address));
  for (const std::string &name : table.match("*"))
    EXPECT_EQ(name.find(".part."), std::string::npos) << name;
}

TEST(ElfSymbols, SortedAndMerged) {
  SymbolTable table = read_or_fail(kBash);
  const auto &fns = table.functions();
  ASSERT_FALSE(fns.empty());
  for (size_t i = 1; i < fns.size(); i++) {
    const FunctionSymbol &a = fns[i - 1], &b = fns[i];
    EXPECT_TRUE(a.name < b.name || (a.name == b.name && a.address < b.address)) << a.name << " " << b.name;
  }
  EXPECT_TRUE(table.find("readline").ok());
}

TEST(ElfSymbols, Errors) {
  auto missing = SymbolTable::read("/nonexistent/bin");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, "open /nonexistent/bin: No such file or directory");
  EXPECT_EQ(missing.error().code, ENOENT);

  std::string text = std::string(KT_SOURCE_DIR) + "/tests/fixtures/catalog/tracefs/available_events";
  auto not_elf = SymbolTable::read(text);
  ASSERT_FALSE(not_elf.ok());
  EXPECT_EQ(not_elf.error().message, text + ": not an ELF file");

  SymbolTable table = read_or_fail(kBash);
  auto nope = table.find("no_such_function_anywhere");
  ASSERT_FALSE(nope.ok());
  EXPECT_EQ(nope.error().message, std::string("function 'no_such_function_anywhere' not found in ") + kBash);
}

// shared() reads a file once while it is unchanged, and again once it
// changed (a rebuilt binary at the same path).
TEST(ElfSymbols, SharedReadsAFileOnceUntilItChanges) {
  char dir[] = "/tmp/kt-elfsym-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string copy = std::string(dir) + "/true";
  auto copy_file = [&](const char *from) {
    std::string cmd = std::string("cp ") + from + " " + copy;
    ASSERT_EQ(system(cmd.c_str()), 0);
  };
  copy_file("/bin/true");
  auto first = SymbolTable::shared(copy);
  ASSERT_TRUE(first.ok()) << first.error().message;
  auto again = SymbolTable::shared(copy);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(first->get(), again->get());
  EXPECT_EQ((*first)->functions().size(), read_or_fail(copy).functions().size());

  copy_file(kBash); // another file at the same path
  auto changed = SymbolTable::shared(copy);
  ASSERT_TRUE(changed.ok());
  EXPECT_NE(first->get(), changed->get());
  EXPECT_TRUE((*changed)->find("readline").ok());
  EXPECT_FALSE((*first)->find("readline").ok()); // the old table is still whole for who holds it

  auto missing = SymbolTable::shared(std::string(dir) + "/none");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ENOENT);
  std::string rm = std::string("rm -rf ") + dir;
  ASSERT_EQ(system(rm.c_str()), 0);
}

// Local functions of one name in several files, none global: which one is
// meant cannot be known. Found in libc's debug symbols when installed.
TEST(ElfSymbols, AmbiguousLocalNames) {
  SymbolTable table = read_or_fail(kLibc);
  const auto &fns = table.functions();
  for (size_t i = 0, j = 0; i < fns.size(); i = j) {
    bool any_global = false;
    for (j = i; j < fns.size() && fns[j].name == fns[i].name; j++)
      any_global |= fns[j].global;
    if (j - i < 2 || any_global)
      continue;
    auto f = table.find(fns[i].name);
    ASSERT_FALSE(f.ok());
    EXPECT_NE(f.error().message.find("is ambiguous in"), std::string::npos) << f.error().message;
    return;
  }
  GTEST_SKIP() << "no duplicate local names in " << kLibc;
}

// The quick answer early uprobes take agrees with the table attaching
// reads, for exported functions of a library and an executable alike.
TEST(ElfSymbols, OwnFunctionOffsetAgreesWithTheTable) {
  for (auto [path, name] :
       {std::pair{kLibc, "getaddrinfo"}, std::pair{kLibc, "malloc"}, std::pair{kBash, "readline"}}) {
    SymbolTable table = read_or_fail(path);
    auto expected = table.offset_of(name);
    ASSERT_TRUE(expected.ok()) << expected.error().message;
    auto got = own_function_offset(path, name);
    ASSERT_TRUE(got.ok()) << got.error().message;
    EXPECT_EQ(*got, *expected) << path << ":" << name;
  }
  EXPECT_FALSE(own_function_offset(kLibc, "kt_no_such_function").ok());
  EXPECT_FALSE(own_function_offset("/nonexistent/kt", "f").ok());
  // Two versions at two addresses (memcpy@GLIBC_2.2.5, memcpy@@GLIBC_2.14):
  // no one answer, left to attaching.
  auto several = own_function_offset(kLibc, "memcpy");
  ASSERT_FALSE(several.ok());
  EXPECT_NE(several.error().message.find("several functions"), std::string::npos) << several.error().message;
}

// C++ functions: a glob matches their demangled names (or symbols) and
// names them demangled; find() takes such a name back, and the complete
// and base constructors of one address are one function.
TEST(ElfSymbols, CxxNamesMatchDemangled) {
  const char *path = "/usr/lib/x86_64-linux-gnu/libstdc++.so.6";
  if (::access(path, R_OK) != 0)
    GTEST_SKIP() << "no " << path;
  SymbolTable table = read_or_fail(path);
  std::vector<std::string> ctors = table.match("std::runtime_error::runtime_error(char const*)");
  ASSERT_EQ(ctors, std::vector<std::string>{"std::runtime_error::runtime_error(char const*)"});
  auto ctor = table.find(ctors[0]);
  ASSERT_TRUE(ctor.ok()) << ctor.error().message;
  auto mangled = table.find("_ZNSt13runtime_errorC2EPKc");
  ASSERT_TRUE(mangled.ok()) << mangled.error().message;
  EXPECT_EQ(ctor->address, mangled->address);
  EXPECT_EQ(table.match("_ZNSt13runtime_errorC1EPKc"), ctors); // by its symbol too
  std::vector<std::string> all = table.match("std::runtime_error::*");
  EXPECT_GE(all.size(), 3u);
  for (const std::string &n : all) {
    EXPECT_EQ(n.find("_Z"), std::string::npos) << n;
    EXPECT_TRUE(table.find(n).ok()) << n;
  }
  auto overloaded = table.find("std::runtime_error::runtime_error");
  ASSERT_FALSE(overloaded.ok());
  EXPECT_NE(overloaded.error().message.find("overloads; name its parameters"), std::string::npos)
      << overloaded.error().message;
}

} // namespace
} // namespace kt::catalog
