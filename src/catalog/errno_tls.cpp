#include "catalog/errno_tls.h"

#include <elf.h>

namespace kt::catalog {
namespace {

// The dynamic symbol table's `errno`: its index, and its offset in the
// file's TLS block when the file defines it.
struct ErrnoSymbol {
  size_t index = 0;
  std::optional<uint64_t> tls_offset;
};

std::optional<ErrnoSymbol> find_errno(const ElfReader &elf, Elf_Scn *scn, const GElf_Shdr &shdr) {
  if (shdr.sh_entsize == 0)
    return std::nullopt;
  Elf_Data *data = elf_getdata(scn, nullptr);
  size_t count = data ? data->d_size / shdr.sh_entsize : 0;
  for (size_t i = 1; i < count; i++) {
    GElf_Sym sym;
    if (!gelf_getsym(data, static_cast<int>(i), &sym) || GELF_ST_TYPE(sym.st_info) != STT_TLS)
      continue;
    const char *name = elf_strptr(elf.elf(), shdr.sh_link, sym.st_name);
    if (!name || std::string_view(name) != "errno")
      continue;
    ErrnoSymbol e;
    e.index = i;
    if (sym.st_shndx != SHN_UNDEF)
      e.tls_offset = sym.st_value;
    return e;
  }
  return std::nullopt;
}

} // namespace

std::optional<uint64_t> errno_tpoff_slot(const ElfReader &elf) {
  if (elf.elf_class() != ELFCLASS64)
    return std::nullopt;
  GElf_Ehdr ehdr;
  if (!gelf_getehdr(elf.elf(), &ehdr) || ehdr.e_machine != EM_X86_64)
    return std::nullopt;
  // The symbol, in the table the dynamic relocations name symbols by.
  std::optional<ErrnoSymbol> errno_sym;
  size_t dynsym = 0;
  elf.for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type == SHT_DYNSYM && !errno_sym) {
      errno_sym = find_errno(elf, scn, shdr);
      dynsym = elf_ndxscn(scn);
    }
  });
  if (!errno_sym)
    return std::nullopt;
  // The slot: a TPOFF64 relocation naming the symbol, or, for the library
  // that defines it and refers to it by a hidden alias (glibc's
  // __libc_errno), naming no symbol with errno's offset as its addend.
  std::optional<uint64_t> slot;
  elf.for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type != SHT_RELA || shdr.sh_link != dynsym || shdr.sh_entsize == 0 || slot)
      return;
    Elf_Data *data = elf_getdata(scn, nullptr);
    size_t count = data ? data->d_size / shdr.sh_entsize : 0;
    for (size_t i = 0; i < count && !slot; i++) {
      GElf_Rela r;
      if (!gelf_getrela(data, static_cast<int>(i), &r) || GELF_R_TYPE(r.r_info) != R_X86_64_TPOFF64)
        continue;
      size_t sym = GELF_R_SYM(r.r_info);
      if (sym == errno_sym->index ||
          (sym == 0 && errno_sym->tls_offset && static_cast<uint64_t>(r.r_addend) == *errno_sym->tls_offset))
        slot = r.r_offset;
    }
  });
  return slot;
}

std::optional<uint64_t> load_address(const ElfReader &elf, uint64_t offset) {
  for (const GElf_Phdr &p : elf.loads())
    if (offset >= p.p_offset && offset < p.p_offset + p.p_filesz)
      return offset - p.p_offset + p.p_vaddr;
  return std::nullopt;
}

} // namespace kt::catalog
