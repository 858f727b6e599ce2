#include "sema/records.h"

#include "sema/enums.h"
#include "sema/infer_types.h"

namespace kt::sema {

namespace {

using btf::Kind;

// A struct or union of the kernel's BTF, fields looked up on demand.
struct BtfRecord : Record {
  BtfRecord(const btf::Btf &btf, btf::TypeId id, bool user) : btf(btf), id(id), user(user) {
    Record::btf = &btf;
    btf_id = id;
    auto t = btf.type(id);
    name = t ? std::string(t->name()) : "";
    is_union = t && t->kind() == Kind::Union;
    size = static_cast<uint32_t>(btf.size_of(id).value_or(0));
  }
  std::optional<Field> field(std::string_view field_name) const override {
    auto m = btf.member(id, field_name);
    if (!m)
      return std::nullopt;
    Field f;
    f.name = std::string(field_name);
    f.type = btf_type(btf, m->type, user);
    f.offset = static_cast<uint32_t>(m->bit_offset / 8);
    f.btf_path = m->path;
    if (m->is_bitfield()) {
      f.bit_offset = static_cast<uint8_t>(m->bit_offset % 8);
      f.bit_size = static_cast<uint8_t>(m->bitfield_size);
    }
    return f;
  }
  std::vector<std::string> field_names() const override {
    std::vector<std::string> names;
    collect(id, names);
    return names;
  }
  void collect(btf::TypeId rec, std::vector<std::string> &names) const {
    auto t = btf.type(btf.resolve(rec));
    if (!t || (t->kind() != Kind::Struct && t->kind() != Kind::Union))
      return;
    for (const btf::Member &m : t->members()) {
      if (m.name.empty())
        collect(m.type, names); // an anonymous member's fields are the parent's
      else
        names.emplace_back(m.name);
    }
  }

