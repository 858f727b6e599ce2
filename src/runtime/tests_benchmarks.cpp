// kt --test and kt --bench (bpftrace v0.26's --test and --bench): the
// program's test: or bench: probes, each run by kt with BPF_PROG_TEST_RUN
// (XDP programs: see codegen/lower_probe.cpp) after BEGIN, one after the
// other in the order the program has them; END runs after them.
//
// A test passes when its program returns 0, calls no exit() with a code
// other than 0 and prints no error (errorf(), a failed assert()); its
// output is shown only when it fails, between its RUN and FAILED lines.
// A benchmark runs repeatedly, ten times more often each round while the
// round takes under 100 us (then twice, up to 1 ms), and reports the
// kernel's average time per run; one that returns non-zero is skipped,
// one that fails as a test would fails the run. Its output is dropped.
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "runtime/output/output.h"
#include "runtime/output/value_format.h"
#include "runtime/tracer.h"

namespace kt::runtime {

namespace {

std::string quoted(const std::string &s) { return "\"" + json_escape(s) + "\""; }

std::string plural(size_t n, const char *what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); }

std::string duration_text(uint64_t ns) {
  if (ns < 10000)
    return std::to_string(ns) + " ns";
  if (ns < 10000000)
    return std::to_string(ns / 1000) + " us";
  return std::to_string(ns / 1000000) + " ms";
}

std::vector<const manifest::Probe *> probes_of(const manifest::Manifest &m, manifest::ProbeType type) {
  std::vector<const manifest::Probe *> out;
  for (const manifest::Probe &p : m.probes)
    if (p.type == type)
      out.push_back(&p);
  return out;
}

// test:NAME's NAME.
std::string name_of(const manifest::Probe &p) { return p.attach.empty() ? p.program : p.attach.front().func; }

struct RunResult {
  uint32_t retval = 0;
  uint64_t ns = 0; // per run
};

// Runs an XDP program `repeat` times. The kernel wants a packet of at least
// an Ethernet header (ETH_HLEN) for an XDP test run.
Result<RunResult> test_run(int fd, uint32_t repeat) {
  char packet[14] = {};
  LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = packet, .data_size_in = sizeof packet, .repeat = static_cast<int>(repeat));
  if (bpf_prog_test_run_opts(fd, &o) != 0)
    return Error(std::string("BPF_PROG_TEST_RUN: ") + std::strerror(errno), errno);
  return RunResult{o.retval, o.duration};
}

// kt_lost's counters back to 0: a benchmark's output records fill the ring
// buffer by design.
void clear_lost(BpfObject &obj) {
  int fd = obj.map_fd(manifest::kLostMap);
  int cpus = libbpf_num_possible_cpus();
  std::vector<uint64_t> zeros(cpus > 0 ? cpus : 1);
  for (uint32_t key = 0; fd >= 0 && key < manifest::kLostCounters; key++)
    bpf_map_update_elem(fd, &key, zeros.data(), BPF_ANY);
}

} // namespace

