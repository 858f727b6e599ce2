#include "sema/records.h"

#include "sema/constants.h"
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

uint64_t round_up(uint64_t v, uint64_t a) { return a ? (v + a - 1) / a * a : v; }

// A field's size as declared, which its Type (sizes of 32 bits) may not
// hold: `unsigned char a[0x7fffffffffffffff]`. Saturated at 2^64 - 1.
uint64_t declared_bytes(const ast::CField &f, const Type &t) {
  if (t.is(TypeKind::Pointer))
    return 8;
  const Type *elem = &t;
  size_t k = 0;
  for (; k < f.dims.size() && elem->is(TypeKind::Array); k++)
    elem = &elem->elems[0];
  uint64_t n = k < f.dims.size() ? 1 : elem->size; // the last dimension made a string of chars
  for (uint64_t d : f.dims)
    if (__builtin_mul_overflow(n, d, &n))
      return UINT64_MAX;
  return n;
}

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
  const auto &own = is_union ? unions_ : structs_;
  if (auto it = own.find(name); it != own.end())
    return it->second;
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

std::optional<Type> Records::typedef_type(const std::string &name) const {
  auto it = typedefs_.find(name);
  if (it != typedefs_.end())
    return it->second;
  return std::nullopt;
}

Type Records::resolve(const ast::TypeName &t, bool user) const {
  Type base;
  switch (t.tag) {
  case ast::TypeName::Tag::None:
    if (auto it = c_ints().find(t.name); it != c_ints().end())
      base = t.name == "bool" || t.name == "_Bool" ? Type::boolean() : Type::integer(it->second.first, it->second.second);
    else if (t.name == "void")
      base = Type::integer(1, false);
    else if (auto td = typedef_type(t.name))
      base = *td;
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

Type Records::field_type(const ast::CField &f) const {
  const ast::TypeName &tn = *f.type;
  Type t;
  if (tn.definition) {
    // An inline record: laid out by declare() before its parent.
    auto rec = find(tn.definition->name.empty() ? "" : tn.definition->name, tn.definition->is_union);
    t = rec ? Type::record_of(rec) : Type{};
  } else {
    ast::TypeName plain(tn.loc, tn.tag, tn.name);
    t = resolve(plain, false);
  }
  if (t.is_none())
    return t;
  bool plain_char = tn.tag == ast::TypeName::Tag::None && tn.name == "char" && !tn.pointer_depth;
  for (size_t i = f.dims.size(); i-- > 0;) {
    auto n = static_cast<uint32_t>(std::min<uint64_t>(f.dims[i], UINT32_MAX));
    t = plain_char && i + 1 == f.dims.size() ? Type::string(n) : Type::array(t, n);
  }
  for (unsigned i = 0; i < tn.pointer_depth; i++)
    t = Type::pointer(t, false);
  return t;
}

std::shared_ptr<const Record> Records::layout(const ast::CRecord &r, const std::string &name, Diagnostics &diags) {
  auto rec = std::make_shared<FixedRecord>();
  rec->name = name;
  rec->is_union = r.is_union;
  // Registered before its fields, so `struct node *next` finds it.
  (r.is_union ? unions_ : structs_)[name] = rec;
  uint64_t bits = 0, size = 0; // wider than a record's size: the total is checked last
  uint32_t max_align = 1;
  for (const ast::CField *f : r.fields) {
    if (f->type->definition && !structs_.count(f->type->definition->name) && !f->type->definition->name.empty())
      layout(*f->type->definition, f->type->definition->name, diags);
    std::shared_ptr<const Record> anon;
    if (f->type->definition && f->type->definition->name.empty())
      anon = layout(*f->type->definition, "", diags);
    Type t = anon ? Type::record_of(anon) : field_type(*f);
    if (t.is_none()) {
      diags.error(f->type->loc) << "unknown type '" << f->type->name << "' in the declaration of '" << f->name << "'";
      continue;
    }
    if (t.size > kMaxValueBytes) {
      diags.error(f->loc) << "field '" << f->name << "' is " << declared_bytes(*f, t) << " bytes; kt's values are at most "
                          << kMaxValueBytes / 1024 << " KiB";
      return rec;
    }
    uint32_t align = std::min<uint32_t>(t.align(), 8);
    uint64_t at;
    uint8_t bit_offset = 0, bit_size = 0;
    if (f->bits) {
      uint32_t unit = std::max<uint32_t>(t.size, 1) * 8;
      if (*f->bits == 0) {
        bits = round_up(bits, unit);
        continue;
      }
      if (!r.is_union && bits / unit != (bits + *f->bits - 1) / unit)
        bits = round_up(bits, unit);
      at = r.is_union ? 0 : bits / 8;
      bit_offset = static_cast<uint8_t>(r.is_union ? 0 : bits % 8);
      bit_size = static_cast<uint8_t>(*f->bits);
      if (!r.is_union)
        bits += *f->bits;
      size = std::max(size, at + (bit_offset + bit_size + 7) / 8);
    } else {
      at = r.is_union ? 0 : round_up((bits + 7) / 8, align);
      if (!r.is_union)
        bits = (at + t.size) * 8;
      size = std::max(size, at + t.size);
    }
    max_align = std::max(max_align, align);
    if (anon && f->name.empty()) {
      // An anonymous member: its fields belong to this record.
      for (const Field &inner : static_cast<const FixedRecord &>(*anon).fields) {
        Field moved = inner;
        moved.offset += static_cast<uint32_t>(at);
        rec->fields.push_back(moved);
      }
      continue;
    }
    Field field;
    field.name = f->name;
    field.type = t;
    field.offset = static_cast<uint32_t>(at);
    field.bit_offset = bit_offset;
    field.bit_size = bit_size;
    rec->fields.push_back(field);
  }
  uint64_t total = round_up(std::max<uint64_t>(size, (bits + 7) / 8), max_align);
  if (total > kMaxValueBytes) {
    diags.error(r.loc) << "type '" << (r.is_union ? "union " : "struct ") << (name.empty() ? "<anonymous>" : name)
                       << "' is " << total << " bytes; kt's values are at most " << kMaxValueBytes / 1024 << " KiB";
    return rec;
  }
  rec->size = static_cast<uint32_t>(total);
  return rec;
}

// `enum NAME`: the program's, else the kernel's; an enum neither declares
// is an int (C's).
Type Records::enum_type(const std::string &name) const {
  if (auto it = enums_.find(name); it != enums_.end())
    return it->second;
  if (Type h = headers_.enumeration(name); !h.is_none())
    return h;
  if (const btf::Btf *k = kernel())
    for (Kind kind : {Kind::Enum, Kind::Enum64})
      if (btf::TypeId id = k->find(name, kind))
        return btf_type(*k, id, false);
  return Type::integer(4, true);
}

// C's numbering: each constant one more than the one before, from 0, or
// its value. The enum is an int unless a value needs more.
void Records::declare_enum(const ast::CEnum &e, Diagnostics &diags) {
  auto values = std::make_shared<Enumeration>();
  values->name = e.name;
  std::map<std::string, int64_t> known;
  for (auto &[name, c] : enumerators_)
    known[name] = c.value;
  int64_t next = 0;
  bool wide = false;
  for (const ast::CEnumerator *en : e.values) {
    if (en->value) {
      auto v = constant_int(en->value, {.enumerators = &known});
      if (!v) {
        diags.error(en->value->loc) << "enumerator '" << en->name << "' needs a constant integer value";
        continue;
      }
      next = *v;
    }
    wide |= next < INT32_MIN || next > INT32_MAX;
    known[en->name] = next;
    values->values.emplace_back(static_cast<uint64_t>(next), en->name);
    next++;
  }
  Type t = Type::enum_of(wide ? 8 : 4, true, values);
  for (const auto &[v, name] : values->values)
    enumerators_[name] = {static_cast<int64_t>(v), t};
  if (!e.name.empty())
    enums_[e.name] = t;
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

void Records::declare(const ast::Program &program, Diagnostics &diags) {
  for (const auto &table : program.c_types)
    headers_.add(table);
  for (const ast::Node *item : program.items) {
    if (auto *e = ast::as<ast::CEnum>(item))
      declare_enum(*e, diags);
    if (auto *r = ast::as<ast::CRecord>(item); r && r->is_definition)
      layout(*r, r->name, diags);
    if (auto *td = ast::as<ast::CTypedef>(item)) {
      const ast::TypeName &tn = *td->decl->type;
      std::shared_ptr<const Record> anon;
      if (tn.definition)
        anon = tn.definition->name.empty() ? layout(*tn.definition, td->decl->name, diags)
                                           : layout(*tn.definition, tn.definition->name, diags);
      Type t = anon ? Type::record_of(anon) : field_type(*td->decl);
      if (anon)
        for (unsigned i = 0; i < tn.pointer_depth; i++)
          t = Type::pointer(t, false);
      if (t.is_none())
        diags.error(tn.loc) << "unknown type '" << tn.name << "' in typedef '" << td->decl->name << "'";
      else
        typedefs_[td->decl->name] = t;
    }
  }
}

} // namespace kt::sema
