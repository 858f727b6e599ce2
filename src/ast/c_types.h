// The C types of a script's C declarations and of its headers, as Clang
// laid them out: every struct, union, enum and typedef the script declares,
// the headers' ones the script's code names, and the types their fields
// and typedefs need in turn. Plain data: cparts fills it from Clang's
// translation unit (or from its cache), sema reads it
// (sema/header_types.h) before the kernel's BTF.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kt::ast {

struct CType {
  enum class Kind : uint8_t { Void, Int, Bool, Float, Pointer, Array, Record, Enum, Function };
  Kind kind = Kind::Void;
  uint32_t size = 0;     // bytes (0 for void, functions and incomplete records)
  bool is_signed = false;
  bool is_char = false;  // plain `char` (an array of it is a string)
  uint32_t count = 0;    // Array: elements (0: flexible)
  int32_t elem = -1;     // Pointer, Array: the element's index in CTypeTable::types
  int32_t ref = -1;      // Record: index in records; Enum: index in enums
};

struct CTypeField {
  std::string name;      // empty for an anonymous struct or union member
  int32_t type = -1;
  uint64_t bit_offset = 0; // from the record's start
  uint32_t bit_size = 0;   // 0: not a bit-field
};

struct CTypeRecord {
  std::string name;      // the tag; empty for an anonymous record
  bool is_union = false;
  bool complete = false; // a definition was seen (else only `struct x;`)
  uint32_t size = 0;
  std::vector<CTypeField> fields;
};

struct CTypeEnum {
  std::string name;
  uint32_t size = 4;
  bool is_signed = true;
  bool own = false; // the script's own declaration: its enumerators are the script's constants
  std::vector<std::pair<std::string, int64_t>> values;
};

// A struct, union, enum or typedef the script itself defines (not a
// header's, not a forward declaration), where Clang saw its name.
struct CTypeDeclared {
  char tag = 't'; // 's' struct, 'u' union, 'e' enum, 't' typedef
  std::string name;
  uint32_t line = 0, column = 0; // 1-based, in the script's own text
};

struct CTypeTable {
  std::vector<CType> types;
  std::vector<CTypeRecord> records;
  std::vector<CTypeEnum> enums;
  // By name: `struct NAME`, `union NAME`, `enum NAME`, and typedef NAME,
  // each an index in `types`.
  std::map<std::string, int32_t> structs, unions, enum_tags, typedefs;
  // The script's own definitions, in its order (sema notes those that
  // shadow a kernel type: sema/shadowed_types.h).
  std::vector<CTypeDeclared> declared;

  bool empty() const { return types.empty(); }
};

// The table as text, one line per entry, and back; read_c_types gives
// false for text it did not write (another version, a file cut short).
std::string write_c_types(const CTypeTable &t);
bool read_c_types(std::string_view text, CTypeTable &out);

} // namespace kt::ast
