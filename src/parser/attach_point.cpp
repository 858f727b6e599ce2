#include "parser/attach_point.h"

#include <algorithm>
#include <span>
#include <string_view>

#include "parser/literals.h"
#include "util/edit_distance.h"
#include "util/perf_events.h"

namespace kt::parser {
namespace {

using ast::ProbeKind;

struct Provider {
  std::string_view name;
  ProbeKind kind;
};

// Providers and bpftrace's short aliases.
constexpr Provider kProviders[] = {
    {"BEGIN", ProbeKind::Begin},         {"begin", ProbeKind::Begin},
    {"END", ProbeKind::End},             {"end", ProbeKind::End},
    {"interval", ProbeKind::Interval},   {"i", ProbeKind::Interval},
    {"profile", ProbeKind::Profile},     {"p", ProbeKind::Profile},
    {"software", ProbeKind::Software},   {"s", ProbeKind::Software},
    {"hardware", ProbeKind::Hardware},   {"h", ProbeKind::Hardware},
    {"tracepoint", ProbeKind::Tracepoint}, {"t", ProbeKind::Tracepoint},
    {"rawtracepoint", ProbeKind::RawTracepoint}, {"rt", ProbeKind::RawTracepoint},
    {"tp_btf", ProbeKind::TpBtf},
    {"kprobe", ProbeKind::Kprobe},       {"k", ProbeKind::Kprobe},
    {"kretprobe", ProbeKind::Kretprobe}, {"kr", ProbeKind::Kretprobe},
    {"fentry", ProbeKind::Fentry},       {"kfunc", ProbeKind::Fentry}, {"f", ProbeKind::Fentry},
    {"fexit", ProbeKind::Fexit},         {"kretfunc", ProbeKind::Fexit}, {"fr", ProbeKind::Fexit},
    {"uprobe", ProbeKind::Uprobe},       {"u", ProbeKind::Uprobe},
    {"uretprobe", ProbeKind::Uretprobe}, {"ur", ProbeKind::Uretprobe},
    {"usdt", ProbeKind::Usdt},           {"U", ProbeKind::Usdt},
    {"entry", ProbeKind::Entry},         {"allow", ProbeKind::Allow},
    {"deny", ProbeKind::Deny},           {"self", ProbeKind::Self},
    {"test", ProbeKind::Test},           {"bench", ProbeKind::Bench},
    {"iter", ProbeKind::Iter},           {"it", ProbeKind::Iter},
    {"watchpoint", ProbeKind::Watchpoint}, {"w", ProbeKind::Watchpoint},
};

// Probe types of older bpftrace versions that v0.26 dropped, with what to
// write instead: an error that says so rather than "unknown probe type".
struct Dropped {
  std::string_view name;
  std::string_view instead;
};
constexpr Dropped kDropped[] = {
    {"asyncwatchpoint", "bpftrace 0.17's asynchronous watchpoints are gone from v0.26; use "
                        "'watchpoint:ADDRESS:LENGTH:MODE'"},
};

// watchpoint:ADDR:LEN:MODE: the lengths and modes x86-64's debug registers
// take (Intel SDM vol. 3, 17.2.4: no read-only breakpoints).
constexpr uint64_t kWatchLengths[] = {1, 2, 4, 8};
constexpr std::string_view kWatchModes[] = {"rw", "w", "x"};

// self:signal:NAME: the signals kt runs a probe on (bpftrace v0.26's).
constexpr std::string_view kSelfSignals[] = {"SIGUSR1"};

constexpr std::string_view kRateUnits[] = {"s", "ms", "us", "ns", "hz"};

// One ':'-separated part of the raw text, quotes removed.
struct Part {
  std::string text;
  size_t offset; // into raw
  size_t length; // as written, quotes included
};

std::vector<Part> split(const std::string &raw) {
  std::vector<Part> parts;
  Part cur{"", 0, 0};
  bool quoted = false;
  for (size_t i = 0; i < raw.size(); i++) {
    char c = raw[i];
    if (c == '"') {
      quoted = !quoted;
    } else if (c == '\\' && quoted && i + 1 < raw.size()) {
      cur.text.push_back(raw[++i]);
    } else if (c == ':' && !quoted) {
      cur.length = i - cur.offset;
      parts.push_back(cur);
      cur = Part{"", i + 1, 0};
    } else {
      cur.text.push_back(c);
    }
  }
  cur.length = raw.size() - cur.offset;
  parts.push_back(cur);
  return parts;
}

bool has_wildcard(std::string_view s) { return s.find_first_of("*?[") != std::string_view::npos; }

template <typename Names> std::string closest(std::string_view word, const Names &names) {
  std::vector<std::string> candidates;
  for (const auto &n : names)
    candidates.emplace_back(n);
  return closest_name(word, candidates).value_or("");
}

// `name=kprobe:f` (bpftrace v0.26): the name before the provider, taken
// out of the first part.
std::string take_name(Part &first) {
  size_t eq = first.text.find('=');
  if (eq == std::string::npos)
    return "";
  std::string name = first.text.substr(0, eq);
  first.text.erase(0, eq + 1);
  first.offset += eq + 1;
  first.length -= eq + 1;
  return name;
}

class AttachParser {
public:
  AttachParser(ast::AttachPoint &ap, Diagnostics &diags) : ap_(ap), diags_(diags), parts_(split(ap.raw)) {
    ap_.name = take_name(parts_[0]);
  }

