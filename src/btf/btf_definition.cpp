// Btf::definition: a struct, union or enum written out in C, one level deep
// (members of named types are named, not expanded), anonymous members inline.
#include "btf/btf.h"

#include <algorithm>
#include <iterator>

namespace kt::btf {

namespace {

constexpr int kMaxNesting = 16; // anonymous members inside anonymous members

std::string_view keyword(Kind k) {
  return k == Kind::Union ? "union" : (k == Kind::Enum || k == Kind::Enum64) ? "enum" : "struct";
}

class Definer {
public:
  explicit Definer(const Btf &btf) : btf_(btf) {}

  // "struct NAME {" ... "}" (no ';'), the body indented one tab past
  // `indent`. Holes in a struct's layout are written as unnamed bitfields
  // ("long: 64;") so that the text has the kernel's offsets, as bpftool
  // and bpftrace print them; a packed struct says so.
  std::string body(const Type &t, int indent) const {
    std::string head(keyword(t.kind()));
    if (!t.name().empty())
      head += " " + std::string(t.name());
    std::string out = head + " {\n";
    std::string tabs(indent + 1, '\t');
    if (t.kind() == Kind::Enum || t.kind() == Kind::Enum64) {
      for (const Enumerator &e : t.enumerators())
        out += tabs + std::string(e.name) + " = " +
               (e.is_signed ? std::to_string(e.signed_value()) : std::to_string(e.value)) + ",\n";
      return out + std::string(indent, '\t') + "}";
    }
    bool is_struct = t.kind() == Kind::Struct;
    Alignment own = is_struct ? alignment(t, 0) : Alignment{};
    bool packed = own.packed;
    uint64_t off = 0; // bits laid out so far
    bool prev_bitfield = false;
    for (const Member &m : t.members()) {
      if (is_struct)
        out += padding(off, m.bit_offset, packed ? 1 : align_of(m.type, 0), prev_bitfield && m.bitfield_size,
                       tabs);
      out += tabs + member(m, indent + 1) + ";\n";
      uint64_t size = m.bitfield_size ? m.bitfield_size : btf_.size_of(m.type).value_or(0) * 8;
      off = std::max<uint64_t>(off, m.bit_offset + size);
      prev_bitfield = m.bitfield_size != 0;
    }
    if (is_struct)
      out += padding(off, uint64_t(t.size()) * 8, own.bytes, false, tabs);
    return out + std::string(indent, '\t') + (packed ? "} __attribute__((packed))" : "}");
  }

private:
  std::string member(const Member &m, int indent) const {
    std::string decl;
    auto t = btf_.type(m.type);
    if (t && t->name().empty() && indent < kMaxNesting &&
        (t->kind() == Kind::Struct || t->kind() == Kind::Union || t->kind() == Kind::Enum ||
         t->kind() == Kind::Enum64))
      decl = body(*t, indent) + (m.name.empty() ? "" : " " + std::string(m.name));
    else
      decl = btf_.declaration(m.type, m.name);
    if (m.bitfield_size)
      decl += ": " + std::to_string(m.bitfield_size);
    return decl;
  }

  // The unnamed bitfields that fill the bits [cur, next) before a member
  // aligned to `align` bytes (or the struct's end). The widest of long,
  // int, short and char whose alignment does not pass `next` is used;
  // a zero-width one forces that alignment where the compiler would not
  // reach `next` by itself, and the rest is filled in whole units, the
  // last one in the smallest type that holds it.
  std::string padding(uint64_t cur, uint64_t next, uint64_t align, bool in_bitfield, const std::string &tabs) const {
    static constexpr struct { const char *name; uint64_t bits; } kPads[] = {
        {"long", 64}, {"int", 32}, {"short", 16}, {"char", 8}};
    if (cur >= next)
      return "";
    auto roundup = [](uint64_t v, uint64_t to) { return to ? (v + to - 1) / to * to : v; };
    std::string out;
    size_t pick = 0;
    uint64_t aligned = 0;
    for (; pick < std::size(kPads); ++pick)
      if ((aligned = roundup(cur, kPads[pick].bits)) <= next)
        break;
    if (pick == std::size(kPads))
      pick = std::size(kPads) - 1;
    if (aligned > cur && aligned <= next) {
      if (in_bitfield || (aligned == next && roundup(cur, align * 8) != aligned) ||
          (aligned != next && next - aligned <= aligned - cur))
        out += tabs + kPads[pick].name + ": " + std::to_string(in_bitfield ? aligned - cur : 0) + ";\n";
      cur = aligned;
    }
    while (cur < next) {
      uint64_t bits = std::min(next - cur, kPads[pick].bits);
      size_t type = pick;
      if (bits != kPads[pick].bits) // the smallest type that holds the rest
        for (size_t i = std::size(kPads); i-- > 0;)
          if (kPads[i].bits >= bits) {
            type = i;
            break;
          }
      out += tabs + kPads[type].name + ": " + std::to_string(bits) + ";\n";
      cur += bits;
    }
    return out;
  }

  // The type's natural alignment in bytes, as a C compiler would give it.
  uint64_t align_of(TypeId id, int depth) const {
    id = btf_.resolve(id);
    auto t = btf_.type(id);
    if (!t || depth > kMaxNesting * 4)
      return 1;
    switch (t->kind()) {
    case Kind::Int: case Kind::Float: case Kind::Enum: case Kind::Enum64:
      return std::clamp<uint64_t>(t->size(), 1, 8);
    case Kind::Ptr: return 8;
    case Kind::Array: return align_of(t->array().elem, depth + 1);
    case Kind::Struct:
    case Kind::Union: return alignment(*t, depth).bytes;
    default: return 1;
    }
  }

  // A struct's or union's alignment, from one pass over its members: the
  // widest member's, or 1 when it is packed (its size or a member's offset
  // breaks that natural alignment).
  struct Alignment {
    uint64_t bytes = 1;
    bool packed = false;
  };
  Alignment alignment(const Type &t, int depth) const {
    Alignment a;
    for (const Member &m : t.members()) {
      uint64_t ma = align_of(m.type, depth + 1);
      a.bytes = std::max(a.bytes, ma);
      if (!m.bitfield_size && m.bit_offset % (ma * 8))
        a.packed = true;
    }
    if (a.packed || t.size() % a.bytes != 0)
      return {1, true};
    return a;
  }

  const Btf &btf_;
};

} // namespace

std::optional<std::string> Btf::definition(TypeId id) const {
  auto t = type(id);
  if (!t || (t->kind() != Kind::Struct && t->kind() != Kind::Union && t->kind() != Kind::Enum &&
             t->kind() != Kind::Enum64))
    return std::nullopt;
  return Definer(*this).body(*t, 0) + ";\n";
}

} // namespace kt::btf
