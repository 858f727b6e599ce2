#include "runtime/tracer.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iostream>

#include "bpf/abi/records.h"
#include "runtime/builtins/aggregations.h"
#include "runtime/families.h"
#include "catalog/libraries.h"
#include "util/command_words.h"
#include "util/exit_codes.h"

namespace kt::runtime {

namespace {

std::atomic<int> g_signal{0};
// SIGUSR1s not yet served by the self:signal:SIGUSR1 probes.
std::atomic<int> g_usr1{0};

void on_signal(int sig) { g_signal = sig; }
void on_usr1(int) { g_usr1++; }

bool has_probe(const manifest::Manifest &m, manifest::ProbeType type) {
  return std::any_of(m.probes.begin(), m.probes.end(), [&](const manifest::Probe &p) { return p.type == type; });
}

// SIGUSR1 runs the self:signal:SIGUSR1 probes; without one it keeps its
// default action (as in bpftrace v0.26, which no longer prints the maps).
void install_signal_handlers(const manifest::Manifest &m) {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  signal(SIGPIPE, SIG_IGN);
  if (has_probe(m, manifest::ProbeType::Signal)) {
    sa.sa_handler = on_usr1;
    sigaction(SIGUSR1, &sa, nullptr);
  }
}

uint64_t monotonic_ns() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// Each kprobe or uprobe attached one by one holds a perf event and a link
// (two descriptors): a session over a thousand kernel functions on a
// kernel without kprobe.multi needs some 4,000, past the usual soft limit
// of 1,024. Raised as far as the hard limit (or, as root, to 1 << 20).
void raise_open_file_limit() {
  constexpr rlim_t kWanted = 1 << 20;
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) != 0 || r.rlim_cur >= kWanted)
    return;
  rlimit want{kWanted, std::max(r.rlim_max, kWanted)};
  if (setrlimit(RLIMIT_NOFILE, &want) == 0)
    return;
  want = {r.rlim_max, r.rlim_max};
  setrlimit(RLIMIT_NOFILE, &want);
}

std::string seconds(std::chrono::steady_clock::duration d) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", std::chrono::duration<double>(d).count());
  return text;
}

StepError failed(const Error &e, int code = kExitRuntime) { return StepError{e, code}; }

// A family hook's failure: 69 for what the machine lacks, else 1.
StepError hook_failed(const Error &e) { return failed(e, e.unavailable ? kExitUnavailable : kExitRuntime); }

// The manifest names only aggregations this runtime can read.
Status check_aggregations(const manifest::Manifest &m) {
  for (const manifest::Map &map : m.maps)
    if (!find_aggregation(map.aggregation))
      return Error("map '" + map.name + "' has aggregation '" + map.aggregation + "', which the runtime does not know");
  return {};
}

} // namespace

void Tracer::RingBufferFree::operator()(ring_buffer *rb) const { ring_buffer__free(rb); }

Tracer::Tracer(const manifest::Manifest &m, const RunOptions &opts, Output &out, std::ostream &results,
               std::ostream &err)
    : ctx_(m, opts, out, results, err) {}

Tracer::~Tracer() {
  if (poll_fd_ >= 0)
    close(poll_fd_);
}

int Tracer::on_record(void *self, void *data, size_t size) {
  auto *t = static_cast<Tracer *>(self);
  t->records_->dispatch(t->ctx_, static_cast<const uint8_t *>(data), size);
  return 0;
}

StepResult Tracer::open(const std::vector<char> &elf) {
  route_libbpf_messages(ctx_.options.libbpf_log);
  raise_open_file_limit();
  if (!ctx_.options.vmlinux.empty()) {
    ctx_.symbols.set_vmlinux(ctx_.options.vmlinux);
    if (std::string why = ctx_.symbols.vmlinux_problem(); !why.empty() && ctx_.options.warnings)
      ctx_.err << "kt: warning: -k: " << why << "; kernel frames get names only\n";
  }
  auto table = RecordTable::build();
  if (!table)
    return failed(table.error().wrap("internal error"), kExitInternal);
  records_.emplace(std::move(*table));
  if (const char *path = std::getenv("KT_CAPTURE_RECORDS"); path && *path)
    if (Status s = records_->capture_to(path); !s)
      return failed(s.error());
  if (Status s = check_aggregations(ctx_.manifest); !s)
    return failed(s.error().wrap("internal error"), kExitInternal);
  auto obj = BpfObject::open(elf, ctx_.manifest, ctx_.options.unloaded_programs);
  if (!obj)
    return failed(obj.error());
  ctx_.object = std::move(*obj);
  return {};
}

