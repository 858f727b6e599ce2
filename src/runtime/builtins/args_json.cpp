// args() as JSON values (-f json): the captured arguments as structured
// values rather than retsnoop's text. Integers are numbers, bools true or
// false, enums their enumerator's name (a number when none matches),
// strings (char pointers and char arrays) strings with bytes that are not
// UTF-8 escaped as in text ("\\xff"), structs and unions objects with
// every captured member, arrays arrays, a followed pointer the value it
// points to, other addresses "0x..." strings (JSON numbers lose bits past
// 2^53), NULL null, floating point numbers. What the capture did not reach
// (a struct cut at the capture limit) is left out: a member absent, an
// array shorter, a scalar null.
#include "runtime/builtins/args_format.h"

#include <cmath>
#include <cstdio>

#include "runtime/builtins/args_bytes.h"
#include "runtime/output/value_format.h"

namespace kt::runtime {
namespace {

using namespace args_bytes;

std::string hex(uint64_t v) {
  char b[24];
  std::snprintf(b, sizeof b, "\"0x%llx\"", static_cast<unsigned long long>(v));
  return b;
}

std::string text(std::string_view s) { return "\"" + json_escape(s.substr(0, s.find('\0'))) + "\""; }

std::string number(double x) {
  if (!std::isfinite(x))
    return "null";
  char b[32];
  std::snprintf(b, sizeof b, "%.17g", x);
  return b;
}

std::string integer(const CType &t, uint64_t v, unsigned bits) {
  if (t.is_bool)
    return v ? "true" : "false";
  if (t.kind == CType::Kind::Enum)
    if (const CEnumerator *e = enumerator(t, v))
      return "\"" + json_escape(e->name) + "\"";
  if (t.is_signed)
    return std::to_string(sign_extend(v, bits));
  if (bits < 64)
    v &= (1ull << bits) - 1;
  return std::to_string(v);
}

// The value of type `t` stored at d[off]; "" when its bytes were not
// captured.
std::string value(const CType *t, std::string_view d, uint64_t off) {
  uint64_t v = 0;
  if (!t)
    return "null";
  switch (t->kind) {
  case CType::Kind::Int:
  case CType::Kind::Enum: return load(d, off, t->size, v) ? integer(*t, v, t->size * 8) : "";
  case CType::Kind::Pointer: return !load(d, off, 8, v) ? "" : v ? hex(v) : "null";
  case CType::Kind::Other: {
    auto x = load(d, off, t->size, v) ? floating(t->size, v) : std::nullopt;
    return x ? number(*x) : "";
  }
  case CType::Kind::Array: {
    const CType *e = t->target.get();
    if (is_text_char(e)) {
      if (off >= d.size())
        return "";
      return text(d.substr(static_cast<size_t>(off), std::min<size_t>(d.size() - off, t->count)));
    }
    std::string out = "[";
    for (uint32_t i = 0; e && e->size && i < t->count; i++) {
      std::string x = value(e, d, off + static_cast<uint64_t>(i) * e->size);
      if (x.empty())
        break;
      out += (i ? "," : "") + x;
    }
    return out + "]";
  }
  case CType::Kind::Struct:
  case CType::Kind::Union: {
    std::string out = "{";
    bool first = true;
    for (const CMember &m : t->members) {
      std::string x;
      if (m.bit_size) {
        auto bits = bit_field(m, d, off);
        x = bits && m.type ? integer(*m.type, *bits, m.bit_size) : bits ? std::to_string(*bits) : "";
      } else {
        x = value(m.type.get(), d, off + m.offset);
      }
      if (x.empty())
        break; // the capture ends here
      if (m.name.empty() && x.size() > 2 && x.front() == '{') { // an anonymous struct's members are the parent's
        out += (first ? "" : ",") + x.substr(1, x.size() - 2);
        first = false;
        continue;
      }
      out += (first ? "" : ",") + std::string("\"") + json_escape(m.name) + "\":" + x;
      first = false;
    }
    return out + "}";
  }
  }
  return "null";
}

} // namespace

std::string arg_json(const CType *t, const ArgCapture &a) {
  if (!t)
    return hex(a.raw);
  switch (t->kind) {
  case CType::Kind::Pointer: {
    const CType *to = t->target.get();
    if (a.raw == 0)
      return "null";
    if (a.read_failed || a.data.empty())
      return hex(a.raw);
    if (is_char_type(to))
      return text(a.data);
    std::string x = value(to, a.data, 0);
    return x.empty() ? hex(a.raw) : x;
  }
  case CType::Kind::Int:
  case CType::Kind::Enum: return integer(*t, a.raw, t->size * 8);
  default: return hex(a.raw); // structs by value, floats: not in the integer registers
  }
}

} // namespace kt::runtime
