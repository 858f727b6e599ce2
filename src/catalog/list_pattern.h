// The pattern of `kt -l [PATTERN]`, split into the probe types it names and
// the parts after the type:
//
//   ""                         every default type (hardware, software, tracepoint), all probes
//   "t:syscalls:*open*"        tracepoint, parts {"syscalls", "*open*"}
//   "uprobe:libc:mall*"        uprobe, parts {"libc", "mall*"}
//   "t*:sched:*"               the default types matching "t*", parts {"sched", "*"}
//   "tracepoint"               a bare type name: all its probes
//   "*sched_switch*"           no ':': matched against whole lines of the default types
//   "openat"                   a word that is no type name: "*openat*"
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

enum class ProbeType {
  Hardware,
  Software,
  Tracepoint,
  RawTracepoint,
  TpBtf,
  Uprobe,
  Uretprobe,
  Usdt,
  Kprobe,
  Kretprobe,
  Fentry,
  Fexit,
  Entry,
  Allow,
  Deny,
  Begin,
  End,
  Interval,
  Profile,
  Iter,
  Watchpoint,
};

// The type's canonical name: "tracepoint", "uprobe", "fentry", ...
std::string_view probe_type_name(ProbeType t);

struct ListQuery {
  std::vector<ProbeType> types;   // in listing order (alphabetical by name)
  std::vector<std::string> parts; // after the type, ':'-split, quotes removed
  std::string line_glob;          // a pattern without ':': matched against whole lines
  bool explicit_type = false;     // the pattern named one type (not a glob, not empty)
};

// Errors (a malformed pattern, a usage error): "unknown probe type 'x'",
// "no probe type matches 'x*'", "unterminated quote".
Result<ListQuery> parse_list_pattern(std::string_view pattern);

} // namespace kt::catalog
