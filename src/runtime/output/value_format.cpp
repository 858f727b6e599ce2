// Value rendering. The rules were read off bpftrace 0.17 output on this
// machine (see tests/unit/runtime/output/value_format_test.cpp).
#include "runtime/output/value_format.h"

#include <cinttypes>
#include <cstdio>

#include "util/utf8.h"

namespace kt::runtime {

namespace {

std::string join(const std::vector<std::string> &parts, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); i++) {
    if (i > 0)
      out += sep;
    out += parts[i];
  }
  return out;
}

// Signed division as bpftrace does it: the int64 value by (int64)div.
std::string divided(const Value &v, uint64_t div) {
  if (v.kind == Value::Kind::Signed)
    return std::to_string(v.i / static_cast<int64_t>(div));
  return std::to_string(v.u / div);
}

std::string text(const Value &v, uint64_t div, int stack_indent, bool key);

std::string elems_text(const Value &v, uint64_t div, int stack_indent, bool key, std::string_view sep) {
  std::vector<std::string> parts;
  for (const Value &e : v.elems)
    parts.push_back(text(e, div, stack_indent, key));
  return join(parts, sep);
}

// A struct: "{ .a = 1, .b = x }" as a value, "{.a=1,.b=x}" in a map key.
std::string record_text(const Value &v, uint64_t div, int stack_indent, bool key) {
  if (v.elems.empty())
    return "{}";
  std::vector<std::string> parts;
  for (size_t i = 0; i < v.elems.size(); i++)
    parts.push_back("." + v.names[i] + (key ? "=" : " = ") + text(v.elems[i], div, stack_indent, key));
  return key ? "{" + join(parts, ",") + "}" : "{ " + join(parts, ", ") + " }";
}

std::string text(const Value &v, uint64_t div, int stack_indent, bool key) {
  switch (v.kind) {
  case Value::Kind::None: return "";
  case Value::Kind::Signed: return divided(v, div);
  case Value::Kind::Unsigned: {
    if (!v.hex)
      return divided(v, div);
    char hex[24];
    std::snprintf(hex, sizeof hex, "0x%" PRIx64, v.u);
    return hex;
  }
  case Value::Kind::Bool: return v.b ? "true" : "false";
  case Value::Kind::String: return v.s;
  case Value::Kind::Buffer: return format_buffer(v.s);
  case Value::Kind::Tuple: return "(" + elems_text(v, div, stack_indent, key, ", ") + ")";
  case Value::Kind::Array: return "[" + elems_text(v, div, stack_indent, key, ",") + "]";
  case Value::Kind::Record: return record_text(v, div, stack_indent, key);
  case Value::Kind::Stack: return format_stack(v, stack_indent);
  }
  return "";
}

// A map key's element in text.
std::string key_text(const Value &k) { return text(k, 1, kKeyStackIndent, true); }

std::string quoted(const std::string &text) { return "\"" + json_escape(text) + "\""; }

} // namespace

std::string format_buffer(std::string_view bytes) {
  std::string out;
  for (char c : bytes) {
    auto byte = static_cast<unsigned char>(c);
    if (byte >= 32 && byte <= 126) {
      out += c;
      continue;
    }
    char hex[5];
    std::snprintf(hex, sizeof hex, "\\x%02x", byte);
    out += hex;
  }
  return out;
}

std::string format_frame(const Frame &f, StackStyle style, bool user) {
  char addr[32];
  if (style == StackStyle::BuildId && !f.name.empty()) // "BUILD_ID 0xOFFSET" (decode.cpp)
    return f.name;
  if (style == StackStyle::Raw || (f.name.empty() && style == StackStyle::Bpftrace)) {
    std::snprintf(addr, sizeof addr, "0x%llx", static_cast<unsigned long long>(f.addr));
    return addr;
  }
  std::string name = f.name.empty() ? "[unknown]" : f.name;
  if (f.inlined)
    name += " [inlined]";
  else if (f.offset && !f.name.empty())
    name += "+" + std::to_string(f.offset);
  if (style == StackStyle::Perf) {
    // perf script's layout: a tab, the address, the symbol, the object.
    std::snprintf(addr, sizeof addr, "\t%llx ", static_cast<unsigned long long>(f.addr));
    return addr + name + (user ? " (" + (f.object.empty() ? "[unknown]" : f.object) + ")" : "");
  }
  if (f.line)
    name += " (" + f.file + ":" + std::to_string(f.line) + ")";
  return name;
}

std::string format_stack(const Value &stack, int indent) {
  // bpftrace prints a stack it could not read (no kernel stack in user
  // context) as nothing at all, without the leading newline.
  if (stack.frames.empty())
    return "";
  std::string out = "\n";
  std::string pad(static_cast<size_t>(stack.style == StackStyle::Perf ? 0 : indent), ' ');
  for (const Frame &f : stack.frames)
    out += pad + format_frame(f, stack.style, stack.user_stack) + "\n";
  return out;
}

std::string format_text(const Value &v, uint64_t div, int stack_indent) { return text(v, div, stack_indent, false); }

std::string format_key_text(const std::vector<Value> &key) {
  std::vector<std::string> parts;
  for (const Value &k : key)
    parts.push_back(key_text(k));
  return "[" + join(parts, ", ") + "]";
}

std::string json_escape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); i++) {
    char c = s[i];
    // JSON text is UTF-8: a byte that is not part of a UTF-8 character
    // (a traced program's binary data) is written as the text \xNN, as
    // args() writes it.
    if (static_cast<unsigned char>(c) >= 0x80) {
      i += util::append_non_ascii(out, s, i, "\\\\") - 1;
      continue;
    }
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      // bpftrace 0.17 tests `c <= 0x1f` on a signed char and so mangles
      // bytes >= 0x80 into "\uffffffc3"; kt keeps them as they are.
      if (static_cast<unsigned char>(c) < 0x20) {
        char hex[7];
        std::snprintf(hex, sizeof hex, "\\u%04x", static_cast<unsigned char>(c));
        out += hex;
      } else {
        out += c;
      }
    }
  }
  return out;
}

std::string format_json(const Value &v, uint64_t div) {
  switch (v.kind) {
  case Value::Kind::None: return "null";
  case Value::Kind::Signed:
  case Value::Kind::Unsigned: return divided(v, div);
  case Value::Kind::Bool: return v.b ? "true" : "false";
  case Value::Kind::String:
  case Value::Kind::Buffer:
  case Value::Kind::Stack: return quoted(format_text(v));
  case Value::Kind::Tuple:
  case Value::Kind::Array: {
    std::vector<std::string> parts;
    for (const Value &e : v.elems)
      parts.push_back(format_json(e, div));
    return "[" + join(parts, ",") + "]";
  }
  case Value::Kind::Record: {
    // bpftrace 0.17's object: { "a": 1, "b": "x" }
    if (v.elems.empty())
      return "{}";
    std::vector<std::string> parts;
    for (size_t i = 0; i < v.elems.size(); i++)
      parts.push_back(quoted(v.names[i]) + ": " + format_json(v.elems[i], div));
    return "{ " + join(parts, ", ") + " }";
  }
  }
  return "null";
}

std::string format_key_json(const std::vector<Value> &key) {
  std::vector<std::string> parts;
  for (const Value &k : key)
    parts.push_back(key_text(k));
  return quoted(join(parts, ","));
}

} // namespace kt::runtime