  bool run();

private:
  SourceLocation part_loc(size_t i) const {
    SourceLocation loc = ap_.loc;
    const Part &p = parts_[std::min(i, parts_.size() - 1)];
    loc.begin.column = ap_.loc.begin.column + p.offset;
    loc.end.column = loc.begin.column + std::max<size_t>(p.length, 1);
    if (i >= parts_.size()) // a missing part: point just past the end
      loc.begin.column = loc.end.column = ap_.loc.end.column;
    return loc;
  }
  DiagnosticBuilder error(size_t part) {
    ok_ = false;
    return diags_.error(part_loc(part));
  }
  // An error on bytes [offset, offset + length) of part `part` (unquoted parts only).
  DiagnosticBuilder error(size_t part, size_t offset, size_t length) {
    ok_ = false;
    SourceLocation loc = part_loc(part);
    loc.begin.column += offset;
    loc.end.column = loc.begin.column + std::max<size_t>(length, 1);
    return diags_.error(loc);
  }
  const std::string &part(size_t i) const { return parts_[i].text; }
  size_t count() const { return parts_.size(); }

  bool expect_parts(size_t min, size_t max, const char *form);
  bool require_nonempty(size_t i, const char *what);
  bool number(size_t i, uint64_t &out, const char *what);
  bool function_and_offset(size_t i, bool allow_offset, bool allow_address);
  void rate();
  void perf_event(std::span<const perf::PerfEvent> events, const char *kind);
  void function_set();
  void self_event();
  void named_run(const char *what);
  void iterator();
  void watchpoint();

