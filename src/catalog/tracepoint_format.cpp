#include "catalog/tracepoint_format.h"

#include <charconv>
#include <deque>

namespace kt::catalog {
namespace {

constexpr std::string_view kDataLoc = "__data_loc ";
constexpr std::string_view kRelLoc = "__rel_loc ";

std::string_view trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r");
  if (b == std::string_view::npos)
    return {};
  size_t e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

bool is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

template <typename T> bool parse_number(std::string_view s, T &out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size() && !s.empty();
}

Error line_error(size_t line, const std::string &what) {
  return Error("line " + std::to_string(line) + ": " + what);
}

// Splits a declaration ("char prev_comm[16]", "__data_loc char[] name",
// "const char * filename") into the field's name, type and array parts.
Status parse_decl(std::string_view decl, TracepointField &f) {
  std::string_view rest = trim(decl);
  std::deque<std::string_view> dims; // outermost first
  while (!rest.empty() && rest.back() == ']') {
    size_t open = rest.rfind('[');
    if (open == std::string_view::npos)
      return Error("unbalanced ']' in '" + std::string(decl) + "'");
    dims.push_front(rest.substr(open + 1, rest.size() - open - 2));
    rest = trim(rest.substr(0, open));
  }
  size_t name_begin = rest.size();
  while (name_begin > 0 && is_ident_char(rest[name_begin - 1]))
    name_begin--;
  f.name = std::string(rest.substr(name_begin));
  std::string_view type = trim(rest.substr(0, name_begin));
  if (f.name.empty() || (f.name[0] >= '0' && f.name[0] <= '9'))
    return Error("no field name in '" + std::string(decl) + "'");
  if (type.empty())
    return Error("no type for field '" + f.name + "'");

  std::string_view base = type;
  if (starts_with(base, kDataLoc) || starts_with(base, kRelLoc)) {
    f.storage = starts_with(base, kDataLoc) ? FieldStorage::DataLoc : FieldStorage::RelLoc;
    base = trim(base.substr(base.find(' ')));
    if (base.size() >= 2 && base.substr(base.size() - 2) == "[]") {
      f.is_array = true;
      base = trim(base.substr(0, base.size() - 2));
    }
  }
  f.base_type = std::string(base);
  f.type = std::string(type);
  if (!dims.empty()) {
    f.is_array = true;
    f.type += " ";
    for (std::string_view d : dims)
      f.type += "[" + std::string(d) + "]";
    if (!parse_number(trim(dims.front()), f.array_length))
      f.array_length = 0; // a symbol such as TASK_COMM_LEN: the size still tells the bytes
  }
  f.decl = std::string(trim(decl));
  f.is_common = starts_with(f.name, "common_");
  return {};
}

// One "\tfield:DECL;\toffset:N;\tsize:N;\tsigned:N;" line.
Result<TracepointField> parse_field(std::string_view line, size_t lineno) {
  TracepointField f;
  bool have_offset = false, have_size = false;
  bool first = true;
  while (!line.empty()) {
    size_t semi = line.find(';');
    std::string_view item = trim(line.substr(0, semi));
    line = semi == std::string_view::npos ? std::string_view{} : line.substr(semi + 1);
    if (item.empty())
      continue;
    size_t colon = item.find(':');
    if (colon == std::string_view::npos)
      return line_error(lineno, "expected 'key:value', found '" + std::string(item) + "'");
    std::string_view key = trim(item.substr(0, colon)), value = trim(item.substr(colon + 1));
    if (first) {
      first = false;
      if (auto st = parse_decl(value, f); !st)
        return line_error(lineno, st.error().message);
      continue;
    }
    bool ok = true;
    if (key == "offset")
      ok = have_offset = parse_number(value, f.offset);
    else if (key == "size")
      ok = have_size = parse_number(value, f.size);
    else if (key == "signed")
      f.is_signed = value == "1";
    if (!ok)
      return line_error(lineno, "field '" + f.name + "' has a bad " + std::string(key) + " '" +
                                    std::string(value) + "'");
  }
  if (!have_offset || !have_size)
    return line_error(lineno, "field '" + f.name + "' has no '" + (have_offset ? "size" : "offset") + ":'");
  return f;
}

} // namespace

const TracepointField *TracepointFormat::field(std::string_view n) const {
  for (const TracepointField &f : fields)
    if (f.name == n)
      return &f;
  return nullptr;
}

Result<TracepointFormat> parse_tracepoint_format(std::string_view text) {
  TracepointFormat fmt;
  bool have_id = false, in_format = false;
  size_t lineno = 0;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view raw = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    lineno++;
    std::string_view line = trim(raw);
    if (starts_with(line, "name:")) {
      fmt.name = std::string(trim(line.substr(5)));
    } else if (starts_with(line, "ID:")) {
      if (!parse_number(trim(line.substr(3)), fmt.id))
        return line_error(lineno, "bad ID '" + std::string(trim(line.substr(3))) + "'");
      have_id = true;
    } else if (line == "format:") {
      in_format = true;
    } else if (starts_with(line, "field:") || starts_with(line, "field ")) {
      if (!in_format)
        return line_error(lineno, "field before the 'format:' line");
      auto f = parse_field(line, lineno);
      if (!f)
        return f.error();
      fmt.fields.push_back(std::move(f.value()));
    } else if (starts_with(line, "print fmt:")) {
      fmt.print_fmt = std::string(trim(line.substr(10)));
    }
  }
  if (!have_id)
    return Error("no 'ID:' line");
  if (!in_format)
    return Error("no 'format:' line");
  if (fmt.fields.empty())
    return Error("no fields");
  return fmt;
}

} // namespace kt::catalog
