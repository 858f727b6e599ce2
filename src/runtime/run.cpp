#include "runtime/run.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "bpf/abi/records.h"
#include "catalog/elf_lookup.h"
#include "catalog/elf_reader.h"
#include "catalog/libraries.h"
#include "runtime/aggregations.h"
#include "runtime/args_capture.h"
#include "runtime/attach.h"
#include "runtime/lbr.h"
#include "runtime/decode.h"
#include "runtime/session_stack.h"
#include "runtime/uprobe_multi.h"
#include "runtime/maps.h"
#include "runtime/object.h"
#include "util/command_words.h"
#include "util/exit_codes.h"
#include "util/printf_format.h"
#include "util/time_format.h"

namespace kt::runtime {

namespace {

std::atomic<int> g_signal{0};

void on_signal(int sig) { g_signal = sig; }

void install_signal_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  signal(SIGPIPE, SIG_IGN);
}

uint64_t monotonic_ns() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return uint64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

uint64_t realtime_ns() {
  timespec ts{};
  clock_gettime(CLOCK_REALTIME, &ts);
  return uint64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// Whether `cmd` names an executable file, directly or through $PATH.
bool runnable(const std::string &cmd) {
  if (cmd.find('/') != std::string::npos)
    return access(cmd.c_str(), X_OK) == 0;
  const char *path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t colon = dirs.find(':', start);
    std::string dir = dirs.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
    if (access(((dir.empty() ? "." : dir) + "/" + cmd).c_str(), X_OK) == 0)
      return true;
    if (colon == std::string::npos)
      break;
    start = colon + 1;
  }
  errno = ENOENT;
  return false;
}

// Watches -p's process: a pidfd becomes readable when it exits (even while
// it waits, a zombie, for its parent).
class ProcessWatch {
public:
  explicit ProcessWatch(int pid) : fd_(static_cast<int>(syscall(SYS_pidfd_open, pid, 0))) {}
  ~ProcessWatch() {
    if (fd_ >= 0)
      close(fd_);
  }
  bool valid() const { return fd_ >= 0; }
  bool exited() const {
    pollfd p{fd_, POLLIN, 0};
    return fd_ >= 0 && poll(&p, 1, 0) > 0;
  }

private:
  int fd_;
};

// The -c command, started stopped: it execs only once release() is called,
// so it runs with every probe in place. It does not outlive kt (as with
// bpftrace): one left running in traced functions keeps their return probes
// pending, and on Linux 6.12+ a process busy under pending uretprobes holds
// up every uprobe detach on the machine until it exits.
class Child {
public:
  ~Child() {
    if (pid_ > 0 && !released_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    } else {
      terminate();
    }
  }
  // Ends the command if it still runs: SIGTERM, then SIGKILL after a second.
  void terminate() {
    if (pid_ <= 0 || exited())
      return;
    kill(pid_, SIGTERM);
    for (int i = 0; i < 100 && !exited(); i++)
      usleep(10000);
    if (!exited()) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      done_ = true;
    }
  }
  Status start(const std::string &command) {
    auto split = util::command_words(command);
    if (!split)
      return split.error();
    std::vector<std::string> words = std::move(*split);
    if (words.empty())
      return Error("-c: empty command");
    if (!runnable(words[0]))
      return Error("-c: cannot run '" + words[0] + "': " +
                   (words[0].find('/') == std::string::npos ? "not found in $PATH" : std::strerror(errno)));
    int fds[2];
    if (pipe(fds) != 0)
      return Error(std::string("pipe: ") + std::strerror(errno));
    pid_ = fork();
    if (pid_ < 0)
      return Error(std::string("fork: ") + std::strerror(errno));
    if (pid_ == 0) {
      close(fds[1]);
      char go;
      if (read(fds[0], &go, 1) != 1)
        _exit(127);
      std::vector<char *> argv;
      for (std::string &w : words)
        argv.push_back(w.data());
      argv.push_back(nullptr);
      execvp(argv[0], argv.data());
      std::fprintf(stderr, "kt: cannot run '%s': %s\n", argv[0], std::strerror(errno));
      _exit(127);
    }
    close(fds[0]);
    gate_ = fds[1];
    return {};
  }
  void release() {
    if (gate_ >= 0) {
      char go = 1;
      (void)!write(gate_, &go, 1);
      close(gate_);
      gate_ = -1;
      released_ = true;
    }
  }
  bool exited() {
    if (pid_ <= 0 || done_)
      return done_;
    int status;
    if (waitpid(pid_, &status, WNOHANG) == pid_)
      done_ = true;
    return done_;
  }
  int pid() const { return pid_; }

private:
  int pid_ = -1;
  int gate_ = -1;
  bool released_ = false;
  bool done_ = false;
};

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