StepResult Tracer::run_tests() {
  auto tests = probes_of(ctx_.manifest, manifest::ProbeType::Test);
  Output &out = ctx_.out.chosen();
  out.report(PreparedReport("test_start", "[==========] Running " + plural(tests.size(), "test") + ".\n",
                       "{\"tests\": " + std::to_string(tests.size()) + "}"));
  std::vector<std::string> failed;
  for (const manifest::Probe *t : tests) {
    std::string name = name_of(*t);
    out.report(PreparedReport("test_run", "[ RUN      ] " + name + "\n", quoted(name)));
    DeferredOutput captured(out.whole_values());
    ctx_.out.route(&captured);
    ctx_.reset_exit();
    auto r = test_run(ctx_.object->program_fd(t->program), 1);
    ring_buffer__consume(ring_.get());
    ctx_.out.route(nullptr);
    if (!r)
      return StepResult{StepError{r.error().wrap("run test '" + name + "'")}};
    bool passed = r->retval == 0 && ctx_.exit_code() == 0 && ctx_.errors() == 0;
    if (!passed) {
      captured.replay(out);
      failed.push_back(name);
    }
    out.report(PreparedReport("test", std::string(passed ? "[       OK ] " : "[  FAILED  ] ") + name + " (" +
                                     duration_text(r->ns) + ")\n",
                         "{\"name\": " + quoted(name) + ", \"passed\": " + (passed ? "true" : "false") +
                             ", \"ns\": " + std::to_string(r->ns) + "}"));
    out.flush();
  }
  ctx_.reset_exit();
  std::string text = "[==========] " + plural(tests.size(), "test") + " ran.\n" + "[  PASSED  ] " +
                     plural(tests.size() - failed.size(), "test") + ".\n";
  std::string names;
  if (!failed.empty())
    text += "[  FAILED  ] " + plural(failed.size(), "test") + ", listed below:\n";
  for (const std::string &f : failed) {
    text += "[  FAILED  ] " + f + "\n";
    names += (names.empty() ? "" : ", ") + quoted(f);
  }
  out.report(PreparedReport("test_summary", text,
                       "{\"tests\": " + std::to_string(tests.size()) + ", \"failed\": [" + names + "]}"));
  failed_runs_ = failed.size();
  return {};
}

StepResult Tracer::run_benchmarks() {
  auto benches = probes_of(ctx_.manifest, manifest::ProbeType::Bench);
  Output &out = ctx_.out.chosen();
  size_t width = 40;
  for (const manifest::Probe *b : benches)
    width = std::max(width, name_of(*b).size());
  auto row = [&](const std::string &name, const std::string &time, const std::string &iterations) {
    std::string line = name + std::string(width + 1 - std::min(width, name.size()), ' ') + time;
    return line + std::string(time.size() < 15 ? 15 - time.size() : 1, ' ') + iterations + "\n";
  };
  std::string header = row("Benchmark", "Time(ns)", "Iterations");
  header += std::string(header.size() - 1, '-') + "\n";
  out.report(PreparedReport("bench_start", header, "{\"benchmarks\": " + std::to_string(benches.size()) + "}"));
  DeferredOutput dropped(out.whole_values());
  ctx_.out.route(&dropped);
  for (const manifest::Probe *b : benches) {
    std::string name = name_of(*b);
    int fd = ctx_.object->program_fd(b->program);
    Result<RunResult> r = RunResult{};
    uint32_t iterations = 1;
    for (;;) {
      ctx_.reset_exit();
      r = test_run(fd, iterations);
      ring_buffer__consume(ring_.get());
      if (!r || r->retval != 0 || ctx_.exit_code() || ctx_.errors())
        break;
      uint64_t total = r->ns * iterations;
      uint32_t factor = total < 1000 ? 1000 : total < 10000 ? 100 : total < 100000 ? 10 : total < 1000000 ? 2 : 1;
      if (factor == 1 || iterations > UINT32_MAX / factor)
        break;
      iterations *= factor;
    }
    clear_lost(*ctx_.object);
    if (!r) {
      ctx_.out.route(nullptr);
      return StepResult{StepError{r.error().wrap("run benchmark '" + name + "'")}};
    }
    std::string json = "{\"name\": " + quoted(name);
    if (ctx_.exit_code() || ctx_.errors()) {
      failed_runs_++;
      out.message("kt: benchmark '" + name + "' failed");
      continue;
    }
    if (r->retval != 0) {
      out.report(PreparedReport("bench", row(name, "skipped", "-"), json + ", \"skipped\": true}"));
      continue;
    }
    out.report(PreparedReport("bench", row(name, std::to_string(r->ns), std::to_string(iterations)),
                         json + ", \"ns\": " + std::to_string(r->ns) +
                             ", \"iterations\": " + std::to_string(iterations) + "}"));
    out.flush();
  }
  ctx_.out.route(nullptr);
  ctx_.reset_exit();
  return {};
}

} // namespace kt::runtime
