// The functions of an ELF binary or shared library, for `uprobe:BIN:FUNC`:
// listing (`kt -l 'uprobe:/bin/bash:*'`), glob expansion, and the file
// offset a uprobe attaches at.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

struct FunctionSymbol {
  std::string name;
  uint64_t address = 0;     // st_value: the virtual address in the file's own layout
  uint64_t size = 0;        // st_size (0 for some assembly symbols)
  uint64_t file_offset = 0; // what a uprobe attaches at: address - segment vaddr + segment offset
  bool global = false;      // STB_GLOBAL or STB_WEAK: visible outside the file
};

// The separate debug file SymbolTable::read() would read beside `path`
// (by build ID or .gnu_debuglink), or "" when none is installed or `path`
// is no ELF file.
std::string debug_file_of(const std::string &path);

// The file offset of function `name` in `path`'s own symbol tables
// (.symtab and .dynsym, not its debug file's), when they give it one
// address; else an error. A first answer in a fraction of the time
// SymbolTable::read() takes for a library with a debug file (libc with
// libc6-dbg: 0.2 against 3.4 ms), for early uprobes; attaching asks
// SymbolTable, which may know better (a local function of that name).
Result<uint64_t> own_function_offset(const std::string &path, std::string_view name);

class SymbolTable {
public:
  // Reads the function symbols (STT_FUNC and STT_GNU_IFUNC, defined, at a
  // non-zero address) of .symtab and .dynsym, merged, and of the .symtab of
  // the file's separate debug file when one is installed (found by build ID
  // or .gnu_debuglink, as gdb does). A stripped file with no table reads as
  // empty. Errors: "open PATH: ...", "PATH: not an ELF file".
  static Result<SymbolTable> read(const std::string &path);

  // read(), once per file while kt runs: the table of a path whose file
  // (device, inode, size and modification time) has not changed is
  // shared, not read again. Compiling and attaching one uprobe on libc
  // looks its table (and its debug file's) up four times or more. Safe
  // to call from several threads; a table's demangled() is not.
  static Result<std::shared_ptr<const SymbolTable>> shared(const std::string &path);

  const std::string &path() const { return path_; }

  // The separate debug file whose .symtab was read too, or "" (see read()).
  const std::string &debug_file() const { return debug_file_; }

  // Sorted by name, then address; one entry per (name, address).
  const std::vector<FunctionSymbol> &functions() const { return functions_; }

  // The names matching `glob` (util/glob.h), sorted, each once; GCC's
  // pieces of functions ("f.part.0", "f.cold", "f.isra.0", "f.constprop.0")
  // are left out. A C++ function matches by its demangled name or its
  // symbol and is named demangled ("ns::Store::get(int)"), which find()
  // takes back.
  std::vector<std::string> match(std::string_view glob) const;

  // The function called `name`. When local functions in several files share
  // the name, the global one wins; if there is none, the name is ambiguous.
  // A C++ name (with "::") is also found demangled, with its parameters
  // or, when it has one overload, without ("ns::f"); symbols of one
  // address (a complete and a base constructor) are one function.
  // Errors: "function 'f' not found in PATH", "function 'f' is ambiguous in
  // PATH: 3 local functions of that name", "... 2 overloads; ...".
  Result<FunctionSymbol> find(std::string_view name) const;

  // Just the uprobe offset of `name` (see find()).
  Result<uint64_t> offset_of(std::string_view name) const;

private:
  // functions_[i]'s name demangled (a C name as it is), demangled once,
  // when first asked for; by_demangled_: the indexes sorted by it.
  const std::string &demangled(size_t i) const;

  std::string path_;
  std::string debug_file_;
  std::vector<FunctionSymbol> functions_;
  mutable std::vector<std::string> demangled_;
  mutable std::vector<uint32_t> by_demangled_;
};

} // namespace kt::catalog