class Tracer {
public:
  Tracer(const manifest::Manifest &m, const RunOptions &opts, Output &out, std::ostream &results, std::ostream &err)
      : m_(m), opts_(opts), out_(out), results_(results), err_(err), probe_names_(m.probe_names),
        symbols_(static_cast<SymbolDetail>(m.config.stack_symbols)), decoder_(m, symbols_, probe_names_) {}

  int run(const std::vector<char> &elf);

private:
  static int on_record(void *self, void *data, size_t size) {
    return static_cast<Tracer *>(self)->record(static_cast<const uint8_t *>(data), size);
  }
  int record(const uint8_t *rec, size_t size);
  // The columns an argument's value may take: args_width, or no cut (0)
  // for an output that carries values whole (JSON).
  uint32_t args_width() const { return out_.cuts_args() ? m_.config.args_width : 0; }
  // --dry-run -v: the functions a session probe attaches to, by set, and
  // how many each set has.
  void list_session_functions() {
    size_t entries = 0;
    for (const manifest::SessionFunction &f : m_.session_functions)
      entries += f.entry;
    // A session's programs attach to its functions in table order, each
    // written as its set names it ("entry:/bin/app:api_request").
    auto call = std::find_if(m_.probes.begin(), m_.probes.end(), [](const manifest::Probe &p) { return p.session; });
    for (const manifest::Attach &a : call->attach)
      results_ << a.text << "\n";
    for (const std::string &d : m_.session_denied)
      results_ << "deny:" << d << "\n";
    results_.flush();
    err_ << "kt: session: " << entries << " entry function" << (entries == 1 ? "" : "s") << ", "
         << m_.session_functions.size() - entries << " allowed, " << m_.session_denied.size() << " denied\n";
    err_ << "kt: session: " << session_attach_plan(*call) << "\n";
  }
  // How a session's programs would attach, as prepare_kernel_functions()
  // set them up (`first`: the session's first program).
  std::string session_attach_plan(const manifest::Probe &first) const {
    using manifest::ProbeType;
    auto type = static_cast<uint32_t>(bpf_program__expected_attach_type(obj_->program(first.program)));
    if (first.type == ProbeType::KprobeSession)
      return "one program at calls and returns, through kprobe.session links";
    if (first.type == ProbeType::Kprobe)
      return type == BPF_TRACE_KPROBE_MULTI
                 ? "a call and a return program, through kprobe.multi and kretprobe.multi links"
                 : "a call and a return program, through a kprobe and a kretprobe per function";
    return type == kAttachUprobeMulti
               ? "a call and a return program, through uprobe.multi and uretprobe.multi links"
               : "a call and a return program, through a uprobe and a uretprobe per function";
  }
  void printf_record(const manifest::Format &f, const uint8_t *rec, size_t size, std::string *to);
  int fail(const Error &e, int code) {
    err_ << "kt: " << e.message << "\n";
    return code;
  }
  Status run_test(const manifest::ProbeType type);
  void report_kernel_functions(const Attachments &links, std::chrono::steady_clock::duration took);
  void finish();
  uint64_t lost(uint32_t counter) const;

  const manifest::Manifest &m_;
  const RunOptions &opts_;
  Output &out_;
  std::ostream &results_;
  std::ostream &err_;
  std::vector<std::string> probe_names_;
  Symbolizer symbols_;
  Decoder decoder_;
  ArgsTypes args_types_;
  struct Fds {
    std::vector<int> fds;
    ~Fds() {
      for (int fd : fds)
        close(fd);
    }
  } lbr_; // lbr(): the branch-stack perf events, one per CPU
  std::unique_ptr<BpfObject> obj_;
  std::unique_ptr<MapReader> maps_;
  std::map<const manifest::Format *, util::ParsedFormat> parsed_; // printf formats, parsed once
  bool stop_ = false;
  bool discard_ = false;
  size_t kernel_functions_ = 0; // attached to; detach time is reported when 2 or more
  int exit_code_ = kExitOk;
};

namespace {

std::string seconds(std::chrono::steady_clock::duration d) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", std::chrono::duration<double>(d).count());
  return text;
}

} // namespace

