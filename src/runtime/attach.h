// Attaching: every probe of the manifest except BEGIN/END, wildcards
// expanded here (tracepoints from tracefs, functions from ELF symbol
// tables). A wildcard costs one program, attached many times; each
// attachment's BPF cookie indexes the probe name it prints as `probe`.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "manifest/manifest.h"
#include "runtime/object.h"
#include "util/result.h"

namespace kt::runtime {
class EarlyUprobes;
}

struct bpf_link;
struct perf_event_attr;

namespace kt::runtime {

struct AttachOptions {
  int pid = -1; // uprobes/usdt: only this process (-p or -c); -1: all
  // -c: the command's executable, where a wildcard binary path
  // (`usdt:*:loop`) looks before the command runs (catalog/binary_globs.h).
  std::string command_program;
  // An attach that takes longer than a second reports its progress here,
  // once a second (nullptr: never).
  std::ostream *progress = nullptr;
  // config missing_probes (manifest::Config): an attach point that fails
  // is an error (0), or skipped with a warning here (1) or silently (2).
  uint8_t missing_probes = 0;
  std::ostream *warnings = nullptr;
  // Perf events of single-function uprobes opened while the program
  // compiled (early_uprobes.h): a uprobe takes its own from here.
  EarlyUprobes *early_uprobes = nullptr;
};

// What attaching failed on, for the exit code: a kernel feature this
// machine lacks (no hardware PMU, no kprobes) or anything else.
struct AttachError {
  Error error;
  bool unavailable = false;
};

// The probe name a uprobe or uretprobe attach point gives one of its
// functions, which its cookie indexes: the attach point's text, or for a
// wildcard KIND:PATH:FUNC, one name per function.
std::string uprobe_site_name(const manifest::Attach &a, bool ret, const std::string &path, const std::string &func);

class Attachments {
public:
  Attachments() = default;
  ~Attachments() { detach(); }
  Attachments(const Attachments &) = delete;
  Attachments &operator=(const Attachments &) = delete;

  // Attaches every probe; on failure detaches what was attached and
  // reports which probe failed and why. Appends the names of expanded
  // attachments to `probe_names` (cookies index it).
  Result<size_t> attach_all(BpfObject &obj, const manifest::Manifest &m, const AttachOptions &opts,
                            std::vector<std::string> &probe_names, bool &unavailable);
  size_t count() const { return links_.size(); }
  size_t sites() const { return sites_; }
  // Functions a wildcard matched that the kernel refused to attach to.
  const std::vector<std::string> &skipped() const { return skipped_; }
  // User-space session functions: how many were attached (once each,
  // though a session probes each at entry and return), through how many
  // uprobe.multi links, and those the kernel refused (skipped).
  size_t user_functions() const { return user_functions_; }
  size_t user_links() const { return user_links_; }
  const std::vector<std::string> &user_skipped() const { return user_skipped_; }
  // kprobe.multi links made (each serves many functions).
  size_t multi_links() const { return multi_links_; }
  // kprobe.session links made (each serves many functions, at entry and
  // return).
  size_t session_links() const { return session_links_; }
  // An iter probe's link (iterators.cpp), which the run reads or pins;
  // null when the program has none.
  bpf_link *iterator_link() const { return iter_link_; }
  // unwatch(addr): detaches the watchpoints on `addr` (watchpoints.cpp);
  // an address nothing watches is no error, as in bpftrace.
  void unwatch(uint64_t addr);
  void detach();

private:
  Status attach_probe(BpfObject &obj, const manifest::Probe &p, const AttachOptions &opts,
                      std::vector<std::string> &names, bool &unavailable);
  Status tracepoints(bpf_program *prog, const manifest::Attach &a, std::vector<std::string> &names);
  Status tracepoint_list(bpf_program *prog, const std::vector<std::pair<std::string, std::string>> &targets,
                         bool wildcard, std::vector<std::string> &names);
  Status syscall_fanout(BpfObject &obj, const manifest::Probe &p, std::vector<std::string> &names);
  Status perf_events(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a,
                     std::vector<std::string> &names, bool &unavailable);
  Status uprobes(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a, const AttachOptions &opts,
                 std::vector<std::string> &names);
  Status uprobes_in(bpf_program *prog, const manifest::Probe &p, const manifest::Attach &a,
                    const AttachOptions &opts, std::vector<std::string> &names, const std::string &path);
  Status session_uprobes(bpf_program *prog, const manifest::Probe &p, const AttachOptions &opts);
  // One uprobe.multi link over `which` (functions of `path`): 0, or the
  // errno of the kernel's refusal.
  int session_uprobe_link(bpf_program *prog, const manifest::Probe &p, const std::string &path,
                          const std::vector<const manifest::Attach *> &which, uint32_t pid);
  Status usdt_in(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
                 std::vector<std::string> &names, const std::string &path);
  Status usdt(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
              std::vector<std::string> &names);
  Status iterator(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts);
  Status watchpoints(bpf_program *prog, const manifest::Attach &a, const AttachOptions &opts,
                     std::vector<std::string> &names, bool &unavailable);
  // Kernel functions (attach_kernel.cpp). A wildcard goes on without the
  // functions the kernel refuses (refused() records them) and fails only
  // when it attached none.
  Status kernel_functions(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names,
                          bool &unavailable);
  Status refused(const manifest::Attach &a, Error why);
  Status kprobes(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names, bool &unavailable);
  Status kprobe_multi(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names);
  // One kprobe.multi (or kprobe.session) link over the functions `which`
  // indexes: 0, or the errno of the kernel's refusal.
  int kprobe_multi_link(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names,
                           const std::vector<size_t> &which);
  Status fentries(bpf_program *prog, const manifest::Probe &p, std::vector<std::string> &names);
  Result<int> fentry_copy(bpf_program *prog, const manifest::Attach &a);
  Result<int> module_btf_fd(const std::string &module);
  void add(bpf_link *link) { links_.push_back(link); }
  // Counts `n` more attach points served, and reports progress when due.
  void served(size_t n = 1);

