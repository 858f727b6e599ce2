// A user function's parameters and their C types, from the binary's DWARF
// (libdw), for a uprobe's `args`. The types are described neutrally here;
// the driver turns them into sema types.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "util/result.h"

namespace kt::runtime {

struct CType;

struct CMember {
  std::string name;
  uint32_t offset = 0;     // bytes
  uint8_t bit_offset = 0;  // within the bytes at offset
  uint8_t bit_size = 0;    // 0: not a bit-field
  std::shared_ptr<const CType> type;
};

struct CEnumerator {
  std::string name;
  int64_t value = 0;
};

struct CType {
  enum class Kind : uint8_t { Int, Pointer, Struct, Union, Array, Enum, Other };
  Kind kind = Kind::Other;
  std::string name;     // "int", "point", "char"
  uint32_t size = 0;    // bytes
  bool is_signed = false;
  bool is_char = false; // char / signed char / unsigned char
  bool is_bool = false; // _Bool / bool
  uint32_t count = 0;   // Array: elements
  std::shared_ptr<const CType> target; // Pointer: pointee (null: void); Array: element
  std::vector<CMember> members;        // Struct/Union
  std::vector<CEnumerator> enumerators; // Enum
};

struct CParam {
  std::string name;
  std::shared_ptr<const CType> type;
};

// The parameters of the function `name` defined in the ELF file `path`
// (its DWARF, or that of its separate debug file). Errors: "PATH has no
// DWARF (build it with -g)", "function 'f' not found in PATH's DWARF".
Result<std::vector<CParam>> function_params(const std::string &path, const std::string &name);

// A parameter as C declares it: "int n", "char * path", "struct point * p",
// "int v[4]" (a pointer's pointee spelled by name, not expanded).
std::string c_declaration(const CParam &p);

// The functions with code in `path`'s DWARF (or its debug file's) whose
// compile unit's source file matches `glob` (util/glob.h), whole or after
// any '/': "src/db/*.c". Sorted, each once. Errors: no DWARF.
Result<std::vector<std::string>> functions_in_sources(const std::string &path, const std::string &glob);

// The return types of the functions with code in `path`'s DWARF (or its
// separate debug file's), by name; null for void. Empty without DWARF.
std::map<std::string, std::shared_ptr<const CType>> function_return_types(const std::string &path);

} // namespace kt::runtime