// Wildcards over kernel functions: how many were attached and how long it
// took (the kernel's part dominates: trampolines, kprobes), and which the
// kernel refused.
void Tracer::report_kernel_functions(const Attachments &links, std::chrono::steady_clock::duration took) {
  size_t functions = 0;
  for (const manifest::Probe &p : m_.probes)
    if (manifest::is_kernel_function(p.type))
      functions += p.attach.size();
  const std::vector<std::string> &skipped = links.skipped();
  kernel_functions_ = functions;
  if (functions < 2 && skipped.empty())
    return;
  err_ << "kt: attached " << functions - skipped.size() << " kernel functions in " << seconds(took) << " s";
  std::string kinds;
  auto kind = [&](size_t n, const char *what) {
    if (n)
      kinds += (kinds.empty() ? "" : ", ") + std::to_string(n) + " " + what + " link" + (n == 1 ? "" : "s");
  };
  kind(links.multi_links(), "kprobe.multi");
  kind(links.session_links(), "kprobe.session");
  if (!kinds.empty())
    err_ << " (" << kinds << ")";
  err_ << "\n";
  if (skipped.empty())
    return;
  err_ << "kt: skipped " << skipped.size() << " the kernel would not attach to:";
  for (size_t i = 0; i < skipped.size() && i < 8; i++)
    err_ << " " << skipped[i];
  err_ << (skipped.size() > 8 ? " ...\n" : "\n");
}

Status Tracer::run_test(manifest::ProbeType type) {
  for (const manifest::Probe &p : m_.probes) {
    if (p.type != type)
      continue;
    int fd = obj_->program_fd(p.program);
    LIBBPF_OPTS(bpf_test_run_opts, o);
    if (bpf_prog_test_run_opts(fd, &o) != 0)
      return Error(std::string("run ") + (type == manifest::ProbeType::Begin ? "BEGIN" : "END") + ": " +
                   std::strerror(errno));
  }
  return {};
}

void Tracer::printf_record(const manifest::Format &f, const uint8_t *rec, size_t size, std::string *to) {
  auto it = parsed_.find(&f);
  if (it == parsed_.end()) {
    auto parsed = util::parse_printf_format(f.format);
    it = parsed_.emplace(&f, parsed ? *parsed : util::ParsedFormat{}).first;
  }
  std::vector<util::FormatArg> args;
  for (size_t i = 0; i < f.args.size(); i++) {
    uint32_t off = f.offsets[i];
    args.push_back(off < size ? decoder_.format_arg(rec + off, size - off, f.args[i]) : util::FormatArg{int64_t{0}});
  }
  *to = util::format_printf(it->second, args);
}

