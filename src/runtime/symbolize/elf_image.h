// One ELF file (executable, shared library, vmlinux) as the symbolizer sees
// it: its function symbols by address, the mapping from file offsets to its
// own addresses, and its DWARF (its own, or its separate debug file's),
// opened on first use. Every lookup is cached.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/symbolize/dwarf_index.h"
#include "util/result.h"

namespace kt::runtime {

struct Symbol {
  std::string name;
  uint64_t offset = 0; // from the symbol's start
};

class ElfImage {
public:
  // Reads the symbols of `path` (and of its separate debug file). Errors:
  // those of opening the file.
  static Result<std::unique_ptr<ElfImage>> open(const std::string &path);

  const std::string &path() const { return path_; }

  // The address, in the file's own layout, of what is at `file_offset`
  // (through the PT_LOAD segment holding it).
  std::optional<uint64_t> address(uint64_t file_offset) const;

  // The function at `addr`, its name demangled.
  std::optional<Symbol> symbol(uint64_t addr);

  // The source of `addr`, or nullptr when neither the file nor its debug
  // file has DWARF for it.
  const SourceInfo *source(uint64_t addr);

  size_t symbols() const { return syms_.size(); }

private:
  struct Sym {
    uint64_t addr, size;
    std::string name;
    bool demangled;
  };
  struct Load {
    uint64_t offset, size, vaddr;
  };

  std::string path_;
  std::string debug_file_;
  std::vector<Sym> syms_; // by address
  std::vector<Load> loads_;
  bool dwarf_tried_ = false;
  std::unique_ptr<DwarfIndex> dwarf_;
};

} // namespace kt::runtime
