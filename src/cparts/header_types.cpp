#include "cparts/header_types.h"

#include <algorithm>
#include <map>

namespace kt::cparts {

namespace {

using ast::CType;

// A tag's name; empty for an unnamed struct, union or enum, which Clang
// spells "struct (unnamed at FILE:LINE:COL)".
std::string tag_name(const Libclang &lc, CXCursor decl) {
  std::string name = lc.text(lc.clang_getCursorSpelling(decl));
  return name.find_first_of(" (") == std::string::npos ? name : "";
}

class TableBuilder {
public:
  TableBuilder(const Libclang &lc, CXFile generated) : lc_(lc), generated_(generated) {}

  // The index of `t` (any sugar, typedefs and elaborations stripped) in the
  // table, added with what it needs. `hops`: pointers followed to get here.
  int32_t add(CXType t, unsigned hops) {
    t = lc_.clang_getCanonicalType(t);
    CType c;
    switch (t.kind) {
    case CXType_Void: return scalar(CType::Kind::Void, 0, false, false);
    case CXType_Bool: return scalar(CType::Kind::Bool, 1, false, false);
    case CXType_Char_S: return scalar(CType::Kind::Int, 1, true, true);
    case CXType_Char_U: return scalar(CType::Kind::Int, 1, false, true);
    case CXType_SChar: case CXType_Short: case CXType_Int: case CXType_Long: case CXType_LongLong:
    case CXType_Int128: case CXType_WChar: case CXType_Char16: case CXType_Char32:
      return scalar(CType::Kind::Int, size_of(t), t.kind != CXType_Char16 && t.kind != CXType_Char32, false);
    case CXType_UChar: case CXType_UShort: case CXType_UInt: case CXType_ULong: case CXType_ULongLong:
    case CXType_UInt128:
      return scalar(CType::Kind::Int, size_of(t), false, false);
    case CXType_Float: case CXType_Double: case CXType_LongDouble: case CXType_Half: case CXType_Float16:
    case CXType_Float128:
      return scalar(CType::Kind::Float, size_of(t), true, false);
    case CXType_Pointer: {
      c.kind = CType::Kind::Pointer;
      c.size = 8;
      c.elem = add(lc_.clang_getPointeeType(t), hops + 1);
      return push(c);
    }
    case CXType_ConstantArray:
    case CXType_IncompleteArray: {
      c.kind = CType::Kind::Array;
      c.size = t.kind == CXType_ConstantArray ? size_of(t) : 0;
      long long n = t.kind == CXType_ConstantArray ? lc_.clang_getArraySize(t) : 0;
      c.count = n > 0 ? static_cast<uint32_t>(std::min<long long>(n, UINT32_MAX)) : 0;
      c.elem = add(lc_.clang_getArrayElementType(t), hops);
      return push(c);
    }
    case CXType_Record: return record(t, hops);
    case CXType_Enum: return enumeration(t);
    case CXType_FunctionProto:
    case CXType_FunctionNoProto: return scalar(CType::Kind::Function, 0, false, false);
    default: // vectors, complex numbers, atomics: their bytes
      return scalar(CType::Kind::Int, size_of(t), false, false);
    }
  }

  ast::CTypeTable table;

private:
  uint32_t size_of(CXType t) {
    // Saturated: a type past 4 GiB stays too large for sema to accept.
    long long n = lc_.clang_Type_getSizeOf(t);
    return n > 0 ? static_cast<uint32_t>(std::min<long long>(n, UINT32_MAX)) : 0;
  }

  int32_t push(const CType &c) {
    table.types.push_back(c);
    return static_cast<int32_t>(table.types.size() - 1);
  }

  int32_t scalar(CType::Kind kind, uint32_t size, bool is_signed, bool is_char) {
    auto key = std::make_tuple(static_cast<int>(kind), size, is_signed, is_char);
    if (auto it = scalars_.find(key); it != scalars_.end())
      return it->second;
    CType c;
    c.kind = kind;
    c.size = size;
    c.is_signed = is_signed;
    c.is_char = is_char;
    return scalars_[key] = push(c);
  }

