#include "sema/types.h"

#include <algorithm>

#include "sema/builtins.h"
#include "sema/enums.h"

namespace kt::sema {

Type Type::integer(uint32_t bytes, bool is_signed) {
  Type t;
  t.kind = TypeKind::Int;
  t.size = bytes;
  t.is_signed = is_signed;
  return t;
}

Type Type::enum_of(uint32_t bytes, bool is_signed, std::shared_ptr<const Enumeration> e) {
  Type t = integer(bytes, is_signed);
  t.enumeration = std::move(e);
  return t;
}

bool same_enum(const Type &a, const Type &b) {
  if (a.enumeration == b.enumeration)
    return true;
  return a.enumeration && b.enumeration && !a.enumeration->name.empty() && a.enumeration->name == b.enumeration->name;
}

Type widened(const Type &t) {
  if (!t.is_int())
    return t;
  Type w = Type::integer(8, t.is_signed);
  w.enumeration = t.enumeration;
  return w;
}

Type Type::boolean() {
  Type t;
  t.kind = TypeKind::Bool;
  t.size = 1;
  return t;
}

Type Type::string(uint32_t capacity) {
  Type t;
  t.kind = TypeKind::String;
  t.size = capacity;
  return t;
}

Type Type::buffer(uint32_t capacity) {
  Type t;
  t.kind = TypeKind::Buffer;
  t.size = capacity + 4;
  return t;
}

Type Type::tuple(std::vector<Type> elems, std::vector<std::string> names) {
  Type t;
  t.kind = TypeKind::Tuple;
  t.elems = std::move(elems);
  t.names = std::move(names);
  uint32_t end = 0;
  auto offsets = t.tuple_offsets();
  for (size_t i = 0; i < t.elems.size(); i++)
    end = offsets[i] + t.elems[i].size;
  uint32_t a = t.align();
  t.size = (end + a - 1) / a * a;
  return t;
}

Type Type::pointer(Type pointee, bool user) {
  Type t;
  t.kind = TypeKind::Pointer;
  t.size = 8;
  t.user = user;
  t.elems.push_back(std::move(pointee));
  return t;
}

Type Type::array(Type elem, uint32_t count) {
  Type t;
  t.kind = TypeKind::Array;
  t.count = count;
  // Saturated, so that an overflowing size still reads as too large.
  t.size = static_cast<uint32_t>(std::min<uint64_t>(uint64_t{elem.size} * count, UINT32_MAX));
  t.elems.push_back(std::move(elem));
  return t;
}

Type Type::record_of(std::shared_ptr<const Record> record) {
  Type t;
  t.kind = TypeKind::Record;
  t.size = record->size;
  t.record = std::move(record);
  return t;
}

Type Type::simple(TypeKind kind) {
  Type t;
  t.kind = kind;
  switch (kind) {
  case TypeKind::KStack: t.size = 8; break;       // stack id
  case TypeKind::UStack: t.size = 24; break;      // stack id, pid, return address at entry
  case TypeKind::KSym: t.size = 8; break;         // address
  case TypeKind::USym: t.size = 16; break;        // address, pid
  case TypeKind::Inet: t.size = 24; break;        // af (u64), 16 address bytes
  case TypeKind::MacAddr: t.size = 6; break;      // the address's bytes
  case TypeKind::CgroupPath: t.size = 16; break;  // cgroup id, filter index
  case TypeKind::Timestamp: t.size = 16; break;   // format id, ns
  case TypeKind::Probe: t.size = 8; break;        // probe index
  case TypeKind::Username: t.size = 8; break;     // user id
  default: break;
  }
  return t;
}

Type Type::aggregate(const BuiltinInfo &agg, Type value) {
  Type t;
  t.kind = TypeKind::Aggregate;
  t.builtin = &agg;
  t.size = value.size;
  t.is_signed = value.is_signed;
  t.elems.push_back(std::move(value));
  return t;
}

Type Type::printed(const BuiltinInfo &b) {
  Type t;
  t.kind = TypeKind::Printed;
  t.builtin = &b;
  return t;
}

std::optional<size_t> Type::elem_index(std::string_view name) const {
  for (size_t i = 0; i < names.size(); i++)
    if (names[i] == name)
      return i;
  return std::nullopt;
}

std::vector<uint32_t> Type::tuple_offsets() const {
  std::vector<uint32_t> offsets;
  uint32_t at = 0;
  for (const Type &e : elems) {
    uint32_t a = e.align();
    at = (at + a - 1) / a * a;
    offsets.push_back(at);
    at += e.size;
  }
  return offsets;
}

uint32_t Type::align() const {
  switch (kind) {
  case TypeKind::Int: return size ? size : 1;
  case TypeKind::Bool:
  case TypeKind::String:
  case TypeKind::MacAddr:
  case TypeKind::None: return 1;
  case TypeKind::Buffer: return 4;
  case TypeKind::Tuple: {
    uint32_t a = 1;
    for (const Type &e : elems)
      a = std::max(a, e.align());
    return a;
  }
  case TypeKind::Array: return elems.empty() ? 1 : elems[0].align();
  case TypeKind::Record: return 8;
  default: return 8;
  }
}

bool operator==(const Type &a, const Type &b) {
  if (a.kind != b.kind || a.size != b.size || a.is_signed != b.is_signed || a.builtin != b.builtin ||
      a.count != b.count || a.stack_mode != b.stack_mode || a.unwind != b.unwind || a.elems != b.elems || a.names != b.names)
    return false;
  if (a.kind == TypeKind::Record)
    return a.record == b.record || (a.record && b.record && a.record->name == b.record->name);
  return true;
}

std::string to_string(const Type &t) {
  switch (t.kind) {
  case TypeKind::None: return "none";
  case TypeKind::Int:
    if (t.enumeration)
      return "enum " + (t.enumeration->name.empty() ? std::string("(anonymous)") : t.enumeration->name);
    return (t.is_signed ? "s" : "u") + std::to_string(t.size * 8);
  case TypeKind::Bool: return "bool";
  case TypeKind::String: return "string[" + std::to_string(t.size) + "]";
  case TypeKind::Buffer: return "buffer[" + std::to_string(t.size - 4) + "]";
  case TypeKind::Tuple: {
    std::string s = "(";
    for (size_t i = 0; i < t.elems.size(); i++)
      s += (i ? ", " : "") + (t.is_named_tuple() ? t.names[i] + " = " : "") + to_string(t.elems[i]);
    return s + ")";
  }
  case TypeKind::Pointer: {
    std::string inner = to_string(t.elems[0]);
    return inner + (inner.back() == '*' ? "*" : " *");
  }
  case TypeKind::Record:
    return std::string(t.record->is_union ? "union " : "struct ") +
           (t.record->name.empty() ? "(anonymous)" : t.record->name);
  case TypeKind::Array: {
    // C order: the outermost dimension first (short grid[2][3] is s16[2][3]).
    std::string dims;
    const Type *e = &t;
    for (; e->kind == TypeKind::Array; e = &e->elems[0])
      dims += "[" + std::to_string(e->count) + "]";
    return to_string(*e) + dims;
  }
  case TypeKind::KStack:
  case TypeKind::UStack: {
    std::string s = t.kind == TypeKind::KStack ? "kstack" : t.unwind == Type::Unwind::DwarfAsked ? "dw_ustack" : "ustack";
    static const char *const kModes[] = {"", "perf", "raw", "build_id"};
    if (t.stack_mode || t.count)
      s += std::string("(") + kModes[t.stack_mode % 4] + (t.stack_mode && t.count ? ", " : "") +
           (t.count ? std::to_string(t.count) : "") + ")";
    return s;
  }
  case TypeKind::KSym: return "ksym";
  case TypeKind::USym: return "usym";
  case TypeKind::Inet: return "inet";
  case TypeKind::MacAddr: return "macaddr";
  case TypeKind::CgroupPath: return "cgroup_path";
  case TypeKind::Timestamp: return "timestamp";
  case TypeKind::Probe: return "probe";
  case TypeKind::Username: return "username";
  case TypeKind::Printed: return std::string(t.builtin->value_name);
  case TypeKind::Aggregate: return std::string(t.builtin->name);
  }
  return "?";
}

std::optional<Field> FixedRecord::field(std::string_view name) const {
  for (const Field &f : fields)
    if (f.name == name)
      return f;
  return std::nullopt;
}

std::vector<std::string> FixedRecord::field_names() const {
  std::vector<std::string> names;
  for (const Field &f : fields)
    names.push_back(f.name);
  return names;
}

std::shared_ptr<const Record> register_args_value(const Record &args) {
  auto value = std::make_shared<FixedRecord>();
  value->name = args.name;
  uint32_t at = 0, align = 1;
  for (const std::string &name : args.field_names()) {
    auto f = args.field(name);
    if (!f || f->arg < 0 || !f->type.is_scalar() || f->type.size == 0 || f->type.size > 8)
      return nullptr;
    Field v;
    v.name = f->name;
    v.type = f->type;
    v.offset = (at + f->type.size - 1) / f->type.size * f->type.size;
    at = v.offset + f->type.size;
    align = std::max(align, f->type.size);
    value->fields.push_back(std::move(v));
  }
  if (value->fields.empty())
    return nullptr;
  value->size = (at + align - 1) / align * align;
  return value;
}

bool is_copyable_record(const Type &t) {
  if (!t.is(TypeKind::Record) || !t.record)
    return false;
  if (t.record->name.find(':') != std::string::npos) // a tracepoint's args: the context, not memory
    return false;
  for (const std::string &name : t.record->field_names()) {
    auto f = t.record->field(name);
    if (f && (f->data_loc || f->arg >= 0))
      return false;
  }
  return true;
}

bool is_readable_aggregate(const Type &t) {
  return t.is(TypeKind::Aggregate) && !t.builtin->bucketed && t.builtin->name != "stats";
}

Type promote(const Type &a, const Type &b) {
  // Both operands widen to 64 bits (C's rule after widening): a narrower
  // unsigned value fits in s64, so the result is unsigned only when an
  // operand is a 64-bit unsigned integer (or a pointer).
  auto wide_signed = [](const Type &t) {
    if (t.kind == TypeKind::Pointer)
      return false;
    if (!t.is_int())
      return true;
    return t.is_signed || t.size < 8;
  };
  return Type::integer(8, wide_signed(a) && wide_signed(b));
}

Type type_from_c_name(std::string_view text, uint32_t size, bool is_signed, bool user) {
  size_t star = text.find('*');
  if (star != std::string_view::npos) {
    std::string_view base = text.substr(0, star);
    while (!base.empty() && base.back() == ' ')
      base.remove_suffix(1);
    bool is_char = base == "char" || base == "const char" || base == "unsigned char" ||
                   base == "const unsigned char";
    Type t = is_char ? Type::integer(1, base.find("unsigned") == std::string_view::npos) : Type::integer(1, false);
    // One pointer per '*': execve's `const char *const * argv` is a
    // pointer to pointers, so that args.argv[1] is a string's address.
    for (char c : text.substr(star))
      if (c == '*')
        t = Type::pointer(t, user);
    return t;
  }
  if (text == "bool" || text == "_Bool")
    return Type::boolean();
  if (size == 0 || size > 8 || (size & (size - 1)))
    return Type::integer(8, is_signed);
  return Type::integer(size, is_signed);
}

} // namespace kt::sema