// -c, as in bpftrace: uprobes and USDT attach to the command; other
// probes see every process (filter with `pid == cpid`). -p: every probe
// (but BEGIN, END, interval) ignores other processes.
StepResult Tracer::start_processes(RuntimeConfig &config) {
  const RunOptions &opts = ctx_.options;
  if (!opts.command.empty()) {
    command_ = std::make_unique<Command>();
    if (Status s = command_->start(opts.command); !s)
      return failed(s.error());
    config.child_pid = static_cast<uint64_t>(command_->pid());
  } else if (opts.pid) {
    if (kill(*opts.pid, 0) != 0 && errno == ESRCH)
      return failed(Error("-p " + std::to_string(*opts.pid) + ": no such process"), kExitUsage);
    config.target_pid = static_cast<uint64_t>(*opts.pid);
    watch_ = std::make_unique<ProcessWatch>(*opts.pid);
  }
  return {};
}

StepResult Tracer::configure() {
  RuntimeConfig config;
  config.start_ns = monotonic_ns();
  config.ncpus = static_cast<uint64_t>(std::max(libbpf_num_possible_cpus(), 1));
  if (auto e = start_metrics())
    return e;
  if (auto e = start_processes(config))
    return e;
  for (const Family &f : families())
    if (f.configure)
      if (Status s = f.configure(ctx_, config); !s)
        return hook_failed(s.error());
  if (Status s = ctx_.object->configure(config); !s)
    return failed(s.error());
  return {};
}

StepResult Tracer::load() {
  if (Status s = ctx_.object->load(ctx_.options.verifier_log, ctx_.options.verbose ? &ctx_.err : nullptr); !s) {
    const Error &e = s.error();
    if (e.unavailable)
      return failed(e, kExitUnavailable);
    if (e.code != EPERM && e.code != EACCES)
      return failed(e);
    if (geteuid() != 0)
      return failed(Error(e.message + "\nhint: kt needs root (or CAP_BPF and CAP_PERFMON) to load programs"),
                    kExitPermission);
    return failed(e, kExitPermission);
  }
  ctx_.decoder.set_stack_map(ctx_.object->map_fd(manifest::kStackMap));
  ctx_.maps = std::make_unique<MapReader>(*ctx_.object, ctx_.decoder);
  return {};
}

int Tracer::report_dry_run() {
  if (ctx_.options.verbose)
    for (const Family &f : families())
      if (f.describe)
        f.describe(ctx_);
  size_t n = ctx_.object->program_count();
  ctx_.err << "kt: " << n << " program" << (n == 1 ? "" : "s") << " loaded and verified; nothing attached (--dry-run)\n";
  return kExitOk;
}

StepResult Tracer::attach() {
  ring_.reset(ring_buffer__new(ctx_.object->map_fd(manifest::kRingbufMap), on_record, this, nullptr));
  if (!ring_)
    return failed(Error(std::string("ring buffer: ") + std::strerror(errno)));
  install_signal_handlers(ctx_.manifest);
  for (const Family &f : families())
    if (f.prepare)
      if (Status s = f.prepare(ctx_); !s)
        return failed(s.error());
  AttachOptions aopts;
  if (command_) {
    aopts.pid = command_->pid();
    if (auto words = util::command_words(ctx_.options.command); words && !words->empty())
      if (auto program = catalog::resolve_binary(words->front()))
        aopts.command_program = *program;
  }
  else if (ctx_.options.pid)
    aopts.pid = *ctx_.options.pid;
  aopts.progress = &ctx_.err;
  aopts.missing_probes = ctx_.manifest.config.missing_probes;
  aopts.warnings = &ctx_.err;
  aopts.early_uprobes = ctx_.options.early_uprobes;
  links_ = std::make_unique<Attachments>();
  ctx_.links = links_.get();
  // --test, --bench: kt runs the test: or bench: probes itself; nothing
  // else is attached.
  if (ctx_.options.mode != RunMode::Trace)
    return {};
  // BEGIN runs before the other probes attach (bpftrace's order), so an
  // exit() in it comes before anything they record; kt reads its output
  // once they are attached.
  if (auto e = run_test(manifest::ProbeType::Begin))
    return e;
  begun_ = true;
  bool unavailable = false;
  auto start = std::chrono::steady_clock::now();
  auto attached = links_->attach_all(*ctx_.object, ctx_.manifest, aopts, ctx_.probe_names, unavailable);
  if (!attached)
    return failed(attached.error(), unavailable ? kExitUnavailable : kExitRuntime);
  auto took = std::chrono::steady_clock::now() - start;
  size_t run_by_kt = 0;
  for (const manifest::Probe &p : ctx_.manifest.probes) // test: and bench: probes run with --test, --bench only
    run_by_kt += manifest::is_run_by_kt(p.type) && p.type != manifest::ProbeType::Test &&
                 p.type != manifest::ProbeType::Bench;
  probes_attached_ = *attached + run_by_kt;
  attached_at_ = std::chrono::steady_clock::now();
  if (!ctx_.options.quiet)
    ctx_.out.attached(probes_attached_);
  report_user_functions(took);
  report_kernel_functions(took);
  if (ctx_.options.notify_attached)
    std::cout << "__KT_ATTACHED__" << std::endl;
  return {};
}