  int32_t record(CXType t, unsigned hops) {
    CXCursor decl = lc_.clang_getTypeDeclaration(t);
    CXCursor def = lc_.clang_getCursorDefinition(decl);
    // A kernel struct the script uses by value is defined for Clang by its
    // size and alignment only (preprocess.cpp): kept by name, its fields
    // are BTF's.
    bool complete = !lc_.clang_Cursor_isNull(def) && !in_file(def, generated_);
    std::string usr = key(complete ? def : decl);
    auto it = records_.find(usr);
    bool expand = complete && hops <= kMaxPointerHops;
    if (it != records_.end()) {
      // Met again by value or nearer: fill in the fields left out before.
      ast::CTypeRecord &r = table.records[table.types[it->second].ref];
      if (expand && !r.complete)
        fill(it->second, t, hops);
      return it->second;
    }
    ast::CTypeRecord r;
    r.name = tag_name(lc_, decl);
    r.is_union = decl.kind == CXCursor_UnionDecl;
    r.size = size_of(t);
    table.records.push_back(std::move(r));
    CType c;
    c.kind = CType::Kind::Record;
    c.size = table.records.back().size;
    c.ref = static_cast<int32_t>(table.records.size() - 1);
    int32_t index = push(c);
    records_[usr] = index; // before the fields: `struct node *next`
    if (expand)
      fill(index, t, hops);
    return index;
  }

  void fill(int32_t index, CXType t, unsigned hops) {
    int32_t ref = table.types[index].ref;
    table.records[ref].complete = true;
    std::vector<CXCursor> fields;
    lc_.clang_Type_visitFields(
        t,
        [](CXCursor c, CXClientData data) {
          static_cast<std::vector<CXCursor> *>(data)->push_back(c);
          return CXVisit_Continue;
        },
        &fields);
    for (CXCursor f : fields) {
      ast::CTypeField field;
      field.name = lc_.text(lc_.clang_getCursorSpelling(f));
      field.type = add(lc_.clang_getCursorType(f), hops);
      long long bits = lc_.clang_Cursor_getOffsetOfField(f);
      field.bit_offset = bits > 0 ? static_cast<uint64_t>(bits) : 0;
      if (lc_.clang_Cursor_isBitField(f))
        field.bit_size = static_cast<uint32_t>(std::max(lc_.clang_getFieldDeclBitWidth(f), 0));
      table.records[ref].fields.push_back(std::move(field)); // `table.records` may have grown: index again
    }
  }

public:
  // What tells a declaration apart: its USR, and for an unnamed struct,
  // union or enum also where it is, since Clang gives the unnamed members
  // of one record the same USR (`struct sock_common`'s three unions).
  std::string key(CXCursor decl) const {
    std::string usr = lc_.text(lc_.clang_getCursorUSR(decl));
    if (!tag_name(lc_, decl).empty())
      return usr;
    CXFile in = nullptr;
    unsigned offset = 0;
    lc_.clang_getSpellingLocation(lc_.clang_getCursorLocation(decl), &in, nullptr, nullptr, &offset);
    return usr + "@" + (in ? lc_.text(lc_.clang_getFileName(in)) : "") + "@" + std::to_string(offset);
  }

  bool in_file(CXCursor c, CXFile file) const {
    if (!file)
      return false;
    CXFile in = nullptr;
    lc_.clang_getSpellingLocation(lc_.clang_getCursorLocation(c), &in, nullptr, nullptr, nullptr);
    return in && lc_.same_file(in, file);
  }

