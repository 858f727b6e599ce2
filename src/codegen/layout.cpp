#include "codegen/lower.h"
#include "sema/enums.h"

namespace kt::codegen {

using manifest::Layout;
using sema::TypeKind;

Layout layout_of(const sema::Type &t) {
  Layout l;
  l.size = t.size;
  l.is_signed = t.is_signed;
  switch (t.kind) {
  case TypeKind::None: l.kind = Layout::Kind::None; break;
  case TypeKind::Int:
    l.kind = Layout::Kind::Int;
    if (t.enumeration)
      l.symbols = t.enumeration->values;
    break;
  case TypeKind::Bool: l.kind = Layout::Kind::Bool; break;
  case TypeKind::String: l.kind = Layout::Kind::String; break;
  case TypeKind::Buffer: l.kind = Layout::Kind::Buffer; break;
  case TypeKind::Tuple:
    // A record prints as a struct does, its fields named.
    l.kind = t.is_named_tuple() ? Layout::Kind::Record : Layout::Kind::Tuple;
    for (const sema::Type &e : t.elems)
      l.elems.push_back(layout_of(e));
    l.offsets = t.tuple_offsets();
    l.names = t.names;
    break;
  case TypeKind::Pointer:
    l.kind = Layout::Kind::Int;
    l.size = 8;
    l.hex = true;
    break;
  case TypeKind::KStack:
  case TypeKind::UStack:
    l.kind = t.kind == TypeKind::KStack ? Layout::Kind::KStack
             : t.dwarf()                  ? Layout::Kind::DwUStack
                                          : Layout::Kind::UStack;
    l.stack_limit = t.count;
    l.stack_style = t.stack_mode;
    break;
  case TypeKind::KSym: l.kind = Layout::Kind::KSym; break;
  case TypeKind::USym: l.kind = Layout::Kind::USym; break;
  case TypeKind::Inet: l.kind = Layout::Kind::Inet; break;
  case TypeKind::MacAddr: l.kind = Layout::Kind::MacAddr; break;
  case TypeKind::CgroupPath: l.kind = Layout::Kind::CgroupPath; break;
  case TypeKind::Timestamp: l.kind = Layout::Kind::Timestamp; break;
  case TypeKind::Probe: l.kind = Layout::Kind::Probe; break;
  case TypeKind::Username: l.kind = Layout::Kind::Username; break;
  case TypeKind::Aggregate: l.kind = Layout::Kind::Int; l.size = 8; break;
  case TypeKind::Array:
    l.kind = Layout::Kind::Array;
    l.count = t.count;
    l.elems.push_back(layout_of(t.elems[0]));
    break;
  case TypeKind::Record:
    // Its fields in declaration order, each at its offset; a bit-field is
    // an integer of its bytes, shifted and masked.
    l.kind = Layout::Kind::Record;
    for (const std::string &name : t.record->field_names()) {
      auto f = t.record->field(name);
      if (!f)
        continue;
      Layout fl = layout_of(f->type);
      fl.bit_offset = f->bit_offset;
      fl.bit_size = f->bit_size;
      l.elems.push_back(std::move(fl));
      l.offsets.push_back(f->offset);
      l.names.push_back(name);
    }
    break;
  default: l.kind = Layout::Kind::None; break;
  }
  return l;
}

} // namespace kt::codegen
