#include "runtime/dwarf_types.h"

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string_view>

#include "catalog/elf_symbols.h"
#include "util/demangle.h"
#include "util/glob.h"

namespace kt::runtime {

namespace {

class TypeReader {
public:
  std::shared_ptr<const CType> read(Dwarf_Die *die, int depth = 0);

private:
  std::shared_ptr<const CType> record(Dwarf_Die *die, CType::Kind kind, int depth);

  std::map<Dwarf_Off, std::shared_ptr<const CType>> done_; // records by DIE, for self reference
};

uint64_t udata(Dwarf_Die *die, unsigned attr) {
  Dwarf_Attribute a;
  Dwarf_Word w = 0;
  if (dwarf_attr_integrate(die, attr, &a) && dwarf_formudata(&a, &w) == 0)
    return w;
  return 0;
}

bool type_of(Dwarf_Die *die, Dwarf_Die *out) {
  Dwarf_Attribute a;
  return dwarf_attr_integrate(die, DW_AT_type, &a) && dwarf_formref_die(&a, out);
}

std::shared_ptr<const CType> TypeReader::record(Dwarf_Die *die, CType::Kind kind, int depth) {
  Dwarf_Off off = dwarf_dieoffset(die);
  if (auto it = done_.find(off); it != done_.end())
    return it->second;
  auto t = std::make_shared<CType>();
  t->kind = kind;
  const char *name = dwarf_diename(die);
  t->name = name ? name : "";
  t->size = static_cast<uint32_t>(udata(die, DW_AT_byte_size));
  done_[off] = t; // before the members: `struct node *next` finds it
  Dwarf_Die child;
  if (dwarf_child(die, &child) != 0)
    return t;
  do {
    if (dwarf_tag(&child) != DW_TAG_member)
      continue;
    CMember m;
    const char *mname = dwarf_diename(&child);
    m.name = mname ? mname : "";
    Dwarf_Die mt;
    if (type_of(&child, &mt))
      m.type = read(&mt, depth + 1);
    uint64_t bits_at = dwarf_hasattr(&child, DW_AT_data_bit_offset) ? udata(&child, DW_AT_data_bit_offset)
                                                                    : udata(&child, DW_AT_data_member_location) * 8;
    m.offset = static_cast<uint32_t>(bits_at / 8);
    if (dwarf_hasattr(&child, DW_AT_bit_size)) {
      m.bit_size = static_cast<uint8_t>(udata(&child, DW_AT_bit_size));
      m.bit_offset = static_cast<uint8_t>(bits_at % 8);
    }
    t->members.push_back(std::move(m));
  } while (dwarf_siblingof(&child, &child) == 0);
  return t;
}

std::shared_ptr<const CType> TypeReader::read(Dwarf_Die *die, int depth) {
  if (depth > 32)
    return std::make_shared<CType>();
  Dwarf_Die next;
  switch (dwarf_tag(die)) {
  case DW_TAG_typedef:
  case DW_TAG_const_type:
  case DW_TAG_volatile_type:
  case DW_TAG_restrict_type:
  case DW_TAG_atomic_type:
    if (type_of(die, &next))
      return read(&next, depth + 1);
    return std::make_shared<CType>(); // const void
  case DW_TAG_base_type: {
    auto t = std::make_shared<CType>();
    const char *name = dwarf_diename(die);
    t->name = name ? name : "";
    t->size = static_cast<uint32_t>(udata(die, DW_AT_byte_size));
    uint64_t enc = udata(die, DW_AT_encoding);
    t->kind = enc == DW_ATE_float ? CType::Kind::Other : CType::Kind::Int;
    t->is_signed = enc == DW_ATE_signed || enc == DW_ATE_signed_char;
    t->is_char = enc == DW_ATE_signed_char || enc == DW_ATE_unsigned_char;
    t->is_bool = enc == DW_ATE_boolean;
    return t;
  }
  case DW_TAG_enumeration_type: {
    auto t = std::make_shared<CType>();
    t->kind = CType::Kind::Enum;
    const char *name = dwarf_diename(die);
    t->name = name ? name : "";
    t->size = static_cast<uint32_t>(udata(die, DW_AT_byte_size));
    t->is_signed = true;
    Dwarf_Die e;
    if (dwarf_child(die, &e) == 0) {
      do {
        Dwarf_Attribute a;
        Dwarf_Sword v = 0;
        const char *ename = dwarf_diename(&e);
        if (dwarf_tag(&e) == DW_TAG_enumerator && ename && dwarf_attr(&e, DW_AT_const_value, &a) &&
            dwarf_formsdata(&a, &v) == 0)
          t->enumerators.push_back({ename, static_cast<int64_t>(v)});
      } while (dwarf_siblingof(&e, &e) == 0);
    }
    return t;
  }
  case DW_TAG_pointer_type:
  case DW_TAG_reference_type: // C++'s T& and T&&: a pointer in the registers
  case DW_TAG_rvalue_reference_type: {
    auto t = std::make_shared<CType>();
    t->kind = CType::Kind::Pointer;
    t->size = 8;
    if (type_of(die, &next))
      t->target = read(&next, depth + 1);
    return t;
  }
  case DW_TAG_structure_type:
  case DW_TAG_class_type: return record(die, CType::Kind::Struct, depth);
  case DW_TAG_union_type: return record(die, CType::Kind::Union, depth);
  case DW_TAG_array_type: {
    auto t = std::make_shared<CType>();
    t->kind = CType::Kind::Array;
    if (type_of(die, &next))
      t->target = read(&next, depth + 1);
    Dwarf_Die sub;
    if (dwarf_child(die, &sub) == 0 && dwarf_tag(&sub) == DW_TAG_subrange_type)
      t->count = static_cast<uint32_t>(dwarf_hasattr(&sub, DW_AT_count) ? udata(&sub, DW_AT_count)
                                                                        : udata(&sub, DW_AT_upper_bound) + 1);
    t->size = t->target ? t->target->size * t->count : 0;
    return t;
  }
  default: {
    auto t = std::make_shared<CType>();
    t->size = 8;
    return t;
  }
  }
}

// The name kt knows a function by: a C++ function's symbol demangled
// ("ns::Store::get(int)", as catalog::SymbolTable names it; DW_AT_name is
// only "get"), else its DW_AT_name.
std::string function_name(Dwarf_Die *die, const char *name) {
  Dwarf_Attribute attr;
  const char *linkage = nullptr;
  if (dwarf_attr_integrate(die, DW_AT_linkage_name, &attr) || dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &attr))
    linkage = dwarf_formstring(&attr);
  return linkage ? util::demangle(linkage) : std::string(name);
}

// Calls f(name, die) for each function defined with code (a low_pc) in
// `parent`'s children and, for C++, its namespaces', until f returns
// true; whether one did.
template <typename F> bool each_child_function(Dwarf_Die *parent, F &f) {
  Dwarf_Die child;
  if (dwarf_child(parent, &child) != 0)
    return false;
  do {
    int tag = dwarf_tag(&child);
    if (tag == DW_TAG_namespace && each_child_function(&child, f))
      return true;
    if (tag != DW_TAG_subprogram || !dwarf_hasattr(&child, DW_AT_low_pc))
      continue;
    const char *n = dwarf_diename(&child);
    if (n && f(function_name(&child, n).c_str(), &child))
      return true;
  } while (dwarf_siblingof(&child, &child) == 0);
  return false;
}

// Calls f(name, die) for each function defined with code (a low_pc) at
// the top level of a compile unit or in a namespace, until f returns true;
// whether one did. With `wanted`, only the units whose name (as recorded)
// it accepts are read past their first entry.
template <typename F> bool each_function(Dwarf *dw, F &&f,
                                          const std::function<bool(const char *cu)> &wanted = nullptr) {
  Dwarf_Off off = 0, next;
  size_t header = 0;
  for (; dwarf_nextcu(dw, off, &next, &header, nullptr, nullptr, nullptr) == 0; off = next) {
    Dwarf_Die cu;
    if (!dwarf_offdie(dw, off + header, &cu))
      continue;
    const char *cu_name = dwarf_diename(&cu);
    if (wanted && !wanted(cu_name ? cu_name : ""))
      continue;
    if (each_child_function(&cu, f))
      return true;
  }
  return false;
}

// Calls f(dw) with the DWARF of `path`, then of its separate debug file,
// until f returns true; whether any of them had DWARF.
template <typename F> bool with_dwarf(const std::string &path, F &&f) {
  std::vector<std::string> files = {path};
  if (auto symbols = catalog::SymbolTable::shared(path); symbols && !(*symbols)->debug_file().empty())
    files.push_back((*symbols)->debug_file());
  bool any = false;
  for (const std::string &file : files) {
    int fd = open(file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
      continue;
    Dwarf *dw = dwarf_begin(fd, DWARF_C_READ);
    if (!dw) {
      close(fd);
      continue;
    }
    any = true;
    bool done = f(dw);
    dwarf_end(dw);
    close(fd);
    if (done)
      break;
  }
  return any;
}

// Where symbol `name` of `path` is, in the file's own addresses (DWARF's).
std::optional<uint64_t> symbol_address(const std::string &path, const std::string &name) {
  auto table = catalog::SymbolTable::shared(path);
  if (!table)
    return std::nullopt;
  auto f = (*table)->find(name);
  return f ? std::optional<uint64_t>(f->address) : std::nullopt;
}

} // namespace

Result<std::vector<CParam>> function_params(const std::string &path, const std::string &name) {
  // The binary's own DWARF, else its separate debug file's. DWARF names a
  // function once: another name of its address (an alias: glibc's open64
  // of open, store_get_v2 of store_get) is found by the address.
  bool found = false;
  std::optional<uint64_t> alias_at;
  std::vector<CParam> params;
  auto find = [&](Dwarf *dw, Dwarf_Die &fn) {
    if (each_function(dw, [&](const char *n, Dwarf_Die *die) {
          fn = *die;
          return name == n;
        }))
      return true;
    if (!alias_at)
      alias_at = symbol_address(path, name).value_or(0);
    Dwarf_Addr lo = 0;
    return *alias_at && each_function(dw, [&](const char *, Dwarf_Die *die) {
             fn = *die;
             return dwarf_lowpc(die, &lo) == 0 && lo == *alias_at;
           });
  };
  bool any_dwarf = with_dwarf(path, [&](Dwarf *dw) {
    Dwarf_Die fn;
    found = find(dw, fn);
    if (!found)
      return false;
    TypeReader reader;
    Dwarf_Die child;
    if (dwarf_child(&fn, &child) == 0) {
      do {
        if (dwarf_tag(&child) != DW_TAG_formal_parameter)
          continue;
        CParam p;
        const char *pn = dwarf_diename(&child);
        p.name = pn ? pn : "";
        Dwarf_Die t;
        p.type = type_of(&child, &t) ? reader.read(&t) : std::make_shared<CType>();
        params.push_back(std::move(p));
      } while (dwarf_siblingof(&child, &child) == 0);
    }
    return true;
  });
  if (found)
    return params;
  if (!any_dwarf)
    return Error(path + " has no DWARF debug information (build it with -g, or install its -dbgsym package)");
  return Error("function '" + name + "' not found in the DWARF of " + path);
}

Result<std::vector<std::string>> functions_in_sources(const std::string &path, const std::string &glob) {
  std::set<std::string> names;
  // The compile unit's name as recorded (often absolute), or any tail of
  // it after a '/': "src/db/*.c" matches "/home/me/app/src/db/open.c".
  // Only matching units are read past their first entry (a vmlinux has
  // thousands).
  auto matches = [&](const char *cu) {
    std::string_view file(cu);
    bool hit = glob_match(glob, file);
    for (size_t at = file.find('/'); !hit && at != std::string_view::npos; at = file.find('/', at + 1))
      hit = glob_match(glob, file.substr(at + 1));
    return hit;
  };
  bool any = with_dwarf(path, [&](Dwarf *dw) {
    each_function(
        dw,
        [&](const char *n, Dwarf_Die *) {
          names.insert(n);
          return false;
        },
        matches);
    return !names.empty();
  });
  if (!any)
    return Error(path + " has no DWARF debug information (build it with -g), which source-file globs need");
  return std::vector<std::string>(names.begin(), names.end());
}

std::map<std::string, std::shared_ptr<const CType>> function_return_types(const std::string &path) {
  std::map<std::string, std::shared_ptr<const CType>> out;
  with_dwarf(path, [&](Dwarf *dw) {
    TypeReader reader;
    each_function(dw, [&](const char *n, Dwarf_Die *die) {
      Dwarf_Die t;
      if (!out.count(n))
        out[n] = type_of(die, &t) ? reader.read(&t) : nullptr;
      return false;
    });
    return !out.empty();
  });
  return out;
}

namespace {

std::string spelled(const CType *t) {
  if (!t)
    return "void";
  switch (t->kind) {
  case CType::Kind::Pointer: return spelled(t->target.get()) + " *";
  case CType::Kind::Struct: return "struct " + (t->name.empty() ? std::string("(anonymous)") : t->name);
  case CType::Kind::Union: return "union " + (t->name.empty() ? std::string("(anonymous)") : t->name);
  case CType::Kind::Enum: return "enum " + (t->name.empty() ? std::string("(anonymous)") : t->name);
  case CType::Kind::Array: return spelled(t->target.get());
  default: return t->name.empty() ? "?" : t->name;
  }
}

} // namespace

std::string c_declaration(const CParam &p) {
  const CType *t = p.type.get();
  std::string text = spelled(t) + " " + (p.name.empty() ? std::string("(unnamed)") : p.name);
  for (; t && t->kind == CType::Kind::Array; t = t->target.get())
    text += "[" + std::to_string(t->count) + "]";
  return text;
}

} // namespace kt::runtime
