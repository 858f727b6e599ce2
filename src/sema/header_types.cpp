#include "sema/header_types.h"

#include "sema/enums.h"
#include "sema/records.h"

namespace kt::sema {

namespace {
using ast::CType;

Type bytes(uint32_t n) { return Type::array(Type::integer(1, false), n); }

Type integer_or_bytes(uint32_t size, bool is_signed) {
  if (size == 1 || size == 2 || size == 4 || size == 8)
    return Type::integer(size, is_signed);
  return bytes(size);
}
} // namespace

Type HeaderTypes::convert(const ast::CTypeTable &t, int32_t index, bool user) const {
  auto key = std::make_tuple(&t, index, user);
  if (auto it = done_.find(key); it != done_.end())
    return it->second;
  const CType &c = t.types[static_cast<size_t>(index)];
  Type out;
  switch (c.kind) {
  case CType::Kind::Void:
  case CType::Kind::Function: out = Type::integer(1, false); break;
  case CType::Kind::Bool: out = Type::integer(1, false); break;
  case CType::Kind::Int: out = integer_or_bytes(c.size, c.is_signed); break;
  case CType::Kind::Float: out = bytes(c.size); break;
  case CType::Kind::Pointer: {
    const CType &e = t.types[static_cast<size_t>(c.elem)];
    out = Type::pointer(e.kind == CType::Kind::Void || e.kind == CType::Kind::Function ? Type::integer(1, false)
                                                                                         : convert(t, c.elem, user),
                        user);
    break;
  }
  case CType::Kind::Array: {
    const CType &e = t.types[static_cast<size_t>(c.elem)];
    out = e.kind == CType::Kind::Int && e.is_char ? Type::string(c.count) : Type::array(convert(t, c.elem, user), c.count);
    break;
  }
  case CType::Kind::Enum: {
    const ast::CTypeEnum &en = t.enums[static_cast<size_t>(c.ref)];
    auto values = std::make_shared<Enumeration>();
    values->name = en.name;
    for (const auto &[name, v] : en.values)
      values->values.emplace_back(static_cast<uint64_t>(v), name);
    uint32_t size = en.size == 1 || en.size == 2 || en.size == 4 ? en.size : 8;
    out = Type::enum_of(size, en.is_signed, values);
    break;
  }
  case CType::Kind::Record: {
    const ast::CTypeRecord &r = t.records[static_cast<size_t>(c.ref)];
    if (!r.complete && !r.name.empty() && kernel_)
      if (const btf::Btf *k = kernel_())
        if (btf::TypeId id = k->find(r.name, r.is_union ? btf::Kind::Union : btf::Kind::Struct)) {
          out = btf_type(*k, id, user);
          break;
        }
    auto rec = std::make_shared<FixedRecord>();
    rec->name = r.name;
    rec->is_union = r.is_union;
    rec->size = r.size;
    out = Type::record_of(rec);
    done_[key] = out; // before the fields: `struct node *next`
    // An anonymous member's fields are the record's own, at their offsets
    // in it (C11's rule), as kt's own layout does.
    std::function<void(const ast::CTypeRecord &, uint64_t)> add_fields = [&](const ast::CTypeRecord &from,
                                                                            uint64_t base) {
      for (const ast::CTypeField &f : from.fields) {
        const CType &ft = t.types[static_cast<size_t>(f.type)];
        uint64_t bits = base + f.bit_offset;
        if (f.name.empty()) {
          if (ft.kind == CType::Kind::Record)
            add_fields(t.records[static_cast<size_t>(ft.ref)], bits);
          continue;
        }
        Field field;
        field.name = f.name;
        field.type = convert(t, f.type, user);
        field.offset = static_cast<uint32_t>(bits / 8);
        if (f.bit_size) {
          field.bit_offset = static_cast<uint8_t>(bits % 8);
          field.bit_size = static_cast<uint8_t>(f.bit_size);
        }
        rec->fields.push_back(std::move(field));
      }
    };
    add_fields(r, 0);
    return out;
  }
  }
  done_[key] = out;
  return out;
}

Type HeaderTypes::named(const std::map<std::string, int32_t> ast::CTypeTable::*names, const std::string &name,
                        bool user) const {
  for (auto it = tables_.rbegin(); it != tables_.rend(); ++it) {
    const auto &table = **it;
    auto found = (table.*names).find(name);
    if (found != (table.*names).end())
      return convert(table, found->second, user);
  }
  return Type::none();
}

Type HeaderTypes::record(const std::string &name, bool is_union, bool user) const {
  return named(is_union ? &ast::CTypeTable::unions : &ast::CTypeTable::structs, name, user);
}

Type HeaderTypes::enumeration(const std::string &name) const { return named(&ast::CTypeTable::enum_tags, name, false); }

Type HeaderTypes::typedef_type(const std::string &name, bool user) const {
  return named(&ast::CTypeTable::typedefs, name, user);
}

bool HeaderTypes::has_typedef(const std::string &name) const {
  for (const auto &t : tables_)
    if (t->typedefs.count(name))
      return true;
  return false;
}

} // namespace kt::sema