// Wildcards over kernel functions: how many were attached and how long it
// took (the kernel's part dominates: trampolines, kprobes), and which the
// kernel refused.
void Tracer::report_kernel_functions(std::chrono::steady_clock::duration took) {
  size_t functions = 0;
  for (const manifest::Probe &p : ctx_.manifest.probes)
    if (manifest::is_kernel_function(p.type))
      functions += p.attach.size();
  const std::vector<std::string> &skipped = links_->skipped();
  kernel_functions_ = functions;
  if (functions < 2 && skipped.empty())
    return;
  std::ostream &err = ctx_.err;
  err << "kt: attached " << functions - skipped.size() << " kernel functions in " << seconds(took) << " s";
  std::string kinds;
  auto kind = [&](size_t n, const char *what) {
    if (n)
      kinds += (kinds.empty() ? "" : ", ") + std::to_string(n) + " " + what + " link" + (n == 1 ? "" : "s");
  };
  kind(links_->multi_links(), "kprobe.multi");
  kind(links_->session_links(), "kprobe.session");
  if (!kinds.empty())
    err << " (" << kinds << ")";
  err << "\n";
  if (skipped.empty())
    return;
  err << "kt: skipped " << skipped.size() << " the kernel would not attach to:";
  for (size_t i = 0; i < skipped.size() && i < 8; i++)
    err << " " << skipped[i];
  err << (skipped.size() > 8 ? " ...\n" : "\n");
}

// A user-space session over many functions: how many attached, through
// how many links, and each function the kernel refused (one line each).
void Tracer::report_user_functions(std::chrono::steady_clock::duration took) {
  size_t functions = links_->user_functions();
  const std::vector<std::string> &skipped = links_->user_skipped();
  if (functions < 2 && skipped.empty())
    return;
  std::ostream &err = ctx_.err;
  size_t links = links_->user_links();
  err << "kt: attached " << functions << " user functions in " << seconds(took) << " s (" << links
      << " uprobe.multi link" << (links == 1 ? "" : "s") << ")";
  if (!skipped.empty())
    err << "; skipped " << skipped.size() << " the kernel would not probe";
  err << "\n";
  for (const std::string &s : skipped)
    err << "kt: warning: skipped " << s << "\n";
}

StepResult Tracer::run_test(manifest::ProbeType type) {
  for (const manifest::Probe &p : ctx_.manifest.probes) {
    if (p.type != type)
      continue;
    LIBBPF_OPTS(bpf_test_run_opts, o);
    if (bpf_prog_test_run_opts(ctx_.object->program_fd(p.program), &o) != 0)
      return failed(Error("run " + (p.attach.empty() ? p.program : p.attach.front().text) + ": " +
                          std::strerror(errno)));
  }
  return {};
}

bool Tracer::traced_process_gone() {
  return (command_ && command_->exited()) || (watch_ && watch_->exited());
}

StepResult Tracer::run() {
  if (!begun_)
    if (auto e = run_test(manifest::ProbeType::Begin))
      return e;
  ring_buffer__consume(ring_.get());
  ctx_.out.flush();
  if (ctx_.options.mode == RunMode::Test)
    return run_tests();
  if (ctx_.options.mode == RunMode::Bench)
    return run_benchmarks();
  if (has_probe(ctx_.manifest, manifest::ProbeType::Iter))
    return run_iterator();
  if (command_)
    command_->release();
  bool output = ctx_.manifest.config.output_records;
  while (!ctx_.exited() && !g_signal) {
    // Output records do not wake kt (bpf/abi/records.h): drain them often.
    // poll() reads only a ring that woke it; consume() reads what waits.
    int n = poll_ring(output ? KT_OUTPUT_POLL_MS : 100);
    if (n >= 0 && output)
      n = ring_buffer__consume(ring_.get());
    ctx_.out.flush();
    // Results that cannot be written (`kt ... | head -1` once head has
    // exited: EPIPE, SIGPIPE being ignored) end the run as Ctrl-C does.
    if (!ctx_.results)
      break;
    if (n < 0 && n != -EINTR)
      return failed(Error(std::string("ring buffer poll: ") + std::strerror(-n)));
    // The signal interrupted the poll: its probes run now, once per signal.
    for (; g_usr1 > 0 && !ctx_.exited(); g_usr1--)
      if (auto e = run_test(manifest::ProbeType::Signal))
        return e;
    if (traced_process_gone())
      break;
  }
  return {};
}

