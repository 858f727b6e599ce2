#include "catalog/frame_pointers.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "catalog/elf_symbols.h"

namespace kt::catalog {

bool sets_up_frame_pointer(const uint8_t *bytes, size_t n) {
  static const uint8_t kEndbr64[] = {0xf3, 0x0f, 0x1e, 0xfa};
  static const uint8_t kPushMov[] = {0x55, 0x48, 0x89, 0xe5}; // push %rbp; mov %rsp,%rbp
  if (n >= sizeof kEndbr64 && std::memcmp(bytes, kEndbr64, sizeof kEndbr64) == 0) {
    bytes += sizeof kEndbr64;
    n -= sizeof kEndbr64;
  }
  return n >= sizeof kPushMov && std::memcmp(bytes, kPushMov, sizeof kPushMov) == 0;
}

Result<bool> keeps_frame_pointers(const std::string &path) {
  auto table = SymbolTable::shared(path);
  if (!table)
    return table.error();
  std::vector<const FunctionSymbol *> funcs;
  for (const FunctionSymbol &f : (*table)->functions())
    if (f.size >= 8)
      funcs.push_back(&f);
  if (funcs.empty())
    return true;
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return Error("open " + path + ": " + std::strerror(errno), errno);
  size_t step = funcs.size() > kFramePointerSample ? funcs.size() / kFramePointerSample : 1;
  size_t sampled = 0, with = 0;
  for (size_t i = 0; i < funcs.size() && sampled < kFramePointerSample; i += step) {
    uint8_t bytes[8];
    if (pread(fd, bytes, sizeof bytes, static_cast<off_t>(funcs[i]->file_offset)) != sizeof bytes)
      continue;
    sampled++;
    with += sets_up_frame_pointer(bytes, sizeof bytes);
  }
  close(fd);
  return sampled == 0 || with * 2 >= sampled;
}

} // namespace kt::catalog
