#include "ast/c_types.h"

#include <charconv>
#include <string_view>

namespace kt::ast {

// One entry per line, fields split by a space; C names have no spaces and
// an empty name is written "-":
//   T kind size signed char count elem ref
//   R name union complete size nfields      then nfields lines
//   F name type bit_offset bit_size
//   E name size signed nvalues               then nvalues lines
//   V name value
//   N s|u|e|t name type
//   D s|u|e|t name line column
namespace {

std::string_view name_out(const std::string &s) { return s.empty() ? std::string_view("-") : s; }

class Lines {
public:
  explicit Lines(std::string_view text) : text_(text) {}
  // The next line's fields; false at the end.
  bool next(std::vector<std::string_view> &fields) {
    fields.clear();
    if (pos_ >= text_.size())
      return false;
    size_t nl = text_.find('\n', pos_);
    if (nl == std::string_view::npos)
      return false; // a line cut short
    std::string_view line = text_.substr(pos_, nl - pos_);
    pos_ = nl + 1;
    while (!line.empty()) {
      size_t sp = line.find(' ');
      fields.push_back(line.substr(0, sp));
      line = sp == std::string_view::npos ? std::string_view() : line.substr(sp + 1);
    }
    return true;
  }

private:
  std::string_view text_;
  size_t pos_ = 0;
};

template <typename T> bool number(std::string_view s, T &out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

std::string name_in(std::string_view s) { return s == "-" ? std::string() : std::string(s); }

} // namespace

std::string write_c_types(const CTypeTable &t) {
  std::string out;
  auto num = [&](auto v) { out += ' '; out += std::to_string(v); };
  for (const CType &c : t.types) {
    out += 'T';
    num(static_cast<int>(c.kind));
    num(c.size);
    num(int(c.is_signed));
    num(int(c.is_char));
    num(c.count);
    num(c.elem);
    num(c.ref);
    out += '\n';
  }
  for (const CTypeRecord &r : t.records) {
    out.append("R ").append(name_out(r.name));
    num(int(r.is_union));
    num(int(r.complete));
    num(r.size);
    num(r.fields.size());
    out += '\n';
    for (const CTypeField &f : r.fields) {
      out.append("F ").append(name_out(f.name));
      num(f.type);
      num(f.bit_offset);
      num(f.bit_size);
      out += '\n';
    }
  }
  for (const CTypeEnum &e : t.enums) {
    out.append("E ").append(name_out(e.name));
    num(e.size);
    num(int(e.is_signed));
    num(int(e.own));
    num(e.values.size());
    out += '\n';
    for (const auto &[name, value] : e.values) {
      out.append("V ").append(name);
      num(value);
      out += '\n';
    }
  }
  for (auto [tag, names] : {std::pair{'s', &t.structs}, {'u', &t.unions}, {'e', &t.enum_tags}, {'t', &t.typedefs}})
    for (const auto &[name, index] : *names) {
      out.append("N ").append(1, tag).append(" ").append(name);
      num(index);
      out += '\n';
    }
  for (const CTypeDeclared &d : t.declared) {
    out.append("D ").append(1, d.tag).append(" ").append(d.name);
    num(d.line);
    num(d.column);
    out += '\n';
  }
  return out;
}

bool read_c_types(std::string_view text, CTypeTable &out) {
  out = {};
  Lines lines(text);
  std::vector<std::string_view> f;
  size_t fields_left = 0, values_left = 0;
  while (lines.next(f)) {
    if (f.empty())
      return false;
    std::string_view k = f[0];
    if (fields_left) {
      CTypeField field;
      if (k != "F" || f.size() != 5 || !number(f[2], field.type) || !number(f[3], field.bit_offset) ||
          !number(f[4], field.bit_size))
        return false;
      field.name = name_in(f[1]);
      out.records.back().fields.push_back(std::move(field));
      fields_left--;
    } else if (values_left) {
      int64_t v = 0;
      if (k != "V" || f.size() != 3 || !number(f[2], v))
        return false;
      out.enums.back().values.emplace_back(std::string(f[1]), v);
      values_left--;
    } else if (k == "T") {
      CType c;
      int kind = 0, sign = 0, chr = 0;
      if (f.size() != 8 || !number(f[1], kind) || kind > static_cast<int>(CType::Kind::Function) ||
          !number(f[2], c.size) || !number(f[3], sign) || !number(f[4], chr) || !number(f[5], c.count) ||
          !number(f[6], c.elem) || !number(f[7], c.ref))
        return false;
      c.kind = static_cast<CType::Kind>(kind);
      c.is_signed = sign;
      c.is_char = chr;
      out.types.push_back(c);
    } else if (k == "R") {
      CTypeRecord r;
      int is_union = 0, complete = 0;
      if (f.size() != 6 || !number(f[2], is_union) || !number(f[3], complete) || !number(f[4], r.size) ||
          !number(f[5], fields_left))
        return false;
      r.name = name_in(f[1]);
      r.is_union = is_union;
      r.complete = complete;
      out.records.push_back(std::move(r));
    } else if (k == "E") {
      CTypeEnum e;
      int sign = 0, own = 0;
      if (f.size() != 6 || !number(f[2], e.size) || !number(f[3], sign) || !number(f[4], own) ||
          !number(f[5], values_left))
        return false;
      e.name = name_in(f[1]);
      e.is_signed = sign;
      e.own = own;
      out.enums.push_back(std::move(e));
    } else if (k == "N") {
      int32_t index = 0;
      if (f.size() != 4 || f[1].size() != 1 || !number(f[3], index))
        return false;
      std::map<std::string, int32_t> *names = f[1] == "s"   ? &out.structs
                                              : f[1] == "u" ? &out.unions
                                              : f[1] == "e" ? &out.enum_tags
                                              : f[1] == "t" ? &out.typedefs
                                                            : nullptr;
      if (!names)
        return false;
      (*names)[std::string(f[2])] = index;
    } else if (k == "D") {
      CTypeDeclared d;
      if (f.size() != 5 || f[1].size() != 1 || std::string_view("suet").find(f[1][0]) == std::string_view::npos ||
          !number(f[3], d.line) || !number(f[4], d.column))
        return false;
      d.tag = f[1][0];
      d.name = std::string(f[2]);
      out.declared.push_back(std::move(d));
    } else {
      return false;
    }
  }
  if (fields_left || values_left)
    return false;
  // Every index must point into the table.
  auto type_ok = [&](int32_t i) { return i >= 0 && static_cast<size_t>(i) < out.types.size(); };
  for (const CType &c : out.types) {
    if ((c.kind == CType::Kind::Pointer || c.kind == CType::Kind::Array) && !type_ok(c.elem))
      return false;
    if (c.kind == CType::Kind::Record && (c.ref < 0 || static_cast<size_t>(c.ref) >= out.records.size()))
      return false;
    if (c.kind == CType::Kind::Enum && (c.ref < 0 || static_cast<size_t>(c.ref) >= out.enums.size()))
      return false;
  }
  for (const CTypeRecord &r : out.records)
    for (const CTypeField &fl : r.fields)
      if (!type_ok(fl.type))
        return false;
  for (const auto *names : {&out.structs, &out.unions, &out.enum_tags, &out.typedefs})
    for (const auto &[name, index] : *names)
      if (!type_ok(index))
        return false;
  return true;
}

} // namespace kt::ast
