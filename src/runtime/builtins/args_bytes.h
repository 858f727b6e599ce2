// Reading args()'s captured bytes by C type: shared by the text
// (args_format.cpp) and JSON (args_json.cpp) writers.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include "runtime/dwarf_types.h"

namespace kt::runtime::args_bytes {

// Little-endian bytes d[off, off+size) as an integer; false when they
// were not captured.
inline bool load(std::string_view d, uint64_t off, uint32_t size, uint64_t &v) {
  if (size == 0 || size > 8 || off + size > d.size())
    return false;
  v = 0;
  std::memcpy(&v, d.data() + off, size);
  return true;
}

inline int64_t sign_extend(uint64_t v, unsigned bits) {
  if (bits == 0 || bits >= 64)
    return static_cast<int64_t>(v);
  uint64_t m = 1ull << (bits - 1);
  v &= (1ull << bits) - 1;
  return static_cast<int64_t>((v ^ m) - m);
}

inline bool is_char_type(const CType *t) { return t && t->kind == CType::Kind::Int && t->is_char && t->size == 1; }

// Text, not bytes: char and signed char (unsigned char arrays print as
// numbers).
inline bool is_text_char(const CType *t) { return is_char_type(t) && (t->is_signed || t->name == "char"); }

// A bit-field member's value at d[base + m.offset], or nullopt when its
// bytes were not captured.
inline std::optional<uint64_t> bit_field(const CMember &m, std::string_view d, uint64_t base) {
  unsigned bytes = (m.bit_offset + m.bit_size + 7) / 8;
  uint64_t v = 0;
  if (bytes > 8 || !load(d, base + m.offset, bytes, v))
    return std::nullopt;
  return (v >> m.bit_offset) & (m.bit_size >= 64 ? ~0ull : (1ull << m.bit_size) - 1);
}

// An enum value's enumerator, or nullptr.
inline const CEnumerator *enumerator(const CType &t, uint64_t v) {
  int64_t sv = t.is_signed ? sign_extend(v, t.size * 8) : static_cast<int64_t>(v);
  for (const CEnumerator &e : t.enumerators)
    if (e.value == sv)
      return &e;
  return nullptr;
}

// A floating-point value of `size` bytes, or nullopt.
inline std::optional<double> floating(uint32_t size, uint64_t v) {
  if (size == 8) {
    double x;
    std::memcpy(&x, &v, 8);
    return x;
  }
  if (size == 4) {
    float x;
    uint32_t w = static_cast<uint32_t>(v);
    std::memcpy(&x, &w, 4);
    return static_cast<double>(x);
  }
  return std::nullopt;
}

} // namespace kt::runtime::args_bytes
