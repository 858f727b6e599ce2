#include "runtime/builtins/args_format.h"

#include "runtime/builtins/args_bytes.h"
#include "util/utf8.h"

#include <cstdio>
#include <cstring>

namespace kt::runtime {

namespace {

using namespace args_bytes;

constexpr size_t kMaxElements = 32; // array elements shown before "…"

bool all_zero(std::string_view d, uint64_t off, uint64_t size) {
  if (off >= d.size())
    return true;
  size_t end = static_cast<size_t>(std::min<uint64_t>(d.size(), off + size));
  for (size_t i = static_cast<size_t>(off); i < end; i++)
    if (d[i])
      return false;
  return true;
}

std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
  return b;
}

// A string as C writes it, valid UTF-8: control bytes and bytes that are
// not part of a UTF-8 character as \xNN.
std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size(); i++) {
    char ch = s[i];
    auto c = static_cast<unsigned char>(ch);
    if (c == 0)
      break;
    if (c >= 0x80) {
      i += util::append_non_ascii(out, s, i, "\\") - 1;
      continue;
    }
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    default:
      if (c < 0x20 || c == 0x7f) {
        char b[8];
        std::snprintf(b, sizeof b, "\\x%02x", c);
        out += b;
      } else {
        out += ch;
      }
    }
  }
  return out + "\"";
}

std::string integer(const CType &t, uint64_t v) {
  if (t.is_bool)
    return v ? "true" : "false";
  if (t.kind == CType::Kind::Enum) {
    if (const CEnumerator *e = enumerator(t, v))
      return e->name;
    return std::to_string(t.is_signed ? sign_extend(v, t.size * 8) : static_cast<int64_t>(v));
  }
  if (t.is_signed)
    return std::to_string(sign_extend(v, t.size * 8));
  if (t.size < 8)
    v &= (1ull << (t.size * 8)) - 1;
  return std::to_string(v);
}

class ValueWriter {
public:
  explicit ValueWriter(bool verbose) : verbose_(verbose) {}

  // The value of type `t` stored at d[off].
  std::string value(const CType *t, std::string_view d, uint64_t off, int indent) {
    if (!t)
      return "?";
    uint64_t v = 0;
    switch (t->kind) {
    case CType::Kind::Int:
    case CType::Kind::Enum:
      if (!load(d, off, t->size, v))
        return "…";
      if (is_text_char(t) && v >= 0x20 && v < 0x7f)
        return std::string("'") + static_cast<char>(v) + "'";
      return integer(*t, v);
    case CType::Kind::Pointer:
      if (!load(d, off, 8, v))
        return "…";
      return v ? hex(v) : "NULL";
    case CType::Kind::Struct:
    case CType::Kind::Union: return record(*t, d, off, indent);
    case CType::Kind::Array: return array(*t, d, off, indent);
    case CType::Kind::Other:
      if (auto x = load(d, off, t->size, v) ? floating(t->size, v) : std::nullopt) {
        char b[32];
        std::snprintf(b, sizeof b, "%g", *x);
        return b;
      }
      return "?";
    }
    return "?";
  }

private:
  std::string member_value(const CMember &m, std::string_view d, uint64_t base, int indent) {
    if (m.bit_size == 0)
      return value(m.type.get(), d, base + m.offset, indent);
    auto bits = bit_field(m, d, base);
    if (!bits)
      return "…";
    uint64_t v = *bits;
    const CType *t = m.type.get();
    if (t && t->is_signed)
      return std::to_string(sign_extend(v, m.bit_size));
    return t ? integer(*t, v) : std::to_string(v);
  }

  bool member_zero(const CMember &m, std::string_view d, uint64_t base) {
    if (m.bit_size == 0)
      return all_zero(d, base + m.offset, m.type ? m.type->size : 0);
    return member_value(m, d, base, 0) == "0";
  }

