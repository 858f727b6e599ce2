// watchpoint:ADDR:LEN:MODE probes: hardware breakpoints (PERF_TYPE_BREAKPOINT
// perf events) that run the program when the address is read, written or
// executed. With -p or -c one event per thread of that process (inherited
// by the threads it starts later), watching its address space; otherwise
// one per CPU, which suits kernel addresses. x86-64 has four debug
// registers per CPU, so a few watchpoints at most.
//
// First, once per run, kt checks that this machine delivers breakpoints at
// all (catalog::detect_breakpoints): some virtual machines accept them and
// never fire, and a watchpoint that silently sees nothing is worse than an
// error. unwatch(addr) detaches the events of every watchpoint on addr.
#include <bpf/libbpf.h>
#include <dirent.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "catalog/pmu.h"
#include "runtime/attach.h"

namespace kt::runtime {

namespace {

// The threads of process `pid` (/proc/PID/task).
std::vector<int> threads_of(int pid) {
  std::vector<int> tids;
  std::string dir = "/proc/" + std::to_string(pid) + "/task";
  DIR *d = opendir(dir.c_str());
  if (!d)
    return tids;
  while (dirent *e = readdir(d))
    if (int tid = std::atoi(e->d_name); tid > 0)
      tids.push_back(tid);
  closedir(d);
  return tids;
}

uint32_t breakpoint_type(const std::string &mode) {
  uint32_t t = HW_BREAKPOINT_EMPTY;
  for (char c : mode)
    t |= c == 'r' ? HW_BREAKPOINT_R : c == 'w' ? HW_BREAKPOINT_W : c == 'x' ? HW_BREAKPOINT_X : 0;
  return t;
}

std::string hex(uint64_t v) {
  std::ostringstream s;
  s << "0x" << std::hex << v;
  return s.str();
}

// Why the kernel refused every event of a watchpoint.
Error refusal(const manifest::Attach &a, int err) {
  std::string what = "watch " + hex(a.address) + " (" + std::to_string(a.count) + " bytes, mode " + a.target + ")";
  if (err == ENOSPC)
    return Error(what + ": no free debug register (x86-64 has four per CPU, and other watchpoints or a "
                        "debugger may hold them)",
                 err);
  if (err == EINVAL)
    return Error(what + ": the kernel refused it (the address must be aligned to the length, and a user "
                        "address needs -p or -c)",
                 err);
  if (err == ENOENT || err == EOPNOTSUPP || err == ENODEV)
    return Error(what + ": this kernel has no hardware breakpoints: " + std::strerror(err), err, true);
  return Error(what + ": " + std::strerror(err), err);
}

} // namespace

Status Attachments::watchpoints(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
                                std::vector<std::string> &names, bool &unavailable) {
  if (!breakpoints_work_) {
    catalog::PmuStatus bp = catalog::detect_breakpoints();
    if (!bp.available) {
      unavailable = true;
      return Error("this machine cannot run watchpoints: " + bp.reason, 0, true);
    }
    breakpoints_work_ = true;
  }
  perf_event_attr attr{};
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_BREAKPOINT;
  attr.bp_type = breakpoint_type(a.target);
  attr.bp_addr = a.address;
  // perf_event_open(2): an execute breakpoint's length is a long's.
  attr.bp_len = attr.bp_type & HW_BREAKPOINT_X ? sizeof(long) : a.count;
  attr.sample_period = 1; // every access
  std::vector<std::pair<int, int>> targets; // (pid, cpu)
  if (opts.pid > 0) {
    attr.inherit = 1; // the threads it starts later
    for (int tid : threads_of(opts.pid))
      targets.push_back({tid, -1});
  } else {
    for (int cpu : online_cpus())
      targets.push_back({-1, cpu});
  }
  LIBBPF_OPTS(bpf_perf_event_opts, o, .bpf_cookie = probe_index(names, a.text));
  std::vector<bpf_link *> &links = watch_links_[a.address];
  int err = ESRCH;
  // Threads end and CPUs go offline while this runs: a watchpoint fails
  // only when none of its events could be made.
  for (auto [pid, cpu] : targets) {
    int fd = open_perf_event(&attr, pid, cpu);
    if (fd < 0) {
      err = errno;
      continue;
    }
    bpf_link *link = bpf_program__attach_perf_event_opts(prog, fd, &o);
    if (!link) {
      err = errno;
      close(fd);
      continue;
    }
    links.push_back(link);
  }
  if (links.empty()) {
    Error e = refusal(a, err);
    unavailable = e.unavailable;
    return e;
  }
  served();
  return {};
}

void Attachments::unwatch(uint64_t addr) {
  auto it = watch_links_.find(addr);
  if (it == watch_links_.end())
    return;
  for (bpf_link *link : it->second)
    bpf_link__destroy(link);
  watch_links_.erase(it);
}

} // namespace kt::runtime
