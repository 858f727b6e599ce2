#include "catalog/uprobe_entry.h"

#include <fcntl.h>
#include <unistd.h>

namespace kt::catalog {

EntryBytes::EntryBytes(const std::string &path) {
#if defined(__x86_64__)
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
#else
  (void)path;
#endif
}

EntryBytes::~EntryBytes() {
  if (fd_ >= 0)
    ::close(fd_);
}

std::optional<std::string> EntryBytes::refusal(uint64_t offset) const {
  unsigned char b[4] = {};
  if (fd_ < 0 || ::pread(fd_, b, sizeof b, static_cast<off_t>(offset)) != static_cast<ssize_t>(sizeof b))
    return std::nullopt;
  // Operand-size and rep prefixes may come first; the byte after them
  // decides.
  size_t i = 0;
  while (i < 3 && (b[i] == 0x66 || b[i] == 0xf2 || b[i] == 0xf3))
    i++;
  if (b[i] == 0x62) // EVEX: the only meaning of 0x62 in 64-bit mode
    return std::string("an AVX-512 (EVEX) first instruction, which a uprobe steps wrongly (the traced program "
                       "would compute wrong results)");
  if (b[i] == 0xf0)
    return std::string("a lock-prefixed first instruction, which the kernel does not probe");
  if (b[i] == 0xc4 || b[i] == 0xc5) // VEX: the only meaning of these in 64-bit mode
    return std::string("an AVX (VEX) first instruction, which the kernel does not probe (ENOTSUPP)");
  return std::nullopt;
}

} // namespace kt::catalog
