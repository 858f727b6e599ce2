#include "btf/c_definitions.h"

#include <algorithm>

namespace kt::btf {

namespace {
constexpr int kMaxDepth = 32;

uint32_t align_in(const Btf &btf, TypeId id, int depth) {
  TypeId rid = btf.resolve(id);
  auto t = btf.type(rid);
  if (!t || rid == 0 || depth > kMaxDepth)
    return 1;
  switch (t->kind()) {
  case Kind::Int:
  case Kind::Enum:
  case Kind::Enum64:
  case Kind::Float: return std::clamp<uint32_t>(t->size(), 1, 8);
  case Kind::Ptr: return 8;
  case Kind::Array: return align_in(btf, t->array().elem, depth + 1);
  case Kind::Struct:
  case Kind::Union: {
    uint32_t a = 1;
    for (const Member &m : t->members())
      a = std::max(a, align_in(btf, m.type, depth + 1));
    return t->size() % a ? 1 : a;
  }
  default: return 1;
  }
}

// `TYPE NAME` for a typedef of `id`: its declaration, an anonymous
// record's body written out.
std::string typedef_of(const Btf &btf, TypeId id, const std::string &name) {
  TypeId rid = btf.resolve(id);
  auto t = btf.type(rid);
  if (t && t->name().empty() &&
      (t->kind() == Kind::Struct || t->kind() == Kind::Union || t->kind() == Kind::Enum || t->kind() == Kind::Enum64))
    if (auto body = btf.definition(rid)) {
      std::string text = *body;
      while (!text.empty() && (text.back() == ';' || text.back() == '\n'))
        text.pop_back();
      return text + " " + name;
    }
  return btf.declaration(rid ? rid : id, name);
}
} // namespace

uint32_t align_of(const Btf &btf, TypeId id) { return align_in(btf, id, 0); }

std::string c_definitions(const Btf &btf, const std::vector<std::string> &names) {
  std::string out;
  for (const std::string &name : names) {
    size_t space = name.find(' ');
    std::string tag = space == std::string::npos ? "" : name.substr(0, space);
    std::string bare = space == std::string::npos ? name : name.substr(space + 1);
    if (tag.empty()) {
      if (TypeId id = btf.find(bare, Kind::Typedef))
        out += "typedef " + typedef_of(btf, btf.type(id)->ref(), bare) + ";\n";
    } else if (tag == "enum") {
      TypeId id = btf.find(bare, Kind::Enum);
      if (!id)
        id = btf.find(bare, Kind::Enum64);
      if (auto body = id ? btf.definition(id) : std::nullopt)
        out += *body + "\n";
    } else if (TypeId id = btf.find(bare, tag == "union" ? Kind::Union : Kind::Struct)) {
      uint64_t size = btf.size_of(id).value_or(0);
      out += tag + " " + bare + " { unsigned char __kt_btf_bytes[" + std::to_string(size) +
             "]; } __attribute__((aligned(" + std::to_string(align_of(btf, id)) + ")));\n";
    }
  }
  return out;
}

} // namespace kt::btf
