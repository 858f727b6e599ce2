#include "catalog/elf_reader.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace kt::catalog {

Result<ElfReader> ElfReader::open(const std::string &path) {
  static const unsigned version = elf_version(EV_CURRENT); // once, whichever thread comes first
  if (version == EV_NONE)
    return Error("libelf: " + std::string(elf_errmsg(-1)));
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return Error("open " + path + ": " + std::strerror(errno), errno);
  Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, nullptr);
  if (!elf || elf_kind(elf) != ELF_K_ELF) {
    if (elf)
      elf_end(elf);
    ::close(fd);
    return Error(path + ": not an ELF file", ENOEXEC);
  }
  return ElfReader(fd, elf);
}

ElfReader::ElfReader(int fd, Elf *elf) : fd_(fd), elf_(elf) {
  size_t n = 0;
  if (elf_getphdrnum(elf_, &n) != 0)
    return;
  for (size_t i = 0; i < n; i++) {
    GElf_Phdr phdr;
    if (gelf_getphdr(elf_, static_cast<int>(i), &phdr) && phdr.p_type == PT_LOAD)
      loads_.push_back(phdr);
  }
}

ElfReader::ElfReader(ElfReader &&other) noexcept
    : fd_(other.fd_), elf_(other.elf_), loads_(std::move(other.loads_)) {
  other.fd_ = -1;
  other.elf_ = nullptr;
}

ElfReader::~ElfReader() {
  if (elf_)
    elf_end(elf_);
  if (fd_ >= 0)
    ::close(fd_);
}

uint64_t ElfReader::file_offset(uint64_t addr) const {
  for (const GElf_Phdr &p : loads_)
    if (addr >= p.p_vaddr && addr < p.p_vaddr + p.p_memsz)
      return addr - p.p_vaddr + p.p_offset;
  uint64_t offset = addr;
  for_each_section([&](Elf_Scn *, const GElf_Shdr &s, std::string_view) {
    if ((s.sh_flags & SHF_ALLOC) && s.sh_type != SHT_NOBITS && addr >= s.sh_addr &&
        addr < s.sh_addr + s.sh_size)
      offset = addr - s.sh_addr + s.sh_offset;
  });
  return offset;
}

std::string ElfReader::build_id() const {
  std::string id;
  for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type != SHT_NOTE || !id.empty())
      return;
    Elf_Data *data = elf_getdata(scn, nullptr);
    GElf_Nhdr nhdr;
    size_t name_off = 0, desc_off = 0;
    for (size_t off = 0; data && (off = gelf_getnote(data, off, &nhdr, &name_off, &desc_off)) != 0;) {
      const auto *buf = static_cast<const unsigned char *>(data->d_buf);
      if (nhdr.n_type != NT_GNU_BUILD_ID || nhdr.n_namesz != 4 || std::memcmp(buf + name_off, "GNU", 4) != 0)
        continue;
      static constexpr char kHex[] = "0123456789abcdef";
      for (size_t i = 0; i < nhdr.n_descsz; i++)
        id += {kHex[buf[desc_off + i] >> 4], kHex[buf[desc_off + i] & 15]};
      return;
    }
  });
  return id;
}

std::string ElfReader::debuglink() const {
  std::string name;
  for_each_section([&](Elf_Scn *scn, const GElf_Shdr &, std::string_view section) {
    if (section != ".gnu_debuglink")
      return;
    Elf_Data *data = elf_getdata(scn, nullptr);
    if (data && data->d_size > 4)
      name = std::string(static_cast<const char *>(data->d_buf),
                         strnlen(static_cast<const char *>(data->d_buf), data->d_size));
  });
  return name;
}

std::vector<std::string> ElfReader::needed() const {
  std::vector<std::string> names;
  for_each_section([&](Elf_Scn *scn, const GElf_Shdr &shdr, std::string_view) {
    if (shdr.sh_type != SHT_DYNAMIC || shdr.sh_entsize == 0)
      return;
    Elf_Data *data = elf_getdata(scn, nullptr);
    for (size_t i = 0; data && i < shdr.sh_size / shdr.sh_entsize; i++) {
      GElf_Dyn dyn;
      if (!gelf_getdyn(data, static_cast<int>(i), &dyn) || dyn.d_tag == DT_NULL)
        break;
      if (dyn.d_tag == DT_NEEDED)
        if (const char *name = elf_strptr(elf_, shdr.sh_link, dyn.d_un.d_val))
          names.emplace_back(name);
    }
  });
  return names;
}

} // namespace kt::catalog