  std::vector<bpf_link *> links_;
  bpf_link *iter_link_ = nullptr;                              // also in links_
  std::map<uint64_t, std::vector<bpf_link *>> watch_links_;    // by address (not in links_: unwatch() detaches them)
  bool breakpoints_work_ = false;                              // the breakpoint self-test passed
  std::vector<int> link_fds_;  // links made without libbpf (fentry/fexit copies, kprobe.session)
  std::vector<int> fds_;       // the copies' programs
  std::map<std::string, int> module_btf_fds_;
  std::vector<std::string> skipped_;
  std::vector<std::string> user_skipped_;
  size_t user_functions_ = 0, user_links_ = 0;
  size_t sites_ = 0; // attach points served: tracepoints, functions, perf events
  size_t multi_links_ = 0;
  size_t session_links_ = 0;
  std::ostream *progress_ = nullptr;
  size_t expected_ = 0; // attach points the manifest names (0: unknown, wildcards)
  std::chrono::steady_clock::time_point start_, next_report_;
  std::optional<Error> last_refusal_; // why the last function a wildcard skipped was refused
};

// Links `items` through one link with `link` (0, or the errno of the
// kernel's refusal). The kernel refuses a whole multi-function link for
// one function it will not probe: a refused set is halved until each
// refused item is alone, and `refused(item, errno)` says whether the run
// goes on without it ({}) or ends. A few links instead of one, still far
// fewer than one per function. Kernel and user function sets use it.
template <typename T, typename Link, typename Refused>
Status link_halving(const std::vector<T> &items, Link &&link, Refused &&refused) {
  int err = link(items);
  if (!err)
    return {};
  if (items.size() == 1)
    return refused(items[0], err);
  std::vector<T> first(items.begin(), items.begin() + items.size() / 2);
  std::vector<T> second(items.begin() + items.size() / 2, items.end());
  if (Status s = link_halving(first, link, refused); !s)
    return s;
  return link_halving(second, link, refused);
}

// Tracepoints matching a (possibly wildcard) category and name, as
// (category, name) pairs in tracefs order.
Result<std::vector<std::pair<std::string, std::string>>> expand_tracepoints(const manifest::Attach &a);

// The CPUs that are online now (/sys/devices/system/cpu/online).
std::vector<int> online_cpus();

// perf_event_open(2) with close-on-exec: a descriptor, or -1 and errno.
int open_perf_event(perf_event_attr *attr, int pid, int cpu);

// Index of `name` in `names`, appended if new.
uint64_t probe_index(std::vector<std::string> &names, const std::string &name);

} // namespace kt::runtime
