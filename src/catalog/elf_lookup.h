// Any symbol of an ELF file by name (functions and data), for uaddr():
// its value (the address in the file's own layout) and size.
#pragma once

#include <cstdint>
#include <string>

#include "util/result.h"

namespace kt::catalog {

struct ElfSymbol {
  uint64_t value = 0; // st_value
  uint64_t size = 0;  // st_size
  bool is_function = false;
};

// The defined symbol `name` of .symtab or .dynsym. Errors: "symbol 'x' not
// found in PATH", and those of opening the file.
Result<ElfSymbol> find_elf_symbol(const std::string &path, const std::string &name);

} // namespace kt::catalog
