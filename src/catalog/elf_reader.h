// A read-only libelf handle for the catalog's ELF readers (symbols, USDT
// notes), which the runtime's symbolizer and attach code use too.
#pragma once

#include <cstdint>
#include <gelf.h>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

class ElfReader {
public:
  // Opens `path` (mmapped). Errors: "open PATH: strerror", "PATH: not an ELF file".
  static Result<ElfReader> open(const std::string &path);

  ElfReader(ElfReader &&other) noexcept;
  ElfReader &operator=(ElfReader &&) = delete;
  ElfReader(const ElfReader &) = delete;
  ~ElfReader();

  Elf *elf() const { return elf_; }
  int elf_class() const { return gelf_getclass(elf_); }

  // Calls f(Elf_Scn*, const GElf_Shdr&, std::string_view name) for each section.
  template <typename F> void for_each_section(F &&f) const {
    size_t shstrndx = 0;
    if (elf_getshdrstrndx(elf_, &shstrndx) != 0)
      return;
    for (Elf_Scn *scn = elf_nextscn(elf_, nullptr); scn; scn = elf_nextscn(elf_, scn)) {
      GElf_Shdr shdr;
      if (!gelf_getshdr(scn, &shdr))
        continue;
      const char *name = elf_strptr(elf_, shstrndx, shdr.sh_name);
      f(scn, shdr, std::string_view(name ? name : ""));
    }
  }

  // The GNU build ID (.note.gnu.build-id) in lowercase hex, or "".
  std::string build_id() const;

  // The file name in .gnu_debuglink (the separate debug file), or "".
  std::string debuglink() const;

  // The libraries it links (the DT_NEEDED sonames of .dynamic), in order.
  std::vector<std::string> needed() const;

  // The file offset of virtual address `addr`, as uprobes need it: through
  // the PT_LOAD segment holding it (addr - p_vaddr + p_offset), else the
  // allocated section holding it; `addr` itself when neither does (a
  // relocatable object).
  uint64_t file_offset(uint64_t addr) const;

  // The PT_LOAD program headers, in file order.
  const std::vector<GElf_Phdr> &loads() const { return loads_; }

private:
  ElfReader(int fd, Elf *elf);

  int fd_ = -1;
  Elf *elf_ = nullptr;
  std::vector<GElf_Phdr> loads_; // PT_LOAD program headers
};

} // namespace kt::catalog
