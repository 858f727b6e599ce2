#include "runtime/symbolize/elf_image.h"

#include <algorithm>

#include "catalog/elf_reader.h"
#include "catalog/elf_symbols.h"
#include "util/demangle.h"

namespace kt::runtime {

Result<std::unique_ptr<ElfImage>> ElfImage::open(const std::string &path) {
  auto table = catalog::SymbolTable::shared(path);
  if (!table)
    return table.error();
  auto elf = catalog::ElfReader::open(path);
  if (!elf)
    return elf.error();
  auto img = std::make_unique<ElfImage>();
  img->path_ = path;
  img->debug_file_ = (*table)->debug_file();
  for (const GElf_Phdr &p : elf->loads())
    img->loads_.push_back({p.p_offset, p.p_filesz, p.p_vaddr});
  // Aliases share an address: a global name wins over a local one.
  std::vector<const catalog::FunctionSymbol *> fs;
  for (const catalog::FunctionSymbol &f : (*table)->functions())
    fs.push_back(&f);
  std::sort(fs.begin(), fs.end(), [](auto *a, auto *b) {
    return a->address != b->address ? a->address < b->address : a->global > b->global;
  });
  for (const catalog::FunctionSymbol *f : fs)
    if (img->syms_.empty() || img->syms_.back().addr != f->address)
      img->syms_.push_back({f->address, f->size, f->name, false});
  return img;
}

std::optional<uint64_t> ElfImage::address(uint64_t file_offset) const {
  for (const Load &l : loads_)
    if (file_offset >= l.offset && file_offset < l.offset + l.size)
      return file_offset - l.offset + l.vaddr;
  return std::nullopt;
}

std::optional<Symbol> ElfImage::symbol(uint64_t addr) {
  auto it = std::upper_bound(syms_.begin(), syms_.end(), addr, [](uint64_t a, const Sym &s) { return a < s.addr; });
  if (it == syms_.begin())
    return std::nullopt;
  Sym &s = *--it;
  if (s.size && addr >= s.addr + s.size)
    return std::nullopt;
  if (!s.demangled) {
    s.name = util::demangle(s.name);
    s.demangled = true;
  }
  return Symbol{s.name, addr - s.addr};
}

const SourceInfo *ElfImage::source(uint64_t addr) {
  if (!dwarf_tried_) {
    dwarf_tried_ = true;
    for (const std::string &p : {path_, debug_file_}) {
      if (p.empty())
        continue;
      if (auto d = DwarfIndex::open(p)) {
        dwarf_ = std::move(*d);
        break;
      }
    }
  }
  return dwarf_ ? dwarf_->lookup(addr) : nullptr;
}

} // namespace kt::runtime
