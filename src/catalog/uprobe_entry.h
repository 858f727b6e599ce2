// Functions a uprobe must not go on: the first instruction of a function
// decides whether the kernel can put a breakpoint there and step over it
// (x86-64 only; other machines: always "yes").
//
// The kernel refuses some instructions itself (ENOTSUPP when the link is
// made: a lock prefix, AVX's VEX instructions, as glibc's *_avx2 string
// functions start with, on Linux 6.18); finding those
// here saves a refused link each (a refused uprobe.multi link of
// thousands of functions is registered and unregistered whole). One kind
// it accepts and then runs wrongly: an AVX-512 (EVEX) first instruction
// stepped out of line loses its upper registers on Linux 6.18, so
// glibc's __strchrnul_evex returned garbage and printf printed "%s". kt
// never probes those.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace kt::catalog {

class EntryBytes {
public:
  // Reads `path`'s bytes on demand; a file it cannot open reads as unknown
  // (every entry allowed, and the kernel decides).
  explicit EntryBytes(const std::string &path);
  ~EntryBytes();
  EntryBytes(const EntryBytes &) = delete;
  EntryBytes &operator=(const EntryBytes &) = delete;

  // Why a uprobe at file offset `offset` (a function's first instruction)
  // must not be made ("a lock-prefixed first instruction, which ..."), or
  // nullopt when it may.
  std::optional<std::string> refusal(uint64_t offset) const;

private:
  int fd_ = -1;
};

} // namespace kt::catalog
