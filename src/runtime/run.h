// Running a compiled program: open, configure and load the object, start
// the -c command, attach, run BEGIN, serve the ring buffer until exit(),
// Ctrl-C, SIGTERM or the traced process's exit, then detach, run END and
// print the maps (the steps: tracer.h). Whatever ends the run, every
// program, link and map is released (nothing is pinned, so even SIGKILL
// leaves nothing behind).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/metrics/http_server.h"
#include "runtime/output/output.h"

namespace kt::runtime {

class EarlyUprobes;

// What a run does: trace (attach the probes and serve them), or run the
// program's test: probes (kt --test) or bench: probes (kt --bench), which
// attaches nothing.
enum class RunMode { Trace, Test, Bench };

struct RunOptions {
  RunMode mode = RunMode::Trace;
  std::optional<int> pid;       // -p: trace this process; stop when it exits
  std::string command;          // -c: run this, trace it, stop when it exits
  bool dry_run = false;         // load and verify, attach nothing
  std::ostream *verifier_log = nullptr; // -d verifier
  std::ostream *libbpf_log = nullptr;   // -v: libbpf's own messages
  bool verbose = false;                 // -v: --dry-run lists a session's functions
  bool notify_attached = false; // KT_NOTIFY_ATTACHED=1: print __KT_ATTACHED__
  std::string vmlinux;          // -k: the kernel's vmlinux with DWARF, for source lines
  bool quiet = false;           // -q: no "Attaching N probes..."
  bool warnings = true;         // --no-warnings: false
  std::optional<MetricsAddress> metrics; // --metrics: serve the maps to Prometheus while running
  // Uprobes whose perf events were opened while the program compiled
  // (early_uprobes.h); attaching takes them. Null: none.
  EarlyUprobes *early_uprobes = nullptr;
  // Programs of the object not to load: their probes are not in the
  // manifest (--probe-filter, driver/probe_filter.h).
  std::vector<std::string> unloaded_programs;
};

// Returns kt's exit code (util/exit_codes.h); messages go to `err`.
// KT_CAPTURE_RECORDS=FILE in the environment appends every ring-buffer
// record to FILE (record_table.h), for test fixtures.
int run(const std::vector<char> &elf, const manifest::Manifest &m, const RunOptions &opts, Output &out,
        std::ostream &results, std::ostream &err);

} // namespace kt::runtime
