#include "runtime/btf_ctypes.h"

#include <map>
#include <memory>

namespace kt::runtime {

namespace {

class BtfReader {
public:
  explicit BtfReader(const btf::Btf &btf) : btf_(btf) {}

  std::shared_ptr<const CType> read(btf::TypeId id, int depth = 0) {
    if (id == 0 || depth > 32)
      return nullptr; // void
    if (auto it = done_.find(id); it != done_.end())
      return it->second;
    auto t = btf_.type(id);
    if (!t)
      return nullptr;
    using K = btf::Kind;
    switch (t->kind()) {
    case K::Typedef:
    case K::Volatile:
    case K::Const:
    case K::Restrict:
    case K::TypeTag: return read(t->ref(), depth + 1);
    default: break;
    }
    auto c = std::make_shared<CType>();
    c->name = std::string(t->name());
    done_[id] = c; // before members and pointees: `struct list_head *next`
    switch (t->kind()) {
    case K::Int: {
      btf::IntEncoding e = t->int_encoding();
      c->kind = CType::Kind::Int;
      c->size = t->size();
      c->is_signed = e.is_signed;
      c->is_char = e.is_char || (c->size == 1 && c->name.find("char") != std::string::npos);
      c->is_bool = e.is_bool;
      break;
    }
    case K::Ptr:
      c->kind = CType::Kind::Pointer;
      c->size = 8;
      c->target = read(t->ref(), depth + 1);
      break;
    case K::Array: {
      btf::ArrayInfo a = t->array();
      c->kind = CType::Kind::Array;
      c->target = read(a.elem, depth + 1);
      c->count = a.nelems;
      c->size = c->target ? c->target->size * a.nelems : 0;
      break;
    }
    case K::Struct:
    case K::Union:
      c->kind = t->kind() == K::Struct ? CType::Kind::Struct : CType::Kind::Union;
      c->size = t->size();
      for (const btf::Member &m : t->members()) {
        CMember cm;
        cm.name = std::string(m.name);
        cm.offset = m.bit_offset / 8;
        if (m.bitfield_size) {
          cm.bit_offset = static_cast<uint8_t>(m.bit_offset % 8);
          cm.bit_size = static_cast<uint8_t>(m.bitfield_size);
        }
        cm.type = read(m.type, depth + 1);
        c->members.push_back(std::move(cm));
      }
      break;
    case K::Fwd: // a declaration only: nothing to show of it
      c->kind = CType::Kind::Struct;
      break;
    case K::Enum:
    case K::Enum64:
      c->kind = CType::Kind::Enum;
      c->size = t->size();
      c->is_signed = t->is_signed_enum();
      for (const btf::Enumerator &e : t->enumerators())
        c->enumerators.push_back({std::string(e.name), e.signed_value()});
      break;
    default: // float, function prototypes
      c->kind = CType::Kind::Other;
      c->size = t->kind() == K::Float ? t->size() : 8;
      break;
    }
    return c;
  }

private:
  const btf::Btf &btf_;
  std::map<btf::TypeId, std::shared_ptr<CType>> done_;
};

} // namespace

Result<std::vector<CParam>> btf_function_params(const btf::Btf &btf, const std::string &name) {
  auto sig = btf.func(name);
  if (!sig)
    return Error("no BTF prototype for '" + name + "'");
  BtfReader reader(btf);
  std::vector<CParam> params;
  for (const btf::Param &p : sig->params)
    params.push_back({std::string(p.name), reader.read(p.type)});
  return params;
}

} // namespace kt::runtime