  int32_t enumeration(CXType t) {
    CXCursor decl = lc_.clang_getTypeDeclaration(t);
    std::string usr = key(decl);
    if (auto it = enums_.find(usr); it != enums_.end())
      return it->second;
    ast::CTypeEnum e;
    e.name = tag_name(lc_, decl);
    e.size = size_of(t);
    CXType base = lc_.clang_getCanonicalType(lc_.clang_getEnumDeclIntegerType(decl));
    e.is_signed = base.kind == CXType_Int || base.kind == CXType_Long || base.kind == CXType_LongLong ||
                  base.kind == CXType_Short || base.kind == CXType_SChar || base.kind == CXType_Char_S;
    struct Walk {
      const Libclang &lc;
      ast::CTypeEnum &e;
    } walk{lc_, e};
    lc_.clang_visitChildren(
        decl,
        [](CXCursor c, CXCursor, CXClientData data) {
          auto &w = *static_cast<Walk *>(data);
          if (c.kind == CXCursor_EnumConstantDecl)
            w.e.values.emplace_back(w.lc.text(w.lc.clang_getCursorSpelling(c)),
                                    w.e.is_signed ? w.lc.clang_getEnumConstantDeclValue(c)
                                                  : static_cast<int64_t>(w.lc.clang_getEnumConstantDeclUnsignedValue(c)));
          return CXChildVisit_Continue;
        },
        &walk);
    table.enums.push_back(std::move(e));
    CType c;
    c.kind = CType::Kind::Enum;
    c.size = table.enums.back().size;
    c.is_signed = table.enums.back().is_signed;
    c.ref = static_cast<int32_t>(table.enums.size() - 1);
    return enums_[usr] = push(c);
  }

private:
  const Libclang &lc_;
  CXFile generated_;
  std::map<std::tuple<int, uint32_t, bool, bool>, int32_t> scalars_;
  std::map<std::string, int32_t> records_, enums_;
};

// The script's definition `c` of `name`, where Clang saw the name.
ast::CTypeDeclared declared(const Libclang &lc, CXCursor c, const std::string &name) {
  ast::CTypeDeclared d;
  d.tag = c.kind == CXCursor_StructDecl  ? 's'
          : c.kind == CXCursor_UnionDecl ? 'u'
          : c.kind == CXCursor_EnumDecl  ? 'e'
                                         : 't';
  d.name = name;
  unsigned line = 0, column = 0;
  lc.clang_getSpellingLocation(lc.clang_getCursorLocation(c), nullptr, &line, &column, nullptr);
  d.line = line;
  d.column = column;
  return d;
}

} // namespace

ast::CTypeTable header_types(const Libclang &lc, CXTranslationUnit tu, CXFile main, CXFile generated,
                             const std::set<std::string> &names) {
  struct Walk {
    const Libclang &lc;
    CXFile main;
    const std::set<std::string> &names;
    std::vector<CXCursor> found;
  } walk{lc, main, names, {}};
  // The script's own declarations, tags defined inside its records
  // included (C gives them file scope); a header's, when the script's
  // code names them.
  lc.clang_visitChildren(
      lc.clang_getTranslationUnitCursor(tu),
      [](CXCursor c, CXCursor, CXClientData data) {
        auto &w = *static_cast<Walk *>(data);
        if (c.kind != CXCursor_StructDecl && c.kind != CXCursor_UnionDecl && c.kind != CXCursor_EnumDecl &&
            c.kind != CXCursor_TypedefDecl)
          return CXChildVisit_Continue;
        CXFile file = nullptr;
        w.lc.clang_getSpellingLocation(w.lc.clang_getCursorLocation(c), &file, nullptr, nullptr, nullptr);
        if (!file)
          return CXChildVisit_Continue;
        if (w.lc.same_file(file, w.main)) {
          w.found.push_back(c);
          return c.kind == CXCursor_TypedefDecl ? CXChildVisit_Continue : CXChildVisit_Recurse;
        }
        if (w.names.count(w.lc.text(w.lc.clang_getCursorSpelling(c))))
          w.found.push_back(c);
        return CXChildVisit_Continue;
      },
      &walk);
  TableBuilder b(lc, generated);
  for (CXCursor c : walk.found) {
    std::string name = c.kind == CXCursor_TypedefDecl ? lc.text(lc.clang_getCursorSpelling(c)) : tag_name(lc, c);
    if (!name.empty() && b.in_file(c, main) && (c.kind == CXCursor_TypedefDecl || lc.clang_isCursorDefinition(c)))
      b.table.declared.push_back(declared(lc, c, name));
    if (c.kind == CXCursor_TypedefDecl) {
      b.table.typedefs[name] = b.add(lc.clang_getTypedefDeclUnderlyingType(c), 0);
      continue;
    }
    int32_t index = b.add(lc.clang_getCursorType(c), 0);
    if (c.kind == CXCursor_EnumDecl && b.in_file(c, main))
      b.table.enums[static_cast<size_t>(b.table.types[static_cast<size_t>(index)].ref)].own = true;
    if (name.empty())
      continue; // an anonymous record: a member, or a typedef's
    auto &names = c.kind == CXCursor_StructDecl ? b.table.structs
                  : c.kind == CXCursor_UnionDecl ? b.table.unions
                                                 : b.table.enum_tags;
    names[name] = index;
  }
  return std::move(b.table);
}

} // namespace kt::cparts
