// One BTF type, viewed in place: Kind, Type and the records that follow a
// type (members, enumerators, parameters, section entries). See btf.h for the
// container that owns the bytes, and the kernel's Documentation/bpf/btf.rst
// for the format.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace kt::btf {

class Btf;

// A type id: 0 is void; ids count from 1 in a base BTF and continue after the
// base's last id in a split BTF.
using TypeId = uint32_t;

// BTF_KIND_*, with the kernel's numbering (Void is BTF_KIND_UNKN, id 0).
enum class Kind : uint8_t {
  Void = 0,
  Int,
  Ptr,
  Array,
  Struct,
  Union,
  Enum,
  Fwd,
  Typedef,
  Volatile,
  Const,
  Restrict,
  Func,
  FuncProto,
  Var,
  Datasec,
  Float,
  DeclTag,
  TypeTag,
  Enum64,
};

// The kind as bpftool spells it, lower case: "int", "struct", "func_proto".
std::string_view kind_name(Kind kind);

// BTF_KIND_INT's encoding word.
struct IntEncoding {
  bool is_signed = false;
  bool is_char = false;
  bool is_bool = false;
  uint8_t bits = 0;   // value bits (<= 128)
  uint8_t offset = 0; // bit offset of the value inside the int (legacy bitfields)
};

struct ArrayInfo {
  TypeId elem = 0;
  TypeId index = 0;
  uint32_t nelems = 0;
};

// A struct or union member. With kind_flag set, the bitfield size comes from
// the member's offset word; without it, a member whose INT type covers fewer
// bits than its size (old encoders) is reported as a bitfield as well, with
// the INT's bit offset added. bitfield_size is 0 for ordinary members.
struct Member {
  std::string_view name; // empty for an anonymous struct/union member
  TypeId type = 0;
  uint32_t bit_offset = 0;
  uint32_t bitfield_size = 0;
};

// An ENUM or ENUM64 value. `value` holds the bit pattern, sign-extended to
// 64 bits when the enum is signed.
struct Enumerator {
  std::string_view name;
  uint64_t value = 0;
  bool is_signed = false;
  int64_t signed_value() const { return static_cast<int64_t>(value); }
};

// FUNC linkage and VAR linkage share these numbers.
enum class Linkage : uint8_t { Static = 0, Global = 1, Extern = 2 };

// A FUNC_PROTO parameter; name is empty when the encoder did not record one.
struct Param {
  std::string_view name;
  TypeId type = 0;
};

// A DATASEC entry: a VAR (or an extern FUNC) at an offset in the section.
struct VarSecinfo {
  TypeId type = 0;
  uint32_t offset = 0;
  uint32_t size = 0;
};

// A view of one type inside a Btf. Cheap to copy; valid while the Btf that
// returned it is alive and has not been moved. Accessors for another kind
// return zero values (0, empty), never garbage: the Btf checked every record
// and every id in it when it was parsed.
class Type {
public:
  TypeId id() const { return id_; }
  Kind kind() const { return kind_; }
  std::string_view name() const; // "" for anonymous types and void
  bool kind_flag() const;
  uint16_t vlen() const; // number of members, enumerators, params or entries

  // INT, ENUM, ENUM64, STRUCT, UNION, DATASEC, FLOAT: the size in bytes.
  uint32_t size() const;
  // PTR, TYPEDEF, VOLATILE, CONST, RESTRICT, TYPE_TAG, FUNC, VAR, DECL_TAG:
  // the type referred to; FUNC_PROTO: the return type (0 = void).
  TypeId ref() const;

  IntEncoding int_encoding() const;   // INT
  ArrayInfo array() const;            // ARRAY
  Member member_at(uint16_t i) const; // STRUCT, UNION; i < vlen()
  std::vector<Member> members() const;
  bool is_signed_enum() const; // ENUM, ENUM64 (kind_flag)
  std::vector<Enumerator> enumerators() const;
  // FUNC_PROTO parameters, without the trailing variadic marker.
  std::vector<Param> params() const;
  bool is_variadic() const;                 // FUNC_PROTO ending in `...`
  Linkage linkage() const;                  // FUNC, VAR
  std::vector<VarSecinfo> secinfos() const; // DATASEC
  int32_t component_idx() const;            // DECL_TAG: -1 or member/param index
  bool is_union_fwd() const;                // FWD: `union x;` rather than `struct x;`

private:
  friend class Btf;
  Type(const Btf *btf, TypeId id, Kind kind, const unsigned char *rec)
      : btf_(btf), rec_(rec), id_(id), kind_(kind) {}
  uint32_t word(size_t i) const; // the i-th 32-bit word of the record

  const Btf *btf_ = nullptr;
  const unsigned char *rec_ = nullptr; // nullptr for void
  TypeId id_ = 0;
  Kind kind_ = Kind::Void;
};

} // namespace kt::btf