  std::string record(const CType &t, std::string_view d, uint64_t off, int indent) {
    std::vector<std::string> parts;
    bool cut = false; // the capture ends inside the struct: the rest is "…"
    for (const CMember &m : t.members) {
      uint64_t bytes = m.bit_size ? (m.bit_offset + m.bit_size + 7) / 8 : (m.type ? m.type->size : 0);
      if (off + m.offset + bytes > d.size()) {
        cut = true;
        break;
      }
      if (member_zero(m, d, off))
        continue;
      std::string text = member_value(m, d, off, indent + 4);
      parts.push_back(m.name.empty() ? text : "." + m.name + "=" + text);
    }
    if (cut)
      parts.push_back("…");
    if (parts.empty())
      return "{}";
    if (!verbose_) {
      std::string out = "{";
      for (size_t i = 0; i < parts.size(); i++)
        out += (i ? "," : "") + parts[i];
      return out + "}";
    }
    std::string pad(static_cast<size_t>(indent) + 4, ' '), out = "{\n";
    for (size_t i = 0; i < parts.size(); i++)
      out += pad + parts[i] + (i + 1 < parts.size() ? ",\n" : "\n");
    return out + std::string(static_cast<size_t>(indent), ' ') + "}";
  }

  std::string array(const CType &t, std::string_view d, uint64_t off, int indent) {
    const CType *e = t.target.get();
    if (is_text_char(e)) {
      size_t avail = off < d.size() ? d.size() - static_cast<size_t>(off) : 0;
      size_t n = std::min<size_t>(avail, t.count);
      std::string_view s = d.substr(static_cast<size_t>(std::min<uint64_t>(off, d.size())), n);
      return quoted(s.substr(0, s.find('\0')));
    }
    if (!e || e->size == 0)
      return "[]";
    std::string out = "[";
    uint32_t shown = 0;
    for (uint32_t i = 0; i < t.count; i++) {
      uint64_t at = off + static_cast<uint64_t>(i) * e->size;
      if (at + e->size > d.size() || shown == kMaxElements) {
        out += (shown ? "," : "") + std::string("…");
        break;
      }
      out += (shown ? "," : "") + value(e, d, at, indent);
      shown++;
    }
    return out + "]";
  }

  bool verbose_;
};

std::string cut(std::string s, uint32_t width) {
  if (width == 0 || s.size() <= width)
    return s;
  // Cut at a character boundary (UTF-8 continuation bytes are 10xxxxxx).
  size_t n = width - 1;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xc0) == 0x80)
    n--;
  return s.substr(0, n) + "…";
}

} // namespace

std::string format_arg(const CType *t, const ArgCapture &a, ArgsMode mode, uint32_t width) {
  bool verbose = mode == ArgsMode::Verbose;
  ValueWriter w(verbose);
  std::string text;
  if (!t) {
    text = hex(a.raw);
  } else if (t->kind == CType::Kind::Pointer) {
    const CType *to = t->target.get();
    if (a.raw == 0)
      text = "NULL";
    else if (a.read_failed || a.data.empty())
      text = hex(a.raw);
    else if (is_char_type(to)) // unsigned char * too: captured as a string
      text = quoted(a.data) + (a.limit && a.data.size() >= a.limit ? "…" : ""); // the capture limit cut it
    else
      text = "&" + w.value(to, a.data, 0, 0);
  } else if (t->kind == CType::Kind::Int || t->kind == CType::Kind::Enum) {
    uint64_t v = a.raw;
    if (t->size < 8)
      v &= (1ull << (t->size * 8)) - 1;
    text = is_text_char(t) && v >= 0x20 && v < 0x7f ? std::string("'") + static_cast<char>(v) + "'" : integer(*t, v);
  } else {
    text = hex(a.raw); // structs by value, floats: not in the integer registers
  }
  return verbose ? text : cut(std::move(text), width);
}

FormattedArgs format_args(const std::string &function, const std::vector<CParam> &params,
                          const std::vector<ArgCapture> &captures, ArgsMode mode, uint32_t width) {
  FormattedArgs f;
  f.function = function;
  f.mode = mode;
  for (size_t i = 0; i < params.size() && i < captures.size(); i++) {
    std::string name = params[i].name.empty() ? "arg" + std::to_string(i) : params[i].name;
    f.args.push_back({name, format_arg(params[i].type.get(), captures[i], mode, width),
                      arg_json(params[i].type.get(), captures[i])});
  }
  return f;
}

std::string args_text(const FormattedArgs &f) {
  if (f.args.empty())
    return f.note.empty() ? "(no arguments)" : "(" + f.note + ")";
  std::string out;
  for (size_t i = 0; i < f.args.size(); i++) {
    if (i)
      out += f.mode == ArgsMode::Compact ? " " : "\n";
    out += f.args[i].name + "=" + f.args[i].value;
  }
  return out;
}

} // namespace kt::runtime
