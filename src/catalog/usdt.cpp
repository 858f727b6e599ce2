#include "catalog/usdt.h"

#include <cerrno>
#include <cstring>
#include <string_view>

#include "catalog/elf_reader.h"

namespace kt::catalog {
namespace {

// <sys/sdt.h>: notes of type 3 named "stapsdt" in section .note.stapsdt.
constexpr uint32_t kNtStapsdt = 3;
constexpr std::string_view kNoteName("stapsdt\0", 8);

// Reads the next NUL-terminated string of the note's descriptor.
bool take_string(std::string_view &desc, std::string &out) {
  size_t nul = desc.find('\0');
  if (nul == std::string_view::npos)
    return false;
  out = std::string(desc.substr(0, nul));
  desc.remove_prefix(nul + 1);
  return true;
}

uint64_t take_word(std::string_view &desc, size_t width) {
  uint64_t v = 0;
  if (width == 8) {
    std::memcpy(&v, desc.data(), 8);
  } else {
    uint32_t v32;
    std::memcpy(&v32, desc.data(), 4);
    v = v32;
  }
  desc.remove_prefix(width);
  return v;
}

// Decodes one descriptor: pc, base, semaphore (address-sized), then
// provider, name and arguments as strings. `base` is returned separately.
bool decode(std::string_view desc, size_t width, UsdtProbe &p, uint64_t &base) {
  if (desc.size() < 3 * width)
    return false;
  p.address = take_word(desc, width);
  base = take_word(desc, width);
  p.semaphore = take_word(desc, width);
  return take_string(desc, p.provider) && take_string(desc, p.name) && take_string(desc, p.arguments);
}

} // namespace

Result<std::vector<UsdtProbe>> read_usdt_probes(const std::string &path) {
  auto elf = ElfReader::open(path);
  if (!elf)
    return elf.error();
  size_t width = elf->elf_class() == ELFCLASS32 ? 4 : 8;
  // The address .stapsdt.base really has; notes record the one it had at
  // link time. They differ after prelink, and every address moves by that.
  uint64_t base_addr = 0;
  bool have_base = false;
  std::vector<std::pair<Elf_Scn *, GElf_Shdr>> notes;
  elf->for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view name) {
    if (name == ".stapsdt.base")
      base_addr = shdr.sh_addr, have_base = true;
    else if (shdr.sh_type == SHT_NOTE && name == ".note.stapsdt")
      notes.emplace_back(scn, shdr);
  });

  std::vector<UsdtProbe> probes;
  size_t index = 0;
  for (auto &[scn, shdr] : notes) {
    for (Elf_Data *data = elf_getdata(scn, nullptr); data; data = elf_getdata(scn, data)) {
      GElf_Nhdr nhdr;
      size_t name_off = 0, desc_off = 0, off = 0;
      while ((off = gelf_getnote(data, off, &nhdr, &name_off, &desc_off)) != 0) {
        const char *buf = static_cast<const char *>(data->d_buf);
        if (nhdr.n_type != kNtStapsdt || std::string_view(buf + name_off, nhdr.n_namesz) != kNoteName)
          continue;
        UsdtProbe p;
        uint64_t note_base = 0;
        if (!decode(std::string_view(buf + desc_off, nhdr.n_descsz), width, p, note_base))
          return Error(path + ": malformed .note.stapsdt note " + std::to_string(index), EINVAL);
        if (have_base && note_base) {
          p.address += base_addr - note_base;
          if (p.semaphore)
            p.semaphore += base_addr - note_base;
        }
        p.file_offset = elf->file_offset(p.address);
        p.semaphore_offset = p.semaphore ? elf->file_offset(p.semaphore) : 0;
        probes.push_back(std::move(p));
        index++;
      }
    }
  }
  return probes;
}

} // namespace kt::catalog
