#include "catalog/elf_lookup.h"

#include <optional>

#include "catalog/elf_reader.h"

namespace kt::catalog {

Result<ElfSymbol> find_elf_symbol(const std::string &path, const std::string &name) {
  auto elf = ElfReader::open(path);
  if (!elf)
    return elf.error();
  std::optional<ElfSymbol> found;
  elf->for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (found || (shdr.sh_type != SHT_SYMTAB && shdr.sh_type != SHT_DYNSYM) || !shdr.sh_entsize)
      return;
    Elf_Data *data = elf_getdata(scn, nullptr);
    if (!data)
      return;
    size_t n = shdr.sh_size / shdr.sh_entsize;
    for (size_t i = 0; i < n; i++) {
      GElf_Sym sym;
      if (!gelf_getsym(data, static_cast<int>(i), &sym) || sym.st_shndx == SHN_UNDEF)
        continue;
      const char *s = elf_strptr(elf->elf(), shdr.sh_link, sym.st_name);
      if (s && name == s) {
        found = ElfSymbol{sym.st_value, sym.st_size, GELF_ST_TYPE(sym.st_info) == STT_FUNC};
        return;
      }
    }
  });
  if (!found)
    return Error("symbol '" + name + "' not found in " + path);
  return *found;
}

} // namespace kt::catalog
