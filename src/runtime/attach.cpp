#include "runtime/attach.h"

#include <bpf/libbpf.h>
#include <bpf/bpf.h>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <thread>
#include <cstring>
#include <fstream>
#include <map>

#include "catalog/binary_globs.h"
#include "catalog/elf_reader.h"
#include "catalog/elf_symbols.h"
#include "util/glob.h"
#include "catalog/libraries.h"
#include "catalog/pmu.h"
#include "catalog/tracefs.h"
#include "catalog/uprobe_entry.h"
#include "catalog/usdt.h"
#include "runtime/early_uprobes.h"
#include "runtime/uprobe_multi.h"
#include "util/perf_events.h"
#include "util/probe_targets.h"
#include "util/syscalls.h"

namespace kt::runtime {

using manifest::ProbeType;

uint64_t probe_index(std::vector<std::string> &names, const std::string &name) {
  for (size_t i = 0; i < names.size(); i++)
    if (names[i] == name)
      return i;
  names.push_back(name);
  return names.size() - 1;
}

// CPUs that are online now ("0-3,5" in /sys/devices/system/cpu/online).
std::vector<int> online_cpus() {
  std::vector<int> cpus;
  std::ifstream in("/sys/devices/system/cpu/online");
  std::string text;
  std::getline(in, text);
  size_t pos = 0;
  while (pos < text.size()) {
    size_t comma = text.find(',', pos);
    std::string part = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    size_t dash = part.find('-');
    int lo = std::stoi(part.substr(0, dash));
    int hi = dash == std::string::npos ? lo : std::stoi(part.substr(dash + 1));
    for (int c = lo; c <= hi; c++)
      cpus.push_back(c);
    if (comma == std::string::npos)
      break;
    pos = comma + 1;
  }
  if (cpus.empty())
    cpus.push_back(0);
  return cpus;
}

int open_perf_event(perf_event_attr *attr, int pid, int cpu) {
  return static_cast<int>(syscall(__NR_perf_event_open, attr, pid, cpu, -1, PERF_FLAG_FD_CLOEXEC));
}

namespace {

std::string errno_text(int err) { return std::strerror(err < 0 ? -err : err); }

uint64_t period_ns(const std::string &unit, uint64_t count) {
  if (unit == "s")
    return count * 1000000000ull;
  if (unit == "ms")
    return count * 1000000ull;
  if (unit == "us")
    return count * 1000ull;
  if (unit == "hz")
    return count ? 1000000000ull / count : 0;
  return count; // "ns"
}

// How many attach points the manifest names, when it says: kernel
// functions (wildcards come expanded) and single uprobes and tracepoints.
// 0 when a wildcard expands only here.
size_t expected_sites(const manifest::Manifest &m) {
  size_t n = 0;
  for (const manifest::Probe &p : m.probes) {
    switch (p.type) {
    case ProbeType::Begin:
    case ProbeType::End:
    case ProbeType::Signal:
    case ProbeType::Test:
    case ProbeType::Bench: break;
    case ProbeType::Kprobe:
    case ProbeType::Kretprobe:
    case ProbeType::KprobeSession:
    case ProbeType::Fentry:
    case ProbeType::Fexit:
    case ProbeType::TpBtf: n += p.attach.size(); break;
    case ProbeType::Uprobe:
    case ProbeType::Uretprobe:
    case ProbeType::Tracepoint:
      if (p.fanout)
        return 0;
      for (const manifest::Attach &a : p.attach)
        if (a.wildcard)
          return 0;
      n += p.attach.size();
      break;
    default: return 0;
    }
  }
  return n;
}

// config missing_probes: whether attach error `e` skips its attach point
// (or its probe) instead of ending the run.
bool skip_missing(const Error &e, const AttachOptions &opts) {
  if (opts.missing_probes == 0)
    return false;
  if (opts.missing_probes == 1 && opts.warnings)
    *opts.warnings << "kt: warning: " << e.message << "; skipped (missing_probes = warn)\n";
  return true;
}

} // namespace

void Attachments::detach() {
  std::vector<int> fds = std::move(fds_);
  fds_.clear();
  // Destroying a link detaches it (and closes its perf event). Closing a
  // tracepoint's perf event waits for an RCU grace period in the kernel
  // (perf_trace_event_unreg -> tracepoint_synchronize_unregister), tens of
  // milliseconds each; concurrent waits share grace periods, so detach
  // from many threads at once: 360 syscall tracepoints go from ~25 s to
  // well under a second. A uprobe's link waits too (~0.1 s here), so even
  // two or three links get a thread each: sslsnoop's three uprobe.multi
  // links took 0.39 s to detach one after the other.
  // Link fds of fentry/fexit copies detach the same way, then their
  // programs and module BTF fds close.
  size_t n = links_.size() + link_fds_.size();
  auto release = [&](size_t i) {
    if (i < links_.size())
      bpf_link__destroy(links_[i]);
    else
      close(link_fds_[i - links_.size()]);
  };
  size_t threads = std::min<size_t>(64, n);
  if (threads <= 1) {
    for (size_t i = n; i-- > 0;)
      release(i);
  } else {
    std::atomic<size_t> next{0};
    std::vector<std::thread> pool;
    for (size_t t = 0; t < threads; t++)
      pool.emplace_back([&] {
        for (size_t i; (i = next.fetch_add(1)) < n;)
          release(i);
      });
    for (std::thread &t : pool)
      t.join();
  }
  links_.clear();
  link_fds_.clear();
  iter_link_ = nullptr;
  for (auto &[addr, links] : watch_links_)
    for (bpf_link *link : links)
      bpf_link__destroy(link);
  watch_links_.clear();
  for (int fd : fds)
    close(fd);
  for (auto &[module, fd] : module_btf_fds_)
    if (fd >= 0)
      close(fd);
  module_btf_fds_.clear();
}

Result<size_t> Attachments::attach_all(BpfObject &obj, const manifest::Manifest &m, const AttachOptions &opts,
                                       std::vector<std::string> &probe_names, bool &unavailable) {
  progress_ = opts.progress;
  start_ = std::chrono::steady_clock::now();
  next_report_ = start_ + std::chrono::seconds(1);
  expected_ = expected_sites(m);
  for (const manifest::Probe &p : m.probes) {
    if (manifest::is_run_by_kt(p.type))
      continue;
    if (Status s = attach_probe(obj, p, opts, probe_names, unavailable); !s) {
      if ((p.fanout || manifest::is_kernel_function(p.type)) && skip_missing(s.error(), opts))
        continue;
      detach();
      return s.error();
    }
  }
  return sites_;
}

void Attachments::served(size_t n) {
  sites_ += n;
  if (!progress_)
    return;
  auto now = std::chrono::steady_clock::now();
  if (now < next_report_)
    return;
  next_report_ = now + std::chrono::seconds(1);
  char took[32];
  std::snprintf(took, sizeof took, "%.1f", std::chrono::duration<double>(now - start_).count());
  *progress_ << "kt: attaching: " << sites_;
  if (expected_ >= sites_)
    *progress_ << " of " << expected_;
  *progress_ << " attached in " << took << " s\n" << std::flush;
}

Status Attachments::attach_probe(BpfObject &obj, const manifest::Probe &p, const AttachOptions &opts,
                                 std::vector<std::string> &names, bool &unavailable) {
  bpf_program *prog = obj.program(p.program);
  if (!prog)
    return Error("program '" + p.program + "' is missing from the compiled object");
  if (p.fanout)
    return syscall_fanout(obj, p, names);
  if (manifest::is_kernel_function(p.type))
    return kernel_functions(prog, p, names, unavailable);
  if (p.session && bpf_program__expected_attach_type(prog) == static_cast<bpf_attach_type>(kAttachUprobeMulti))
    return session_uprobes(prog, p, opts);
  for (const manifest::Attach &a : p.attach) {
    Status s;
    switch (p.type) {
    case ProbeType::Tracepoint: s = tracepoints(prog, a, names); break;
    case ProbeType::TpBtf: {
      // No cookie: tp_btf links take none before Linux 6.10 (libbpf then
      // falls back to BPF_RAW_TRACEPOINT_OPEN), and the program is this
      // tracepoint's alone.
      bpf_link *link = bpf_program__attach_trace(prog);
      if (!link)
        s = Error("'" + a.text + "': attach: " + errno_text(errno), errno);
      else
        add(link), served();
      break;
    }
    case ProbeType::RawTracepoint: {
      bpf_link *link = bpf_program__attach_raw_tracepoint(prog, a.func.c_str());
      if (!link)
        s = Error("raw tracepoint '" + a.func + "': " + errno_text(errno));
      else
        add(link), served();
      break;
    }
    case ProbeType::Interval:
    case ProbeType::Profile:
    case ProbeType::Software:
    case ProbeType::Hardware: s = perf_events(prog, p, a, names, unavailable); break;
    case ProbeType::Uprobe:
    case ProbeType::Uretprobe: s = uprobes(prog, p, a, opts, names); break;
    case ProbeType::Usdt: s = usdt(prog, a, opts, names); break;
    case ProbeType::Iter: s = iterator(prog, a, opts); break;
    case ProbeType::Watchpoint: s = watchpoints(prog, a, opts, names, unavailable); break;
    default:
      unavailable = true;
      s = Error("'" + a.text + "': this probe type is not supported by this version of kt");
    }
    if (!s) {
      Error e = s.error().wrap("attach '" + a.text + "'");
      if (skip_missing(e, opts))
        continue;
      return e;
    }
  }
  return {};
}

Result<std::vector<std::pair<std::string, std::string>>> expand_tracepoints(const manifest::Attach &a) {
  auto fs = catalog::Tracefs::open();
  if (!fs)
    return fs.error();
  std::vector<std::pair<std::string, std::string>> targets;
  if (!a.wildcard) {
    if (!fs->has_tracepoint(a.target, a.func))
      return Error("no such tracepoint; list them with kt -l 'tracepoint:" + a.target + ":*'");
    targets.push_back({a.target, a.func});
    return targets;
  }
  auto all = fs->tracepoints();
  if (!all)
    return all.error();
  for (const std::string &tp : *all) {
    size_t colon = tp.find(':');
    if (colon != std::string::npos && glob_match(a.target, tp.substr(0, colon)) &&
        glob_match(a.func, tp.substr(colon + 1)))
      targets.push_back({tp.substr(0, colon), tp.substr(colon + 1)});
  }
  if (targets.empty())
    return Error("no tracepoint matches; list them with kt -l 'tracepoint:" + a.target + ":*'");
  return targets;
}

Status Attachments::tracepoints(bpf_program *prog, const manifest::Attach &a, std::vector<std::string> &names) {
  auto targets = expand_tracepoints(a);
  if (!targets)
    return targets.error();
  return tracepoint_list(prog, *targets, a.wildcard, names);
}

Status Attachments::tracepoint_list(bpf_program *prog,
                                    const std::vector<std::pair<std::string, std::string>> &targets,
                                    bool wildcard, std::vector<std::string> &names) {
  for (const auto &[cat, name] : targets) {
    LIBBPF_OPTS(bpf_tracepoint_opts, o, .bpf_cookie = probe_index(names, "tracepoint:" + cat + ":" + name));
    bpf_link *link = bpf_program__attach_tracepoint_opts(prog, cat.c_str(), name.c_str(), &o);
    if (!link) {
      int err = errno;
      if (wildcard && (err == ENOENT || err == EINVAL))
        continue; // some matches of a wildcard cannot be traced (e.g. removed while listing)
      return Error("tracepoint '" + cat + ":" + name + "': " + errno_text(err), err);
    }
    add(link);
    served();
  }
  return {};
}

// One raw sys_enter/sys_exit attachment serves every matched syscall that
// has a known number; the rest attach one by one.
Status Attachments::syscall_fanout(BpfObject &obj, const manifest::Probe &p, std::vector<std::string> &names) {
  const manifest::SyscallFanout &f = *p.fanout;
  const char *prefix = f.exit ? "sys_exit_" : "sys_enter_";
  std::vector<std::pair<std::string, std::string>> slow;
  int map_fd = obj.map_fd(f.map);
  size_t mapped = 0;
  for (const manifest::Attach &a : p.attach) {
    auto targets = expand_tracepoints(a);
    if (!targets)
      return targets.error().wrap("attach '" + a.text + "'");
    for (const auto &[cat, name] : *targets) {
      auto nr = name.rfind(prefix, 0) == 0 ? util::syscall_number(name.substr(std::strlen(prefix))) : std::nullopt;
      if (!nr || *nr >= manifest::kMaxSyscalls || map_fd < 0) {
        slow.push_back({cat, name});
        continue;
      }
      uint32_t key = *nr;
      uint64_t value = 1 + probe_index(names, "tracepoint:" + cat + ":" + name);
      if (bpf_map_update_elem(map_fd, &key, &value, BPF_ANY) != 0)
        return Error("fill " + f.map + ": " + errno_text(errno));
      mapped++;
    }
  }
  if (mapped) {
    bpf_program *prog = obj.program(f.program);
    bpf_link *link = prog ? bpf_program__attach_raw_tracepoint(prog, f.exit ? "sys_exit" : "sys_enter") : nullptr;
    if (!link)
      return Error(std::string("raw tracepoint ") + (f.exit ? "sys_exit" : "sys_enter") + ": " + errno_text(errno));
    add(link);
    served(mapped);
  }
  if (slow.empty())
    return {};
  return tracepoint_list(obj.program(p.program), slow, true, names);
}

Status Attachments::perf_events(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a,
                                std::vector<std::string> &names, bool &unavailable) {
  perf_event_attr attr{};
  attr.size = sizeof attr;
  std::vector<int> cpus = online_cpus();
  if (p.type == ProbeType::Interval || p.type == ProbeType::Profile) {
    attr.type = PERF_TYPE_SOFTWARE;
    attr.config = PERF_COUNT_SW_CPU_CLOCK;
    if (p.type == ProbeType::Profile && a.target == "hz") {
      attr.freq = 1;
      attr.sample_freq = a.count;
    } else {
      attr.sample_period = period_ns(a.target, a.count);
    }
    // interval: one timer for the whole machine (on the first CPU).
    if (p.type == ProbeType::Interval)
      cpus.resize(1);
  } else {
    auto table = p.type == ProbeType::Software ? std::span<const perf::PerfEvent>(perf::kSoftwareEvents)
                                               : std::span<const perf::PerfEvent>(perf::kHardwareEvents);
    const perf::PerfEvent *ev = perf::find_perf_event(table, a.target);
    if (!ev)
      return Error("unknown event '" + a.target + "'");
    if (p.type == ProbeType::Hardware) {
      catalog::PmuStatus pmu = catalog::detect_hardware_pmu();
      if (!pmu.available) {
        unavailable = true;
        return Error("this machine has no hardware PMU, so hardware events cannot be counted (" + pmu.reason +
                     "); software events such as 'software:cpu-clock' still work");
      }
    }
    attr.type = ev->type;
    attr.config = ev->config;
    attr.sample_period = a.has_count ? a.count : ev->default_period;
  }
  uint64_t cookie = probe_index(names, a.text);
  for (int cpu : cpus) {
    int fd = open_perf_event(&attr, -1, cpu);
    if (fd < 0) {
      int err = errno;
      if (err == ENOENT || err == EOPNOTSUPP)
        unavailable = true;
      return Error("perf_event_open on CPU " + std::to_string(cpu) + ": " + errno_text(err), err);
    }
    LIBBPF_OPTS(bpf_perf_event_opts, o, .bpf_cookie = cookie);
    bpf_link *link = bpf_program__attach_perf_event_opts(prog, fd, &o);
    if (!link) {
      int err = errno;
      close(fd);
      return Error("attach to perf event on CPU " + std::to_string(cpu) + ": " + errno_text(err), err);
    }
    add(link);
  }
  served();
  return {};
}

// The files a uprobe or usdt target names: one, or those a wildcard in its
// path matches (catalog/binary_globs.h), in the -p process, the -c command
// or on the file system.
Result<std::vector<std::string>> binaries_of(const manifest::Attach &a, const AttachOptions &opts) {
  if (!has_wildcard(a.target)) {
    auto path = catalog::resolve_binary(a.target);
    if (!path)
      return path.error();
    return std::vector<std::string>{*path};
  }
  return catalog::expand_binary_glob(a.target, catalog::BinaryScope{opts.pid, opts.command_program});
}

// A wildcard binary path: each file is tried, and the attach point fails
// only when none of them has what it names.
template <typename F> Status for_each_binary(const manifest::Attach &a, const AttachOptions &opts, F &&attach) {
  auto paths = binaries_of(a, opts);
  if (!paths)
    return paths.error();
  Status last;
  size_t attached = 0;
  for (const std::string &path : *paths) {
    Status s = attach(path);
    attached += s.ok();
    if (!s)
      last = s;
    if (!s && paths->size() == 1)
      return s;
  }
  if (attached)
    return {};
  return Error("no binary matching '" + a.target + "' has what it names (" + std::to_string(paths->size()) +
               " searched; the last said: " + last.error().message + ")");
}

Status Attachments::uprobes(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a,
                            const AttachOptions &opts, std::vector<std::string> &names) {
  return for_each_binary(a, opts, [&](const std::string &path) { return uprobes_in(prog, p, a, opts, names, path); });
}

Status Attachments::usdt(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
                         std::vector<std::string> &names) {
  return for_each_binary(a, opts, [&](const std::string &path) { return usdt_in(prog, a, opts, names, path); });
}

Status Attachments::uprobes_in(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a,
                               const AttachOptions &opts, std::vector<std::string> &names,
                               const std::string &file) {
  const std::string *path = &file;
  bool ret = p.type == ProbeType::Uretprobe;
  const char *kind = ret ? "uretprobe" : "uprobe";
  std::vector<std::pair<std::string, uint64_t>> sites; // name, file offset
  if (a.has_address) {
    auto elf = catalog::ElfReader::open(*path);
    if (!elf)
      return elf.error();
    sites.push_back({a.func, elf->file_offset(a.address)});
  } else {
    auto symbols = catalog::SymbolTable::shared(*path);
    if (!symbols)
      return symbols.error();
    std::vector<std::string> funcs = a.wildcard ? (*symbols)->match(a.func) : std::vector<std::string>{a.func};
    if (funcs.empty())
      return Error("no function of " + *path + " matches '" + a.func + "'; list them with kt -l 'uprobe:" +
                   *path + ":*'");
    catalog::EntryBytes entries(*path);
    std::map<std::string, std::vector<std::string>> unsafe; // why -> functions
    for (const std::string &f : funcs) {
      auto off = (*symbols)->offset_of(f);
      if (!off) {
        if (a.wildcard)
          continue;
        return off.error();
      }
      if (auto refusal = a.offset ? std::nullopt : entries.refusal(*off)) {
        if (!a.wildcard)
          return Error(std::string(kind) + " at " + *path + ":" + f + ": it has " + *refusal +
                       "; probe an instruction past it (" + f + "+OFFSET)");
        unsafe[*refusal].push_back(f);
        continue;
      }
      sites.push_back({f, *off + a.offset});
    }
    for (const auto &[reason, skipped] : unsafe)
      if (opts.warnings)
        *opts.warnings << "kt: warning: '" << a.text << "': " << util::skipped_functions(reason, skipped) << "\n";
    if (sites.empty() && !unsafe.empty())
      return Error("every function of " + *path + " that '" + a.func + "' matches has a first instruction kt does "
                   "not probe (" + unsafe.begin()->first + ")");
  }
  if (bpf_program__expected_attach_type(prog) == static_cast<bpf_attach_type>(kAttachUprobeMulti)) {
    // One uprobe.multi link for every site (see object.cpp).
    std::vector<uint64_t> offsets, cookies;
    for (const auto &[func, off] : sites) {
      offsets.push_back(off);
      cookies.push_back(a.cookie ? *a.cookie : probe_index(names, uprobe_site_name(a, ret, *path, func)));
    }
    int fd = uprobe_multi_link(bpf_program__fd(prog), *path, offsets, cookies, ret, opts.pid > 0 ? static_cast<uint32_t>(opts.pid) : 0);
    if (fd < 0)
      return Error(std::string(kind) + " at " + std::to_string(sites.size()) + " functions of " + *path +
                   " (uprobe.multi): " + errno_text(errno));
    link_fds_.push_back(fd);
    served(sites.size());
    return {};
  }
  for (const auto &[func, off] : sites) {
    uint64_t cookie = a.cookie ? *a.cookie : probe_index(names, uprobe_site_name(a, ret, *path, func));
    // Its perf event, when one was opened while the program compiled;
    // the link owns it from here.
    if (int pfd = opts.early_uprobes ? opts.early_uprobes->take(*path, off, ret, opts.pid) : -1; pfd >= 0) {
      LIBBPF_OPTS(bpf_perf_event_opts, pe, .bpf_cookie = cookie);
      if (bpf_link *link = bpf_program__attach_perf_event_opts(prog, pfd, &pe)) {
        add(link);
        served();
        continue;
      }
      close(pfd);
    }
    LIBBPF_OPTS(bpf_uprobe_opts, o, .bpf_cookie = cookie, .retprobe = ret);
    bpf_link *link = bpf_program__attach_uprobe_opts(prog, opts.pid, path->c_str(), off, &o);
    if (!link)
      return Error(std::string(kind) + " at " + *path + ":" + func + ": " + errno_text(errno));
    add(link);
    served();
  }
  return {};
}

// A user-space session's functions: one uprobe.multi link per binary over
// all its functions (each function's cookie names it), made in batches of
// kSessionBatch offsets and halved around a function the kernel refuses
// (an instruction uprobes cannot single-step: 524, ENOTSUPP), which a
// glob's match skips with a warning and a named function makes the run's
// error. 7,000 functions of glibc attach in well under a second this way,
// against ~250 a second with a link each.
Status Attachments::session_uprobes(bpf_program *prog, const manifest::Probe &p, const AttachOptions &opts) {
  constexpr size_t kSessionBatch = 1024;
  std::map<std::string, std::vector<const manifest::Attach *>> by_binary;
  for (const manifest::Attach &a : p.attach)
    by_binary[a.target].push_back(&a);
  uint32_t pid = opts.pid > 0 ? static_cast<uint32_t>(opts.pid) : 0;
  bool ret = p.type == ProbeType::Uretprobe;
  for (const auto &[path, all] : by_binary) {
    auto link = [&](const std::vector<const manifest::Attach *> &which) {
      return session_uprobe_link(prog, p, path, which, pid);
    };
    auto refused = [&](const manifest::Attach *a, int err) -> Status {
      std::string why = err == 524 ? "the kernel cannot put a uprobe on its first instruction (ENOTSUPP)"
                                   : errno_text(err);
      if (!a->wildcard)
        return Error("'" + a->text + "': " + (ret ? "uretprobe" : "uprobe") + " at " + path + ":" + a->func + ": " +
                         why,
                     err);
      if (!ret) // the entry probe reports it; the return probe meets the same refusal
        user_skipped_.push_back(a->func + " (" + why + ")");
      return {};
    };
    for (size_t at = 0; at < all.size(); at += kSessionBatch) {
      std::vector<const manifest::Attach *> batch(all.begin() + at, all.begin() + std::min(all.size(), at + kSessionBatch));
      if (Status s = link_halving(batch, link, refused); !s)
        return s;
    }
  }
  return {};
}

int Attachments::session_uprobe_link(bpf_program *prog, const manifest::Probe &p, const std::string &path,
                                     const std::vector<const manifest::Attach *> &which, uint32_t pid) {
  bool ret = p.type == ProbeType::Uretprobe;
  std::vector<uint64_t> offsets, cookies;
  for (const manifest::Attach *a : which) {
    offsets.push_back(a->file_offset.value_or(0));
    cookies.push_back(a->cookie.value_or(0));
  }
  int fd = uprobe_multi_link(bpf_program__fd(prog), path, offsets, cookies, ret, pid);
  if (fd < 0)
    return errno;
  link_fds_.push_back(fd);
  user_links_++;
  if (!ret) // each function counts once, at its entry probe
    user_functions_ += which.size();
  served(which.size());
  return 0;
}

std::string uprobe_site_name(const manifest::Attach &a, bool ret, const std::string &path, const std::string &func) {
  return a.wildcard ? std::string(ret ? "uretprobe" : "uprobe") + ":" + path + ":" + func : a.text;
}

Status Attachments::usdt_in(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
                            std::vector<std::string> &names, const std::string &file) {
  const std::string *path = &file;
  // The probes the pattern names: provider and name may be globs, and a
  // missing provider matches any.
  auto probes = catalog::read_usdt_probes(*path);
  if (!probes)
    return probes.error();
  std::vector<std::pair<std::string, std::string>> matched;
  for (const catalog::UsdtProbe &p : *probes) {
    bool prov_ok = a.ns.empty() || glob_match(a.ns, p.provider);
    if (!prov_ok || !glob_match(a.func, p.name))
      continue;
    std::pair<std::string, std::string> key{p.provider, p.name};
    if (std::find(matched.begin(), matched.end(), key) == matched.end())
      matched.push_back(key);
  }
  if (matched.empty())
    return Error("no USDT probe of " + *path + " matches '" + (a.ns.empty() ? "" : a.ns + ":") + a.func +
                 "'; list them with kt -l 'usdt:" + *path + ":*'");
  for (const auto &[provider, name] : matched) {
    std::string text = "usdt:" + *path + ":" + provider + ":" + name;
    LIBBPF_OPTS(bpf_usdt_opts, o, .usdt_cookie = probe_index(names, a.wildcard || a.ns.empty() ? text : a.text));
    bpf_link *link = bpf_program__attach_usdt(prog, opts.pid, path->c_str(), provider.c_str(), name.c_str(), &o);
    if (!link)
      return Error("usdt probe '" + provider + ":" + name + "' in " + *path + ": " + errno_text(errno));
    add(link);
    served();
  }
  return {};
}

} // namespace kt::runtime
