// A compiled program's run in libbpf's steps, each with its own errors:
//
//   open       the ELF parsed (nothing reaches the kernel); the manifest
//              checked against what this runtime knows (a record kind two
//              families claim, an unknown aggregation: exit 70)
//   configure  -c's command started (stopped) or -p's process checked
//              (exit 2 if it is gone), the families' configure hooks
//              (kaddr()/uaddr() addresses, perf events a builtin needs: exit 69
//              when the machine lacks what they need), the read-only
//              config written
//   load       maps created, programs verified (exit 77 when not
//              permitted, 69 when the kernel lacks a feature, 1 when the
//              verifier says no, with its last lines)
//   attach     the families' prepare hooks (args() capture specs), every
//              probe attached, "Attaching N probes..."
//   run        BEGIN, then the ring buffer served until exit(), a signal,
//              the traced process's exit or a closed output; an iter
//              program's iterator read once (or pinned) instead; with
//              --test or --bench, the test: or bench: probes run one by
//              one instead (tests_benchmarks.cpp)
//   detach     the command ended, links detached, records queued before
//              detaching drained (dropped after exit())
//   finish     END, its records, the maps printed at exit (not after
//              --test or --bench), lost counts; returns the exit code
//              (exit()'s, or 0; 1 when a test failed)
//
// Any other exit is 1. After a failed step, call no other: the destructor
// releases whatever the steps made (links, ring buffer, programs, maps,
// perf events, the command), so every path out of a run leaves nothing
// in the kernel. run.h composes the steps.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <ostream>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/attach.h"
#include "runtime/metrics/http_server.h"
#include "runtime/output/output.h"
#include "runtime/record_table.h"
#include "runtime/run.h"
#include "runtime/run_context.h"
#include "runtime/traced_process.h"
#include "util/result.h"

struct ring_buffer;

namespace kt::runtime {

// A step's failure: the message (printed as "kt: MESSAGE") and kt's exit
// code (util/exit_codes.h).
struct StepError {
  Error error;
  int exit_code = 1;
};
// Empty when the step succeeded.
using StepResult = std::optional<StepError>;

class Tracer {
public:
  Tracer(const manifest::Manifest &m, const RunOptions &opts, Output &out, std::ostream &results, std::ostream &err);
  ~Tracer();
  Tracer(const Tracer &) = delete;
  Tracer &operator=(const Tracer &) = delete;

  StepResult open(const std::vector<char> &elf);
  StepResult configure();
  StepResult load();
  // --dry-run, after load: what was loaded (-v: what a session would
  // attach); returns the exit code.
  int report_dry_run();
  StepResult attach();
  StepResult run();
  void detach();
  int finish();

private:
  static int on_record(void *self, void *data, size_t size);
  StepResult start_processes(RuntimeConfig &config);
  StepResult run_test(manifest::ProbeType type);
  // --test, --bench (tests_benchmarks.cpp), an iter probe (iterators.cpp).
  StepResult run_tests();
  StepResult run_benchmarks();
  StepResult run_iterator();
  bool traced_process_gone();
  void report_user_functions(std::chrono::steady_clock::duration took);
  void report_kernel_functions(std::chrono::steady_clock::duration took);
  void print_exit_maps();
  uint64_t lost(uint32_t counter) const;
  // --metrics (metrics/tracer_metrics.cpp): the server, bound before
  // anything starts; a scrape.
  StepResult start_metrics();
  std::string render_metrics(Exposition format);
  // Waits up to `timeout_ms` for the ring buffer, the metrics server and
  // the families' event sources (RunContext::sources), and serves what is
  // ready: the ring's records read (their count, or a negative errno).
  int poll_ring(int timeout_ms);
  // Reads what waits in the ring buffer and the families' event sources.
  int consume_all();

  RunContext ctx_;
  std::optional<RecordTable> records_;
  std::unique_ptr<Command> command_;
  std::unique_ptr<ProcessWatch> watch_;
  struct RingBufferFree {
    void operator()(ring_buffer *rb) const;
  };
  std::unique_ptr<ring_buffer, RingBufferFree> ring_;
  std::unique_ptr<Attachments> links_;
  size_t kernel_functions_ = 0; // attached to; detach time is reported when 2 or more
  size_t failed_runs_ = 0;      // tests that failed, benchmarks that failed
  std::unique_ptr<HttpServer> metrics_;
  int poll_fd_ = -1; // epoll over the ring buffer, the server and the families' event sources
  size_t probes_attached_ = 0;
  bool begun_ = false; // the BEGIN probes have run (before the others attach)
  std::chrono::steady_clock::time_point attached_at_;
};

} // namespace kt::runtime