int Tracer::poll_ring(int timeout_ms) {
  if (!metrics_ && ctx_.sources.empty())
    return ring_buffer__poll(ring_.get(), timeout_ms);
  if (poll_fd_ < 0) {
    std::vector<int> fds = {ring_buffer__epoll_fd(ring_.get())};
    if (metrics_)
      fds.push_back(metrics_->fd());
    for (const RunContext::EventSource &s : ctx_.sources)
      fds.push_back(s.fd);
    poll_fd_ = epoll_create1(EPOLL_CLOEXEC);
    for (int fd : fds) {
      epoll_event ev{};
      ev.events = EPOLLIN;
      ev.data.fd = fd;
      if (poll_fd_ < 0 || epoll_ctl(poll_fd_, EPOLL_CTL_ADD, fd, &ev) != 0)
        return -errno;
    }
  }
  epoll_event ready[8];
  if (epoll_wait(poll_fd_, ready, 8, timeout_ms) < 0 && errno == EINTR)
    return -EINTR;
  int n = consume_all();
  if (metrics_)
    metrics_->serve();
  return n;
}

int Tracer::consume_all() {
  int n = ring_buffer__consume(ring_.get());
  for (const RunContext::EventSource &s : ctx_.sources)
    if (int got = s.consume(); got < 0 && n >= 0)
      n = got;
  return n;
}

void Tracer::detach() {
  // Before detaching: the command's calls in progress end with it.
  if (command_)
    command_->terminate();
  auto start = std::chrono::steady_clock::now();
  links_->detach();
  if (kernel_functions_ >= 2)
    ctx_.err << "kt: detached in " << seconds(std::chrono::steady_clock::now() - start) << " s\n";
  // After exit(), what other probes queued before detaching is dropped;
  // after a signal or the traced process's exit, it is printed.
  ctx_.set_discarding(ctx_.exited());
  consume_all();
  ctx_.set_discarding(false);
}

int Tracer::finish() {
  if (auto e = run_test(manifest::ProbeType::End))
    ctx_.err << "kt: " << e->error.message << "\n";
  ring_buffer__consume(ring_.get());
  if (ctx_.options.mode == RunMode::Trace)
    print_exit_maps();
  ctx_.out.flush();
  for (const Family &f : families())
    if (f.finish)
      f.finish(ctx_);
  if (uint64_t n = lost(manifest::kLostRecords))
    ctx_.out.lost(n);
  if (uint64_t n = lost(manifest::kLostMapUpdates))
    ctx_.out.message("kt: " + std::to_string(n) + " map update" + (n == 1 ? " was" : "s were") +
                     " dropped because a map was full; raise max_map_keys (config) or KT_MAX_MAP_KEYS");
  for (const auto &[probe, n] : ctx_.object->skipped_runs())
    ctx_.out.message("kt: " + std::to_string(n) + " event" + (n == 1 ? "" : "s") + " of '" + probe +
                     "' did not run the probe: the kernel skips a probe while another BPF program runs on the "
                     "same CPU");
  ctx_.results.flush();
  return failed_runs_ && !ctx_.exit_code() ? kExitRuntime : ctx_.exit_code();
}

// Maps at exit, in name order, after two blank lines (bpftrace's layout).
void Tracer::print_exit_maps() {
  const manifest::Manifest &m = ctx_.manifest;
  if (m.maps.empty() || !m.config.print_maps_on_exit)
    return;
  ctx_.out.exit_maps();
  std::vector<const manifest::Map *> order;
  for (const manifest::Map &map : m.maps)
    order.push_back(&map);
  std::sort(order.begin(), order.end(), [](auto *a, auto *b) { return a->name < b->name; });
  for (const manifest::Map *map : order)
    if (auto data = ctx_.maps->read(*map))
      ctx_.out.map(*data);
}

uint64_t Tracer::lost(uint32_t counter) const {
  int fd = ctx_.object->map_fd(manifest::kLostMap);
  if (fd < 0)
    return 0;
  int cpus = libbpf_num_possible_cpus();
  std::vector<uint64_t> per_cpu(cpus > 0 ? cpus : 1);
  uint32_t key = counter;
  if (bpf_map_lookup_elem(fd, &key, per_cpu.data()) != 0)
    return 0;
  uint64_t total = 0;
  for (uint64_t v : per_cpu)
    total += v;
  return total;
}

} // namespace kt::runtime
