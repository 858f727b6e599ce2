#include "catalog/list_pattern.h"

#include <algorithm>

#include "util/glob.h"

namespace kt::catalog {
namespace {

struct TypeName {
  std::string_view name;
  ProbeType type;
};

// Names and bpftrace's aliases, as the attach-point parser accepts them.
// clang-format off
constexpr TypeName kTypeNames[] = {
    {"hardware", ProbeType::Hardware},   {"h", ProbeType::Hardware},
    {"software", ProbeType::Software},   {"s", ProbeType::Software},
    {"tracepoint", ProbeType::Tracepoint}, {"t", ProbeType::Tracepoint},
    {"rawtracepoint", ProbeType::RawTracepoint}, {"rt", ProbeType::RawTracepoint},
    {"tp_btf", ProbeType::TpBtf},
    {"uprobe", ProbeType::Uprobe},       {"u", ProbeType::Uprobe},
    {"uretprobe", ProbeType::Uretprobe}, {"ur", ProbeType::Uretprobe},
    {"usdt", ProbeType::Usdt},           {"U", ProbeType::Usdt},
    {"kprobe", ProbeType::Kprobe},       {"k", ProbeType::Kprobe},
    {"kretprobe", ProbeType::Kretprobe}, {"kr", ProbeType::Kretprobe},
    {"fentry", ProbeType::Fentry},       {"kfunc", ProbeType::Fentry}, {"f", ProbeType::Fentry},
    {"fexit", ProbeType::Fexit},         {"kretfunc", ProbeType::Fexit}, {"fr", ProbeType::Fexit},
    {"entry", ProbeType::Entry},         {"allow", ProbeType::Allow},  {"deny", ProbeType::Deny},
    {"BEGIN", ProbeType::Begin},         {"begin", ProbeType::Begin},
    {"END", ProbeType::End},             {"end", ProbeType::End},
    {"interval", ProbeType::Interval},   {"i", ProbeType::Interval},
    {"profile", ProbeType::Profile},     {"p", ProbeType::Profile},
    {"iter", ProbeType::Iter},           {"it", ProbeType::Iter},
    {"watchpoint", ProbeType::Watchpoint}, {"w", ProbeType::Watchpoint},
};
// clang-format on

// What a type glob or an empty pattern expands to, as bpftrace's -l does:
// kernel types, or user-space ones when the target is a path.
constexpr ProbeType kKernelDefaults[] = {ProbeType::Hardware, ProbeType::Software, ProbeType::Tracepoint};
constexpr ProbeType kUserDefaults[] = {ProbeType::Uprobe, ProbeType::Usdt};

bool find_type(std::string_view name, ProbeType &out) {
  for (const TypeName &t : kTypeNames)
    if (t.name == name) {
      out = t.type;
      return true;
    }
  return false;
}

// Splits at ':' outside double quotes; a backslash in quotes escapes.
Result<std::vector<std::string>> split_parts(std::string_view s) {
  std::vector<std::string> parts(1);
  bool quoted = false;
  for (size_t i = 0; i < s.size(); i++) {
    char c = s[i];
    if (c == '"')
      quoted = !quoted;
    else if (c == '\\' && quoted && i + 1 < s.size())
      parts.back().push_back(s[++i]);
    else if (c == ':' && !quoted)
      parts.emplace_back();
    else
      parts.back().push_back(c);
  }
  if (quoted)
    return Error("unterminated quote in '" + std::string(s) + "'");
  return parts;
}

bool is_path(const std::string &s) { return !s.empty() && (s[0] == '/' || s[0] == '.'); }

Status expand_type_glob(std::string_view glob, ListQuery &q) {
  bool user = !q.parts.empty() && is_path(q.parts[0]);
  auto candidates = user ? std::vector<ProbeType>(std::begin(kUserDefaults), std::end(kUserDefaults))
                         : std::vector<ProbeType>(std::begin(kKernelDefaults), std::end(kKernelDefaults));
  for (ProbeType t : candidates)
    if (glob_match(glob, probe_type_name(t)))
      q.types.push_back(t);
  if (!q.types.empty())
    return {};
  // Types that cannot be listed yet still count, so the caller can say so.
  for (const TypeName &t : kTypeNames)
    if (t.name.size() > 2 && glob_match(glob, t.name)) {
      q.types.push_back(t.type);
      return {};
    }
  return Error("no probe type matches '" + std::string(glob) + "'");
}

} // namespace

std::string_view probe_type_name(ProbeType t) {
  for (const TypeName &n : kTypeNames)
    if (n.type == t)
      return n.name; // the first entry of a type is its canonical name
  return "?";
}

Result<ListQuery> parse_list_pattern(std::string_view pattern) {
  ListQuery q;
  if (pattern.empty()) {
    q.types.assign(std::begin(kKernelDefaults), std::end(kKernelDefaults));
    return q;
  }
  auto parts = split_parts(pattern);
  if (!parts)
    return parts.error();
  std::string head = parts->front();
  q.parts.assign(parts->begin() + 1, parts->end());
  ProbeType type;
  if (find_type(head, type)) {
    q.types.push_back(type);
    q.explicit_type = true;
    return q;
  }
  if (q.parts.empty()) {
    // A word with no ':' searches the default listing: `kt -l openat` is
    // `kt -l '*openat*'`.
    q.types.assign(std::begin(kKernelDefaults), std::end(kKernelDefaults));
    q.line_glob = has_wildcard(head) ? head : "*" + head + "*";
    return q;
  }
  if (!has_wildcard(head))
    return Error("unknown probe type '" + head + "'");
  if (auto st = expand_type_glob(head, q); !st)
    return st.error();
  return q;
}

} // namespace kt::catalog