  const btf::Btf &btf;
  btf::TypeId id;
  bool user;
};

const std::map<std::string, std::pair<uint32_t, bool>> &c_ints() {
  static const std::map<std::string, std::pair<uint32_t, bool>> table = {
      {"char", {1, true}},          {"signed char", {1, true}},     {"unsigned char", {1, false}},
      {"short", {2, true}},         {"short int", {2, true}},       {"unsigned short", {2, false}},
      {"int", {4, true}},           {"signed", {4, true}},          {"signed int", {4, true}},
      {"unsigned", {4, false}},     {"unsigned int", {4, false}},   {"long", {8, true}},
      {"long int", {8, true}},      {"unsigned long", {8, false}},  {"long long", {8, true}},
      {"unsigned long long", {8, false}}, {"bool", {1, false}},     {"_Bool", {1, false}},
      {"int8", {1, true}},   {"int16", {2, true}},  {"int32", {4, true}},  {"int64", {8, true}},
      {"uint8", {1, false}}, {"uint16", {2, false}}, {"uint32", {4, false}}, {"uint64", {8, false}},
      {"s8", {1, true}},     {"s16", {2, true}},    {"s32", {4, true}},    {"s64", {8, true}},
      {"u8", {1, false}},    {"u16", {2, false}},   {"u32", {4, false}},   {"u64", {8, false}},
  };
  return table;
}

} // namespace

Type btf_type(const btf::Btf &btf, btf::TypeId id, bool user) {
  btf::TypeId rid = btf.resolve(id);
  auto t = btf.type(rid);
  if (!t || rid == 0)
    return Type::integer(8, false);
  switch (t->kind()) {
  case Kind::Int: {
    btf::IntEncoding e = t->int_encoding();
    uint32_t size = t->size();
    if (size != 1 && size != 2 && size != 4 && size != 8)
      size = 8;
    return Type::integer(size, e.is_signed && !e.is_bool);
  }
  case Kind::Enum:
  case Kind::Enum64: {
    uint32_t size = t->size();
    return Type::enum_of(size == 1 || size == 2 || size == 4 ? size : 8, t->is_signed_enum(), btf_enumeration(btf, rid));
  }
  case Kind::Ptr: {
    btf::TypeId pointee = btf.resolve(t->ref());
    auto pt = btf.type(pointee);
    if (!pt || pointee == 0)
      return Type::pointer(Type::integer(1, false), user);
    if (pt->kind() == Kind::Struct || pt->kind() == Kind::Union)
      return Type::pointer(Type::record_of(std::make_shared<BtfRecord>(btf, pointee, user)), user);
    if (pt->kind() == Kind::Ptr || pt->kind() == Kind::Int || pt->kind() == Kind::Enum)
      return Type::pointer(btf_type(btf, pointee, user), user);
    return Type::pointer(Type::integer(1, false), user);
  }
  case Kind::Array: {
    btf::ArrayInfo a = t->array();
    btf::TypeId elem = btf.resolve(a.elem);
    auto et = btf.type(elem);
    // `char` arrays are strings (bpftrace's rule); unsigned char/u8 arrays
    // stay arrays (ntop() takes them).
    if (et && et->kind() == Kind::Int && et->size() == 1 && (et->int_encoding().is_char || et->name() == "char"))
      return Type::string(a.nelems);
    Type e = btf_type(btf, a.elem, user);
    return Type::array(e, a.nelems);
  }
  case Kind::Struct:
  case Kind::Union: return Type::record_of(std::make_shared<BtfRecord>(btf, rid, user));
  default: return Type::integer(8, false);
  }
}

Result<uint64_t> field_path_offset(const Type &t, const std::vector<std::string> &path) {
  const Type *rec = t.is(TypeKind::Pointer) ? &t.elems[0] : &t;
  Type at = *rec;
  uint64_t offset = 0;
  for (const std::string &name : path) {
    if (!at.is(TypeKind::Record))
      return Error("'" + to_string(at) + "' has no fields: it has no field '" + name + "'");
    auto f = at.record->field(name);
    if (!f)
      return Error("'" + to_string(at) + "' has no field '" + name + "'");
    if (f->bit_size)
      return Error("'" + name + "' is a bit-field, which has no byte offset");
    offset += f->offset;
    at = f->type;
  }
  return offset;
}

const btf::Btf *Records::kernel() const {
  if (!kernel_loaded_) {
    kernel_loaded_ = true;
    kernel_ = kernel_fn_ ? kernel_fn_() : nullptr;
  }
  return kernel_;
}

std::shared_ptr<const Record> Records::find(const std::string &name, bool is_union) const {
  if (Type h = headers_.record(name, is_union, false); h.is(TypeKind::Record))
    return h.record;
  const btf::Btf *k = kernel();
  if (!k)
    return nullptr;
  btf::TypeId id = k->find(name, is_union ? Kind::Union : Kind::Struct);
  if (!id)
    return nullptr;
  return std::make_shared<BtfRecord>(*k, id, false);
}

Type Records::resolve(const ast::TypeName &t, bool user) const {
  Type base;
  switch (t.tag) {
  case ast::TypeName::Tag::None:
    if (auto it = c_ints().find(t.name); it != c_ints().end())
      base = t.name == "bool" || t.name == "_Bool" ? Type::boolean() : Type::integer(it->second.first, it->second.second);
    else if (t.name == "void")
      base = Type::integer(1, false);
    else if (Type h = headers_.typedef_type(t.name, user); !h.is_none())
      base = h;
    else if (const btf::Btf *k = kernel())
      if (btf::TypeId id = k->find(t.name, Kind::Typedef))
        base = btf_type(*k, id, user);
    break;
  case ast::TypeName::Tag::Enum: base = enum_type(t.name); break;
  case ast::TypeName::Tag::Struct:
  case ast::TypeName::Tag::Union:
    if (auto rec = find(t.name, t.tag == ast::TypeName::Tag::Union))
      base = Type::record_of(rec);
    break;
  }
  if (base.is_none())
    return base;
  for (unsigned i = 0; i < t.pointer_depth; i++)
    base = Type::pointer(base, user);
  return base;
}

// `enum NAME`: the program's, else the kernel's; an enum neither declares
// is an int (C's).
Type Records::enum_type(const std::string &name) const {
  if (Type h = headers_.enumeration(name); !h.is_none())
    return h;
  if (const btf::Btf *k = kernel())
    for (Kind kind : {Kind::Enum, Kind::Enum64})
      if (btf::TypeId id = k->find(name, kind))
        return btf_type(*k, id, false);
  return Type::integer(4, true);
}

std::optional<EnumConstant> Records::enumerator(const std::string &name) const {
  if (auto it = enumerators_.find(name); it != enumerators_.end())
    return it->second;
  const btf::Btf *k = kernel();
  auto e = k ? k->enumerator(name) : std::nullopt;
  if (!e)
    return std::nullopt;
  Type t = btf_type(*k, e->type, false);
  int64_t v = static_cast<int64_t>(e->value);
  if (!t.is_signed && t.size < 8) // an unsigned enum's value as the enum's width holds it
    v = static_cast<int64_t>(e->value & ((uint64_t{1} << (t.size * 8)) - 1));
  return EnumConstant{v, t};
}

void Records::declare(const ast::Program &program) {
  for (const auto &table : program.c_types) {
    headers_.add(table);
    for (size_t i = 0; i < table->types.size(); i++) {
      const ast::CType &c = table->types[i];
      if (c.kind != ast::CType::Kind::Enum || !table->enums[static_cast<size_t>(c.ref)].own)
        continue;
      Type t = headers_.convert_type(*table, static_cast<int32_t>(i));
      for (const auto &[name, value] : table->enums[static_cast<size_t>(c.ref)].values)
        enumerators_[name] = {t.is_signed || t.size == 8 ? value
                                                         : static_cast<int64_t>(static_cast<uint64_t>(value) &
                                                                                ((uint64_t{1} << (t.size * 8)) - 1)),
                              t};
    }
  }
}

} // namespace kt::sema
