// --probe-filter REGEX (bpftrace v0.26): of the compiled program, only the
// probes whose names REGEX matches are loaded and attached (or, with
// --test and --bench, run). The program is compiled whole, as bpftrace
// compiles it, so a filter changes neither its checks nor the program
// cache's entry.
//
// Reads: the compiled program's manifest and the regular expression
// (ECMAScript, searched for anywhere in a name, as std::regex_search).
// A name is an attach point's as the `probe` builtin gives it
// ("tracepoint:sched:sched_switch", a tracepoint wildcard as written, each
// kernel function of a kprobe wildcard by its own name).
// Writes: a copy of the manifest without the attach points the filter does
// not match and without the probes left with none, and the programs of
// those probes, which are not loaded. BEGIN, END and self: probes always
// stay; a session, whose functions work together, stays whole when one of
// its functions matches and goes whole otherwise, as does a syscall probe
// fanned out over the syscalls.
// Rejects: a filter that matches none of a program's other probes, with
// their names (a usage error, as bpftrace's "no probes").
#pragma once

#include <ostream>
#include <regex>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "manifest/manifest.h"
#include "util/result.h"

namespace kt::driver {

// The option as given and compiled, once, when the options are read.
struct ProbeFilter {
  std::string text;
  std::regex re;
};

// REGEX compiled, or the reason it is none.
Result<ProbeFilter> compile_probe_filter(const std::string &regex);

// Whether an attach point of the source program passes the filter (the
// early uprobes registered before compiling, pipeline.cpp).
bool passes_probe_filter(const ast::AttachPoint &ap, const ProbeFilter &filter);

struct FilteredProbes {
  manifest::Manifest manifest;
  std::vector<std::string> unloaded; // the programs of the probes dropped
};

// `m` filtered; an Error naming the probes when none but BEGIN, END and
// self: probes is left of a program that had others.
Result<FilteredProbes> filter_probes(const manifest::Manifest &m, const ProbeFilter &filter);

} // namespace kt::driver
