// Decoding the records that follow a btf_type (linux/btf.h). Btf::parse has
// checked every record's length, so reads here stay inside the blob.
#include "btf/btf_type.h"

#include "btf/btf.h"
#include "btf/btf_raw.h"

#include <array>

namespace kt::btf {

std::string_view kind_name(Kind kind) {
  static constexpr std::array<std::string_view, 20> names = {
      "void", "int",     "ptr",      "array",    "struct",   "union", "enum",
      "fwd",  "typedef", "volatile", "const",    "restrict", "func",  "func_proto",
      "var",  "datasec", "float",    "decl_tag", "type_tag", "enum64"};
  auto i = static_cast<size_t>(kind);
  return i < names.size() ? names[i] : "unknown";
}

uint32_t Type::word(size_t i) const { return rec_ ? raw::u32(rec_ + 4 * i) : 0; }

std::string_view Type::name() const { return rec_ ? btf_->str(word(0)) : std::string_view(); }
bool Type::kind_flag() const { return raw::info_kflag(word(1)); }
uint16_t Type::vlen() const { return static_cast<uint16_t>(raw::info_vlen(word(1))); }

uint32_t Type::size() const {
  switch (kind_) {
  case Kind::Int:
  case Kind::Enum:
  case Kind::Enum64:
  case Kind::Struct:
  case Kind::Union:
  case Kind::Datasec:
  case Kind::Float: return word(2);
  default: return 0;
  }
}

TypeId Type::ref() const {
  switch (kind_) {
  case Kind::Ptr:
  case Kind::Typedef:
  case Kind::Volatile:
  case Kind::Const:
  case Kind::Restrict:
  case Kind::TypeTag:
  case Kind::Func:
  case Kind::Var:
  case Kind::DeclTag:
  case Kind::FuncProto: return word(2);
  default: return 0;
  }
}

IntEncoding Type::int_encoding() const {
  if (kind_ != Kind::Int)
    return {};
  uint32_t v = word(3), enc = raw::int_encoding(v);
  return {(enc & raw::kIntSigned) != 0, (enc & raw::kIntChar) != 0, (enc & raw::kIntBool) != 0,
          static_cast<uint8_t>(raw::int_bits(v)), static_cast<uint8_t>(raw::int_offset(v))};
}

ArrayInfo Type::array() const {
  if (kind_ != Kind::Array)
    return {};
  return {word(3), word(4), word(5)};
}

Member Type::member_at(uint16_t i) const {
  if ((kind_ != Kind::Struct && kind_ != Kind::Union) || i >= vlen())
    return {};
  const unsigned char *m = rec_ + 12 + 12 * size_t(i);
  Member out{btf_->str(raw::u32(m)), raw::u32(m + 4), raw::u32(m + 8), 0};
  if (kind_flag()) {
    out.bitfield_size = out.bit_offset >> 24;
    out.bit_offset &= 0xffffff;
    return out;
  }
  // Without kind_flag, a bitfield is an INT narrower than its storage; the
  // INT's own offset counts from the member's offset (btf.rst, BTF_KIND_INT).
  auto t = btf_->type(btf_->resolve(out.type));
  if (t && t->kind() == Kind::Int) {
    IntEncoding enc = t->int_encoding();
    if (enc.offset != 0 || enc.bits != t->size() * 8) {
      out.bit_offset += enc.offset;
      out.bitfield_size = enc.bits;
    }
  }
  return out;
}

std::vector<Member> Type::members() const {
  std::vector<Member> out;
  if (kind_ != Kind::Struct && kind_ != Kind::Union)
    return out;
  out.reserve(vlen());
  for (uint16_t i = 0; i < vlen(); ++i)
    out.push_back(member_at(i));
  return out;
}

bool Type::is_signed_enum() const { return (kind_ == Kind::Enum || kind_ == Kind::Enum64) && kind_flag(); }

std::vector<Enumerator> Type::enumerators() const {
  std::vector<Enumerator> out;
  if (kind_ != Kind::Enum && kind_ != Kind::Enum64)
    return out;
  bool is_signed = is_signed_enum();
  out.reserve(vlen());
  for (uint16_t i = 0; i < vlen(); ++i) {
    uint64_t value;
    uint32_t name;
    if (kind_ == Kind::Enum) {
      const unsigned char *e = rec_ + 12 + 8 * size_t(i);
      name = raw::u32(e);
      uint32_t v = raw::u32(e + 4);
      value = is_signed ? uint64_t(int64_t(int32_t(v))) : v;
    } else {
      const unsigned char *e = rec_ + 12 + 12 * size_t(i);
      name = raw::u32(e);
      value = uint64_t(raw::u32(e + 8)) << 32 | raw::u32(e + 4);
    }
    out.push_back({btf_->str(name), value, is_signed});
  }
  return out;
}

std::vector<Param> Type::params() const {
  std::vector<Param> out;
  if (kind_ != Kind::FuncProto)
    return out;
  uint16_t n = is_variadic() ? vlen() - 1 : vlen();
  out.reserve(n);
  for (uint16_t i = 0; i < n; ++i) {
    const unsigned char *p = rec_ + 12 + 8 * size_t(i);
    out.push_back({btf_->str(raw::u32(p)), raw::u32(p + 4)});
  }
  return out;
}

// The variadic marker is a last parameter with neither name nor type.
bool Type::is_variadic() const {
  if (kind_ != Kind::FuncProto || vlen() == 0)
    return false;
  const unsigned char *p = rec_ + 12 + 8 * size_t(vlen() - 1);
  return raw::u32(p) == 0 && raw::u32(p + 4) == 0;
}

Linkage Type::linkage() const {
  if (kind_ == Kind::Func)
    return static_cast<Linkage>(vlen());
  if (kind_ == Kind::Var)
    return static_cast<Linkage>(word(3));
  return Linkage::Static;
}

std::vector<VarSecinfo> Type::secinfos() const {
  std::vector<VarSecinfo> out;
  if (kind_ != Kind::Datasec)
    return out;
  out.reserve(vlen());
  for (uint16_t i = 0; i < vlen(); ++i)
    out.push_back({word(3 + 3 * i), word(4 + 3 * i), word(5 + 3 * i)});
  return out;
}

int32_t Type::component_idx() const { return kind_ == Kind::DeclTag ? static_cast<int32_t>(word(3)) : 0; }

bool Type::is_union_fwd() const { return kind_ == Kind::Fwd && kind_flag(); }

} // namespace kt::btf