int Tracer::record(const uint8_t *rec, size_t size) {
  if (size < sizeof(kt_record_header))
    return 0;
  kt_record_header h;
  std::memcpy(&h, rec, sizeof h);
  auto u64_at = [&](size_t off) { return off + 8 <= size ? read_uint(rec + off, 8) : 0; };
  // A process whose user stack or address the program captured for the
  // first time: read its memory map now, while it runs, so that its frames
  // still symbolize when the maps print after it exited. Even after exit():
  // the stacks captured before it still print.
  if (h.kind == KT_REC_PID_SEEN) {
    symbols_.remember_process(static_cast<uint32_t>(u64_at(8)));
    return 0;
  }
  if (discard_)
    return 0;
  switch (h.kind) {
  case KT_REC_PRINTF:
    if (h.id < m_.printfs.size()) {
      std::string text;
      printf_record(m_.printfs[h.id], rec, size, &text);
      out_.printf(text);
    }
    break;
  case KT_REC_PRINT_MAP:
    if (h.id < m_.maps.size()) {
      auto data = maps_->read(m_.maps[h.id]);
      if (data)
        out_.map(*data, u64_at(8), u64_at(16) ? u64_at(16) : 1);
      else
        out_.message("kt: " + data.error().message);
    }
    break;
  case KT_REC_PRINT_VALUE:
    if (h.id < m_.print_layouts.size())
      out_.value(decoder_.decode(rec + 8, size - 8, m_.print_layouts[h.id]));
    break;
  case KT_REC_SESSION_ARGS:
    args_types_.session_args(rec + sizeof h, size - sizeof h);
    break;
  case KT_REC_SESSION_STACK: {
    SessionStack s = decode_session_stack(rec + sizeof h, size - sizeof h, m_, symbols_);
    args_types_.attach_session_args(s, static_cast<ArgsMode>(m_.config.args_format), args_width());
    out_.session_stack(s);
    break;
  }
  case KT_REC_CALL_ARGS:
    args_types_.call_args(rec + sizeof h, size - sizeof h);
    break;
  case KT_REC_SESSION_CALLS: {
    SessionCalls c = decode_session_calls(rec + sizeof h, size - sizeof h, m_);
    args_types_.attach_call_args(c, static_cast<ArgsMode>(m_.config.args_format), args_width());
    out_.session_calls(c);
    break;
  }
  case KT_REC_LBR:
    out_.branches(decode_lbr_record(rec + sizeof h, size - sizeof h, m_.config.lbr_max_count, symbols_));
    break;
  case KT_REC_ARGS:
    out_.args(args_types_.format(rec + sizeof h, size - sizeof h, static_cast<ArgsMode>(m_.config.args_format),
                                 args_width()));
    break;
  case KT_REC_CLEAR:
    if (h.id < m_.maps.size())
      (void)maps_->clear(m_.maps[h.id]);
    break;
  case KT_REC_ZERO:
    if (h.id < m_.maps.size())
      (void)maps_->zero(m_.maps[h.id]);
    break;
  case KT_REC_TIME:
    if (h.id < m_.time_formats.size())
      out_.time(util::format_strftime(m_.time_formats[h.id], realtime_ns()));
    break;
  case KT_REC_EXIT:
    if (!stop_)
      exit_code_ = static_cast<int>(u64_at(8));
    stop_ = true;
    // What any probe queued after exit() is dropped, as bpftrace does: the
    // records left in this batch too (libbpf goes on consuming unless the
    // callback fails, and a failure would end the poll with an error).
    discard_ = true;
    return 0;
  case KT_REC_SYSTEM:
    if (h.id < m_.systems.size()) {
      std::string cmd;
      printf_record(m_.systems[h.id], rec, size, &cmd);
      results_.flush();
      if (FILE *p = popen(cmd.c_str(), "r")) {
        char buf[4096];
        size_t n;
        std::string text;
        while ((n = fread(buf, 1, sizeof buf, p)) > 0)
          text.append(buf, n);
        pclose(p);
        out_.command_output(text);
      }
    }
    break;
  case KT_REC_JOIN: {
    // kJoinArgs strings of max_strlen bytes; an empty one ends the list.
    uint32_t len = m_.config.max_strlen;
    std::string text;
    for (uint32_t i = 0; i < manifest::kJoinArgs; i++) {
      size_t off = sizeof(kt_record_header) + size_t{i} * len;
      if (off >= size || !rec[off])
        break;
      if (i)
        text += h.id < m_.join_separators.size() ? m_.join_separators[h.id] : " ";
      text.append(reinterpret_cast<const char *>(rec + off), strnlen(reinterpret_cast<const char *>(rec + off), len));
    }
    out_.joined(text);
    break;
  }
  case KT_REC_CAT:
    if (h.id < m_.cats.size()) {
      std::string path;
      printf_record(m_.cats[h.id], rec, size, &path);
      std::ifstream in(path, std::ios::binary);
      if (!in) {
        out_.message("kt: cat(): cannot open '" + path + "': " + std::strerror(errno));
      } else {
        std::ostringstream text;
        text << in.rdbuf();
        out_.file_contents(text.str());
      }
    }
    break;
  default: break;
  }
  return 0;
}

