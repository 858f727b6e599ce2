// Internal to src/btf: reading the raw words of a BTF blob (linux/btf.h).
// Words are read with memcpy because a corrupt header can misalign them;
// Btf::parse has already swapped a foreign-endian blob to host order.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

namespace kt::btf::raw {

inline uint32_t u32(const unsigned char *p) {
  uint32_t v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

inline const unsigned char *bytes(const std::string &s) {
  return reinterpret_cast<const unsigned char *>(s.data());
}

// btf_type.info: vlen in bits 0-15, kind in 24-28, kind_flag in 31.
inline uint32_t info_vlen(uint32_t info) { return info & 0xffff; }
inline uint32_t info_kind(uint32_t info) { return (info >> 24) & 0x1f; }
inline bool info_kflag(uint32_t info) { return (info >> 31) != 0; }

// The word after a BTF_KIND_INT: encoding in bits 24-27, offset 16-23, bits 0-7.
inline uint32_t int_encoding(uint32_t v) { return (v & 0x0f000000) >> 24; }
inline uint32_t int_offset(uint32_t v) { return (v & 0x00ff0000) >> 16; }
inline uint32_t int_bits(uint32_t v) { return v & 0x000000ff; }
constexpr uint32_t kIntSigned = 1 << 0;
constexpr uint32_t kIntChar = 1 << 1;
constexpr uint32_t kIntBool = 1 << 2;

inline std::string hex(uint32_t v) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  do {
    out.insert(out.begin(), digits[v & 0xf]);
    v >>= 4;
  } while (v);
  return out;
}

} // namespace kt::btf::raw
