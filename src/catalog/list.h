// `kt -l [PATTERN]` and `kt -lv PATTERN`: the probes this machine offers
// that match PATTERN, one per line, as bpftrace -l prints them:
//
//   hardware:cpu-cycles:               software:cpu-clock:
//   tracepoint:syscalls:sys_enter_openat
//   rawtracepoint:sched_switch         uprobe:/lib/x86_64-linux-gnu/libc.so.6:malloc
//   usdt:/usr/bin/app:provider:name
//
// With no pattern: hardware, software and tracepoint probes. Types come in
// alphabetical order, probes sorted within a type. With verbose, each
// tracepoint is followed by its fields ("    const char * filename"), the
// common_* header fields left out. See catalog/list_pattern.h for patterns.
#pragma once

#include <iosfwd>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

struct ListRequest {
  std::string pattern;      // empty: everything listed by default
  bool verbose = false;     // -lv: tracepoint fields
  std::string tracefs_root; // empty: this machine's (Tracefs::open); tests pass a fixture
  std::string btf_path;     // empty: /sys/kernel/btf/vmlinux (and modules' BTF); tests pass a fixture
  std::string kallsyms_path; // empty: /proc/kallsyms
  // The functions whose code comes from source files matching a glob, by
  // the DWARF of a binary ("" for the running kernel's vmlinux). The driver
  // sets it (the DWARF reader lives in the runtime); unset, listing a set by
  // source file ('entry:BINARY::SRC_GLOB', 'allow::SRC_GLOB') is unsupported.
  std::function<Result<std::vector<std::string>>(const std::string &binary, const std::string &glob)>
      functions_in_sources;
  // -lv on user functions: a function's parameters as declared ("char *
  // path"), from the DWARF of a binary (the driver sets it; unset, or an
  // error, such as no DWARF, lists no parameters).
  std::function<Result<std::vector<std::string>>(const std::string &binary, const std::string &function)>
      function_params;
};

enum class ListStatus {
  Ok,          // listed what matched, possibly nothing (then a note says so)
  BadPattern,  // a malformed pattern or an unknown probe type: a usage error
  Unsupported, // listing this is not possible here (sets by source file without a DWARF reader)
  Failed,      // the system could not be read: tracefs, a binary, a library name
  Denied,      // not permitted (tracefs as a normal user)
};

struct ListOutcome {
  ListStatus status = ListStatus::Ok;
  size_t listed = 0;              // lines printed (not counting -v field lines)
  std::string message;            // what went wrong, when status != Ok
  std::vector<std::string> notes; // for stderr, e.g. "no probes match 'x'"
};

// Writes the matching probes to `out`. Probes listed before an error are
// still written (e.g. software events, when tracefs cannot be read).
// A pattern "struct GLOB", "union GLOB" or "enum GLOB" lists the kernel's
// types of that name instead, and with verbose their C definitions.
ListOutcome list_probes(const ListRequest &req, std::ostream &out);

// "struct", "union" or "enum" when `pattern` lists types (list_types.cpp);
// list_btf_types lists them, leaving "no probes match" to list_probes.
std::optional<std::string_view> type_list_keyword(std::string_view pattern);
ListOutcome list_btf_types(const ListRequest &req, std::ostream &out);

} // namespace kt::catalog