uint64_t Tracer::lost(uint32_t counter) const {
  int fd = obj_->map_fd(manifest::kLostMap);
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

void Tracer::finish() {
  // Maps at exit, in name order, after two blank lines (bpftrace's layout).
  if (!m_.maps.empty() && m_.config.print_maps_on_exit) {
    out_.exit_maps();
    std::vector<const manifest::Map *> order;
    for (const manifest::Map &m : m_.maps)
      order.push_back(&m);
    std::sort(order.begin(), order.end(), [](auto *a, auto *b) { return a->name < b->name; });
    for (const manifest::Map *m : order) {
      auto data = maps_->read(*m);
      if (data)
        out_.map(*data);
    }
  }
  out_.flush();
  if (uint64_t n = lost(manifest::kLostRecords))
    out_.lost(n);
  if (uint64_t n = lost(manifest::kLostMapUpdates))
    out_.message("kt: " + std::to_string(n) + " map update" + (n == 1 ? " was" : "s were") +
                 " dropped because a map was full; raise max_map_keys (config) or KT_MAX_MAP_KEYS");
  results_.flush();
}

int Tracer::run(const std::vector<char> &elf) {
  route_libbpf_messages(opts_.libbpf_log);
  raise_open_file_limit();
  if (!opts_.vmlinux.empty()) {
    symbols_.set_vmlinux(opts_.vmlinux);
    if (std::string why = symbols_.vmlinux_problem(); !why.empty())
      err_ << "kt: warning: -k: " << why << "; kernel frames get names only\n";
  }
  Child child;
  RuntimeConfig cfg;
  cfg.start_ns = monotonic_ns();
  if (!opts_.command.empty()) {
    if (Status s = child.start(opts_.command); !s)
      return fail(s.error(), kExitRuntime);
    // -c, as in bpftrace: uprobes and USDT attach to the command; other
    // probes see every process (filter with `pid == cpid`).
    cfg.child_pid = static_cast<uint64_t>(child.pid());
  } else if (opts_.pid) {
    if (kill(*opts_.pid, 0) != 0 && errno == ESRCH)
      return fail(Error("-p " + std::to_string(*opts_.pid) + ": no such process"), kExitUsage);
    // -p: every probe (but BEGIN, END, interval) ignores other processes.
    cfg.target_pid = static_cast<uint64_t>(*opts_.pid);
  }
  ProcessWatch target(opts_.pid ? *opts_.pid : 0);

  for (const manifest::SymbolAddress &a : m_.addresses) {
    if (a.kernel) {
      auto addr = symbols_.kernel_address(a.name);
      if (!addr)
        return fail(Error("kaddr(\"" + a.name + "\"): no such kernel symbol in /proc/kallsyms"), kExitRuntime);
      cfg.addresses.push_back(*addr);
    } else {
      auto path = catalog::resolve_binary(a.binary);
      auto sym = path ? catalog::find_elf_symbol(*path, a.name) : Result<catalog::ElfSymbol>(path.error());
      if (!sym)
        return fail(sym.error().wrap("uaddr(\"" + a.name + "\")"), kExitRuntime);
      if (a.relative) {
        // The distance from the probed address (see manifest::SymbolAddress).
        uint64_t site = a.address;
        if (!a.has_address) {
          auto f = catalog::find_elf_symbol(*path, a.site);
          if (!f)
            return fail(f.error().wrap("uaddr(\"" + a.name + "\")"), kExitRuntime);
          site = f->value + a.offset;
        }
        cfg.addresses.push_back(sym->value - site);
        continue;
      }
      // A file address is the run-time one only in a fixed-address executable.
      auto elf = catalog::ElfReader::open(*path);
      GElf_Ehdr eh;
      if (elf && gelf_getehdr(elf->elf(), &eh) && eh.e_type != ET_EXEC)
        return fail(Error("uaddr(\"" + a.name + "\"): " + *path +
                          " is position-independent, so where the symbol is depends on the process; "
                          "use uaddr() in a uprobe or uretprobe with one attach point, which finds it"),
                    kExitUnavailable);
      cfg.addresses.push_back(sym->value);
    }
  }

  // lbr(): the CPU records branches while these events are open; without
  // LBR kt stops here and says what is missing.
  if (m_.config.lbr_mode >= 0 && !opts_.dry_run) {
    auto fds = open_lbr_events(m_.config.lbr_mode);
    if (!fds)
      return fail(fds.error(), fds.error().unavailable ? kExitUnavailable : kExitRuntime);
    lbr_.fds = std::move(*fds);
  }

  // The manifest names only aggregations this runtime can read.
  for (const manifest::Map &map : m_.maps)
    if (!find_aggregation(map.aggregation))
      return fail(Error("internal error: map '" + map.name + "' has aggregation '" + map.aggregation +
                        "', which the runtime does not know"),
                  kExitInternal);
  auto obj = BpfObject::open(elf, m_);
  if (!obj)
    return fail(obj.error(), kExitRuntime);
  obj_ = std::move(*obj);
  if (Status s = obj_->configure(cfg); !s)
    return fail(s.error(), kExitRuntime);
  if (Status s = obj_->load(opts_.verifier_log); !s) {
    if (s.error().unavailable)
      return fail(s.error(), kExitUnavailable);
    int code = s.error().code == EPERM || s.error().code == EACCES ? kExitPermission : kExitRuntime;
    if (code == kExitPermission && geteuid() != 0)
      return fail(Error(s.error().message + "\nhint: kt needs root (or CAP_BPF and CAP_PERFMON) to load programs"),
                  code);
    return fail(s.error(), code);
  }
  decoder_.set_stack_map(obj_->map_fd(manifest::kStackMap));
  maps_ = std::make_unique<MapReader>(*obj_, decoder_);
  if (opts_.dry_run) {
    if (opts_.verbose && !m_.session_functions.empty())
      list_session_functions();
    err_ << "kt: " << obj_->program_count() << " program" << (obj_->program_count() == 1 ? "" : "s")
         << " loaded and verified; nothing attached (--dry-run)\n";
    return kExitOk;
  }

  ring_buffer *rb = ring_buffer__new(obj_->map_fd(manifest::kRingbufMap), on_record, this, nullptr);
  if (!rb)
    return fail(Error(std::string("ring buffer: ") + std::strerror(errno)), kExitRuntime);
  struct RbGuard {
    ring_buffer *rb;
    ~RbGuard() { ring_buffer__free(rb); }
  } rb_guard{rb};

  install_signal_handlers();
  Attachments links;
  AttachOptions aopts;
  if (cfg.target_pid || cfg.child_pid)
    aopts.pid = static_cast<int>(cfg.target_pid ? cfg.target_pid : cfg.child_pid);
  aopts.progress = &err_;
  if (Status s = args_types_.prepare(*obj_, m_, probe_names_); !s)
    return fail(s.error(), kExitRuntime);
  bool unavailable = false;
  auto attach_start = std::chrono::steady_clock::now();
  auto attached = links.attach_all(*obj_, m_, aopts, probe_names_, unavailable);
  if (!attached)
    return fail(attached.error(), unavailable ? kExitUnavailable : kExitRuntime);
  auto attach_took = std::chrono::steady_clock::now() - attach_start;
  size_t begin_end = 0;
  for (const manifest::Probe &p : m_.probes)
    begin_end += p.type == manifest::ProbeType::Begin || p.type == manifest::ProbeType::End;
  out_.attached(*attached + begin_end);
  report_kernel_functions(links, attach_took);
  if (opts_.notify_attached) {
    std::cout << "__KT_ATTACHED__" << std::endl;
  }

  if (Status s = run_test(manifest::ProbeType::Begin); !s)
    return fail(s.error(), kExitRuntime);
  ring_buffer__consume(rb);
  out_.flush();
  child.release();

  while (!stop_ && !g_signal) {
    // Output records do not wake kt (bpf/abi/records.h): drain them often.
    // poll() reads only a ring that woke it; consume() reads what waits.
    int n = ring_buffer__poll(rb, m_.config.output_records ? KT_OUTPUT_POLL_MS : 100);
    if (n >= 0 && m_.config.output_records)
      n = ring_buffer__consume(rb);
    out_.flush();
    // Results that cannot be written (`kt ... | head -1` once head has
    // exited: EPIPE, SIGPIPE being ignored) end the run as Ctrl-C does.
    if (!results_)
      break;
    if (n < 0 && n != -EINTR)
      return fail(Error(std::string("ring buffer poll: ") + std::strerror(-n)), kExitRuntime);
    if (!opts_.command.empty() && child.exited())
      break;
    if (opts_.pid && (target.valid() ? target.exited() : kill(*opts_.pid, 0) != 0 && errno == ESRCH))
      break;
  }
  // Before detaching: the command's calls in progress end with it.
  child.terminate();
  auto detach_start = std::chrono::steady_clock::now();
  links.detach();
  if (kernel_functions_ >= 2)
    err_ << "kt: detached in " << seconds(std::chrono::steady_clock::now() - detach_start) << " s\n";
  // After exit(), what other probes queued before detaching is dropped;
  // after a signal or the traced process's exit, it is printed.
  discard_ = stop_;
  ring_buffer__consume(rb);
  discard_ = false;
  if (Status s = run_test(manifest::ProbeType::End); !s)
    err_ << "kt: " << s.error().message << "\n";
  ring_buffer__consume(rb);
  finish();
  return exit_code_;
}

} // namespace

int run(const std::vector<char> &elf, const manifest::Manifest &m, const RunOptions &opts, Output &out,
        std::ostream &results, std::ostream &err) {
  Tracer t(m, opts, out, results, err);
  return t.run(elf);
}

} // namespace kt::runtime