  ast::AttachPoint &ap_;
  Diagnostics &diags_;
  std::vector<Part> parts_;
  bool ok_ = true;
};

bool AttachParser::expect_parts(size_t min, size_t max, const char *form) {
  if (count() >= min && count() <= max)
    return true;
  size_t at = count() < min ? count() : max;
  auto d = error(at);
  if (count() < min)
    d << "incomplete attach point '" << ap_.raw << "'";
  else
    d << "too many ':'-separated parts in attach point '" << ap_.raw << "'";
  d.hint(std::string("expected ") + form);
  return false;
}

bool AttachParser::require_nonempty(size_t i, const char *what) {
  if (!part(i).empty())
    return true;
  error(i) << "missing " << what << " in attach point '" << ap_.raw << "'";
  return false;
}

bool AttachParser::number(size_t i, uint64_t &out, const char *what) {
  if (!require_nonempty(i, what))
    return false;
  if (!std::isdigit(static_cast<unsigned char>(part(i)[0]))) {
    error(i) << "expected a number for the " << what << ", found '" << part(i) << "'";
    return false;
  }
  LiteralError err;
  auto v = parse_integer(part(i), err);
  if (!v) {
    error(i) << "invalid " << what << " '" << part(i) << "': " << err.message;
    return false;
  }
  if (*v == 0) {
    error(i) << what << " must be greater than zero";
    return false;
  }
  out = *v;
  return true;
}

// `fn`, `fn+off` or (uprobes) an address.
bool AttachParser::function_and_offset(size_t i, bool allow_offset, bool allow_address) {
  if (!require_nonempty(i, "function name"))
    return false;
  std::string text = part(i);
  if (allow_address && std::isdigit(static_cast<unsigned char>(text[0]))) {
    LiteralError err;
    auto v = parse_integer(text, err);
    if (!v) {
      error(i) << "invalid address '" << text << "': " << err.message;
      return false;
    }
    ap_.address = *v;
    ap_.has_address = true;
    return true;
  }
  size_t plus = text.find('+');
  if (plus != std::string::npos) {
    std::string off = text.substr(plus + 1);
    if (!allow_offset) {
      error(i, plus, text.size() - plus) << "'" << ap_.provider << "' does not take an offset";
      return false;
    }
    if (plus == 0) {
      error(i, 0, 1) << "missing function name before '+'";
      return false;
    }
    LiteralError err;
    auto v = off.empty() ? std::nullopt : parse_integer(off, err);
    if (!v) {
      error(i, plus + 1, off.size()) << "invalid offset '" << off << "' in attach point '" << ap_.raw << "'";
      return false;
    }
    text.resize(plus);
    if (has_wildcard(text)) {
      error(i, plus, off.size() + 1) << "an offset cannot be combined with a wildcard";
      return false;
    }
    ap_.offset = *v;
    ap_.has_offset = true;
  }
  ap_.func = text;
  return true;
}

// interval:s:1, interval:1s, profile:hz:99
void AttachParser::rate() {
  if (!expect_parts(2, 3, "UNIT:COUNT, e.g. 's:1', 'ms:100' or 'hz:99'"))
    return;
  if (count() == 2 && std::find(std::begin(kRateUnits), std::end(kRateUnits), part(1)) != std::end(kRateUnits)) {
    expect_parts(3, 3, "UNIT:COUNT, e.g. 's:1', 'ms:100' or 'hz:99'");
    return;
  }
  if (count() == 2) {
    // interval:1s: a duration; interval:1000000000: nanoseconds
    LiteralError err;
    auto v = part(1).empty() ? std::nullopt : parse_integer(part(1), err);
    if (!v || *v == 0) {
      error(1) << "invalid period '" << part(1) << "'";
      return;
    }
    ap_.target = "ns";
    ap_.count = *v;
    ap_.has_count = true;
    return;
  }
  const std::string &unit = part(1);
  if (std::find(std::begin(kRateUnits), std::end(kRateUnits), unit) == std::end(kRateUnits)) {
    auto d = error(1);
    d << "unknown " << probe_kind_name(ap_.probe) << " unit '" << unit << "'";
    d.hint("use one of s, ms, us, ns or hz");
    return;
  }
  ap_.target = unit;
  ap_.has_count = number(2, ap_.count, "count");
}

void AttachParser::perf_event(std::span<const perf::PerfEvent> events, const char *kind) {
  if (!expect_parts(2, 3, "EVENT[:COUNT]") || !require_nonempty(1, "event name"))
    return;
  std::string_view ev = part(1);
  if (!perf::find_perf_event(events, ev)) {
    auto d = error(1);
    d << "unknown " << kind << " event '" << part(1) << "'";
    std::vector<std::string_view> names;
    perf::for_each_perf_event_name(events, [&](std::string_view n) { names.push_back(n); });
    std::string near = closest(ev, names);
    if (!near.empty())
      d.hint("did you mean '" + near + "'?");
    return;
  }
  ap_.target = part(1);
  // `software:faults:` (an empty count, v0.26's form) takes the default.
  if (count() == 3 && !part(2).empty())
    ap_.has_count = number(2, ap_.count, "count");
}

// entry:GLOB, entry:MOD:GLOB, allow::SRC, entry:/bin:GLOB, entry:/bin::SRC, entry:@file
void AttachParser::function_set() {
  if (!ap_.name.empty()) {
    error(0) << "a function set takes no name: 'probe' in a session probe is its entry function";
    return;
  }
  auto is_path = [](const std::string &s) { return !s.empty() && (s[0] == '/' || s[0] == '.'); };
  const char *forms = "GLOB, MODULE:GLOB, :SOURCE_GLOB, /path/bin:GLOB, /path/bin::SOURCE_GLOB or @FILE";
  if (!expect_parts(2, 4, forms))
    return;
  if (count() == 2) {
    if (!part(1).empty() && part(1)[0] == '@') {
      ap_.listfile = part(1).substr(1);
      if (ap_.listfile.empty())
        error(1) << "missing file name after '@'";
      return;
    }
    if (require_nonempty(1, "function glob"))
      ap_.func = part(1);
    return;
  }
  if (count() == 3) {
    if (part(1).empty()) {
      if (require_nonempty(2, "source-file glob"))
        ap_.source = part(2);
      return;
    }
    ap_.target = part(1);
    if (require_nonempty(2, "function glob"))
      ap_.func = part(2);
    return;
  }
  // /path/bin::src/*.c
  if (!is_path(part(1)) || !part(2).empty()) {
    auto d = error(2);
    d << "unexpected part '" << part(2) << "' in function set '" << ap_.raw << "'";
    d.hint(std::string("expected ") + forms);
    return;
  }
  ap_.target = part(1);
  if (require_nonempty(3, "source-file glob"))
    ap_.source = part(3);
}

// self:signal:SIGUSR1: when kt itself receives the signal.
void AttachParser::self_event() {
  if (!expect_parts(3, 3, "signal:SIGNAL, e.g. 'self:signal:SIGUSR1'") || !require_nonempty(1, "event kind"))
    return;
  if (part(1) != "signal") {
    auto d = error(1);
    d << "unknown event kind '" << part(1) << "' for 'self'";
    d.hint("the one kind is 'signal', e.g. 'self:signal:SIGUSR1'");
    return;
  }
  if (!require_nonempty(2, "signal name"))
    return;
  if (std::find(std::begin(kSelfSignals), std::end(kSelfSignals), part(2)) == std::end(kSelfSignals)) {
    auto d = error(2);
    d << "'self:signal' does not take signal '" << part(2) << "'";
    d.hint("the one signal it takes is SIGUSR1");
    return;
  }
  ap_.target = part(1);
  ap_.func = part(2);
}

// test:NAME, bench:NAME: a name that tells the runs apart in the report.
void AttachParser::named_run(const char *what) {
  std::string form = std::string("NAME, e.g. '") + ap_.provider + ":" + what + "'";
  if (!expect_parts(2, 2, form.c_str()) || !require_nonempty(1, "name"))
    return;
  if (has_wildcard(part(1))) {
    error(1) << "'" << ap_.provider << "' takes a name, not a wildcard";
    return;
  }
  ap_.func = part(1);
}

// iter:NAME, iter:NAME:PIN (a file under /sys/fs/bpf, or an absolute path).
void AttachParser::iterator() {
  if (!expect_parts(2, 3, "ITERATOR[:PIN], e.g. 'iter:task' or 'iter:task:tasks'") ||
      !require_nonempty(1, "iterator name"))
    return;
  if (count() == 3 && !require_nonempty(2, "pin path"))
    return;
  for (size_t i = 1; i < count(); i++)
    if (has_wildcard(part(i))) {
      error(i) << "iter probes take no wildcards";
      return;
    }
  ap_.func = part(1);
  if (count() == 3)
    ap_.target = part(2);
}

// watchpoint:ADDRESS:LENGTH:MODE, e.g. watchpoint:0x10000000:8:rw.
void AttachParser::watchpoint() {
  if (!expect_parts(4, 4, "ADDRESS:LENGTH:MODE, e.g. 'watchpoint:0x10000000:8:rw'"))
    return;
  if (!require_nonempty(1, "address"))
    return;
  if (!std::isdigit(static_cast<unsigned char>(part(1)[0]))) {
    auto d = error(1);
    d << "expected an address, found '" << part(1) << "'";
    d.hint("bpftrace v0.26 watches addresses only; find a symbol's with kaddr() or /proc/kallsyms");
    return;
  }
  if (!number(1, ap_.address, "address") || !number(2, ap_.count, "length"))
    return;
  ap_.has_address = ap_.has_count = true;
  if (std::find(std::begin(kWatchLengths), std::end(kWatchLengths), ap_.count) == std::end(kWatchLengths)) {
    error(2) << "a watchpoint's length is 1, 2, 4 or 8 bytes, not " << ap_.count;
    return;
  }
  std::string mode = part(3);
  std::sort(mode.begin(), mode.end());
  bool letters = !mode.empty() && mode.find_first_not_of("rwx") == std::string::npos &&
                 std::adjacent_find(mode.begin(), mode.end()) == mode.end();
  if (std::find(std::begin(kWatchModes), std::end(kWatchModes), mode) == std::end(kWatchModes)) {
    auto d = error(3);
    if (!letters)
      d << "a watchpoint's mode is made of r, w and x, each at most once, not '" << part(3) << "'";
    else
      d << "x86-64 cannot watch for mode '" << part(3) << "'";
    d.hint("the modes x86-64 has: rw (read or write), w (write), x (execute)");
    return;
  }
  ap_.target = mode;
}

bool AttachParser::run() {
  ap_.provider = part(0);
  if (parts_[0].offset > 0 && ap_.name.empty()) {
    error(0) << "missing probe name before '=' in attach point '" << ap_.raw << "'";
    return false;
  }
  auto it = std::find_if(std::begin(kProviders), std::end(kProviders),
                         [&](const Provider &p) { return p.name == ap_.provider; });
  auto dropped = std::find_if(std::begin(kDropped), std::end(kDropped),
                              [&](const Dropped &d) { return d.name == ap_.provider; });
  if (it == std::end(kProviders) && dropped != std::end(kDropped)) {
    auto d = error(0);
    d << "unknown probe type '" << ap_.provider << "'";
    d.hint(std::string(dropped->instead));
    return false;
  }
  if (it == std::end(kProviders)) {
    auto d = error(0);
    d << "unknown probe type '" << ap_.provider << "'";
    std::vector<std::string_view> names;
    for (const Provider &p : kProviders)
      if (p.name.size() > 2)
        names.push_back(p.name);
    std::string near = closest(ap_.provider, names);
    if (!near.empty())
      d.hint("did you mean '" + near + "'?");
    return false;
  }
  ap_.probe = it->kind;

  switch (ap_.probe) {
  case ProbeKind::Begin:
  case ProbeKind::End:
    if (count() > 1)
      error(1) << "'" << ap_.provider << "' takes no arguments";
    break;
  case ProbeKind::Interval:
  case ProbeKind::Profile:
    rate();
    break;
  case ProbeKind::Software:
    perf_event(perf::kSoftwareEvents, "software");
    break;
  case ProbeKind::Hardware:
    perf_event(perf::kHardwareEvents, "hardware");
    break;
  case ProbeKind::Tracepoint:
    if (expect_parts(3, 3, "CATEGORY:NAME, e.g. 'syscalls:sys_enter_openat'") &&
        require_nonempty(1, "tracepoint category") && require_nonempty(2, "tracepoint name")) {
      ap_.target = part(1);
      ap_.func = part(2);
    }
    break;
  case ProbeKind::RawTracepoint:
  case ProbeKind::TpBtf:
    if (expect_parts(2, 3, "[MODULE:]NAME") && require_nonempty(count() - 1, "tracepoint name")) {
      ap_.func = part(count() - 1);
      if (count() == 3)
        ap_.target = part(1);
    }
    break;
  case ProbeKind::Kprobe:
  case ProbeKind::Kretprobe:
  case ProbeKind::Fentry:
  case ProbeKind::Fexit:
    if (expect_parts(2, 3, "[MODULE:]FUNCTION")) {
      if (count() == 3 && require_nonempty(1, "module name"))
        ap_.target = part(1);
      function_and_offset(count() - 1, ap_.probe == ProbeKind::Kprobe, false);
    }
    break;
  case ProbeKind::Uprobe:
  case ProbeKind::Uretprobe:
    // BINARY:cpp:FUNCTION (v0.26): a C++ function by its demangled name,
    // which kt matches without the prefix too.
    if (expect_parts(3, 4, "BINARY:FUNCTION, BINARY:cpp:FUNCTION, BINARY:FUNCTION+OFFSET or BINARY:ADDRESS") &&
        require_nonempty(1, "binary path or library name")) {
      if (count() == 4 && part(2) != "cpp") {
        auto d = error(2);
        d << "unknown language '" << part(2) << "' in attach point '" << ap_.raw << "'";
        d.hint("the one language prefix is 'cpp', e.g. uprobe:" + part(1) + ":cpp:\"ns::func\"");
        break;
      }
      ap_.target = part(1);
      function_and_offset(count() - 1, ap_.probe == ProbeKind::Uprobe, true);
    }
    break;
  case ProbeKind::Usdt:
    if (expect_parts(3, 4, "BINARY:[PROVIDER:]NAME") && require_nonempty(1, "binary path") &&
        require_nonempty(count() - 1, "probe name")) {
      ap_.target = part(1);
      ap_.func = part(count() - 1);
      if (count() == 4)
        ap_.ns = part(2);
    }
    break;
  case ProbeKind::Entry:
  case ProbeKind::Allow:
  case ProbeKind::Deny:
    function_set();
    break;
  case ProbeKind::Self:
    self_event();
    break;
  case ProbeKind::Test:
    named_run("parses_dates");
    break;
  case ProbeKind::Bench:
    named_run("map_update");
    break;
  case ProbeKind::Iter:
    iterator();
    break;
  case ProbeKind::Watchpoint:
    watchpoint();
    break;
  }
  // A wildcard in a uprobe's or usdt's binary path (`usdt:*:loop`) is
  // matched when attaching: against the files the -p process maps, or on
  // the file system (runtime/attach.cpp).
  ap_.wildcard = has_wildcard(ap_.target) || has_wildcard(ap_.ns) || has_wildcard(ap_.func) ||
                 has_wildcard(ap_.source);
  return ok_;
}

} // namespace

size_t attach_point_length(std::string_view text) {
  bool quoted = false;
  size_t part_start = 0, part = 0;
  bool prev_part_empty = false, path_part = false;
  // uprobe:BINARY:..., usdt:BINARY:...: the binary is a path even when it
  // does not start with '/' or '.' (uprobe:build/app:main).
  std::string_view provider = text.substr(0, text.find(':'));
  if (size_t eq = provider.find('='); eq != std::string_view::npos)
    provider.remove_prefix(eq + 1);
  auto kind = std::find_if(std::begin(kProviders), std::end(kProviders),
                           [&](const Provider &p) { return p.name == provider; });
  bool binary_first = kind != std::end(kProviders) && (kind->kind == ProbeKind::Uprobe ||
                                                       kind->kind == ProbeKind::Uretprobe ||
                                                       kind->kind == ProbeKind::Usdt);
  // entry:build/app:api_*: a function set's first part is a binary when
  // another part follows it (a kernel glob or module never holds a '/').
  bool set = kind != std::end(kProviders) && ast::is_function_set(kind->kind);
  for (size_t i = 0; i < text.size(); i++) {
    char c = text[i];
    if (c == '"') {
      quoted = !quoted;
    } else if (quoted) {
      if (c == '\\')
        i++;
    } else if (c == ':') {
      prev_part_empty = i == part_start;
      part_start = i + 1;
      part++;
      path_part = false;
    } else if (i == part_start) {
      // '@FILE' (a function set's list file) is a path too.
      path_part = c == '/' || c == '.' || c == '~' || c == '@' || prev_part_empty || (binary_first && part == 1) ||
                  (set && part == 1 && text.find(':', i) != std::string_view::npos);
    } else if (c == '/' && !path_part) {
      return i;
    }
  }
  return text.size();
}

bool parse_attach_point(ast::AttachPoint &ap, Diagnostics &diags) { return AttachParser(ap, diags).run(); }

bool check_attach_list(const std::vector<ast::AttachPoint *> &aps, Diagnostics &diags) {
  const ast::AttachPoint *first_set = nullptr, *first_other = nullptr;
  bool has_entry = false;
  for (const ast::AttachPoint *ap : aps) {
    if (ast::is_function_set(ap->probe)) {
      first_set = first_set ? first_set : ap;
      has_entry |= ap->probe == ProbeKind::Entry;
    } else {
      first_other = first_other ? first_other : ap;
    }
  }
  if (first_set && first_other) {
    auto before = [](const ast::AttachPoint *a, const ast::AttachPoint *b) {
      return a->loc.begin.line != b->loc.begin.line ? a->loc.begin.line < b->loc.begin.line
                                                    : a->loc.begin.column < b->loc.begin.column;
    };
    const ast::AttachPoint *early = before(first_set, first_other) ? first_set : first_other;
    const ast::AttachPoint *late = early == first_set ? first_other : first_set;
    auto d = diags.error(late->loc);
    d << "function sets (entry/allow/deny) cannot share a probe with other probe types";
    d.note(early->loc) << "'" << early->raw << "' is here";
    d.hint("write the session probe and the other probe separately");
    return false;
  }
  if (first_set && !has_entry) {
    auto d = diags.error(first_set->loc);
    d << "'" << first_set->provider << ":' needs an 'entry:' in the same probe";
    // The example names a function of the same target (a binary, a library
    // or a module), so that it is a program kt accepts.
    std::string example = first_set->target.empty() ? "entry:do_sys_openat2"
                                                    : "entry:" + first_set->target + ":FUNCTION";
    d.hint("a session starts at an entry function, e.g. '" + example + ", " + first_set->raw + "'");
    return false;
  }
  return true;
}

} // namespace kt::parser
