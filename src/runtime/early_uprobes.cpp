#include "runtime/early_uprobes.h"

#include <linux/perf_event.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

#include <fstream>

#include "catalog/elf_symbols.h"
#include "catalog/libraries.h"
#include "catalog/uprobe_entry.h"
#include "runtime/attach.h"

namespace kt::runtime {

namespace {

// The uprobe PMU's type and the config bit that makes a probe a return
// probe ("config:0"), from sysfs; -1 when the kernel has no uprobe PMU.
struct UprobePmu {
  int type = -1;
  int retprobe_bit = -1;
};

UprobePmu uprobe_pmu() {
  UprobePmu pmu;
  std::ifstream type("/sys/bus/event_source/devices/uprobe/type");
  std::ifstream format("/sys/bus/event_source/devices/uprobe/format/retprobe");
  std::string bit;
  if (!(type >> pmu.type) || !(format >> bit) || bit.rfind("config:", 0) != 0)
    return {};
  pmu.retprobe_bit = std::stoi(bit.substr(7));
  return pmu;
}

bool has_glob(const std::string &s) { return s.find_first_of("*?[") != std::string::npos; }

} // namespace

EarlyUprobes::EarlyUprobes(const std::vector<Site> &sites, int pid) : pid_(pid) {
  if (sites.empty())
    return;
  thread_ = std::thread([this, sites] {
    resolve_all(sites);
    resolved_.count_down();
    open_all();
  });
  // The symbol tables attaching reads (SymbolTable::shared), read while
  // the other thread waits in the kernel: for libc with its debug file,
  // 3.4 ms that would otherwise come after the load. Not before the sites
  // are resolved: both threads run on the same CPUs (below), and sharing
  // one delayed the registration by 0.5 to 1 ms.
  tables_ = std::thread([this] {
    resolved_.wait();
    for (const std::string &path : paths_)
      (void)catalog::SymbolTable::shared(path);
  });
  // Off this CPU: left to the scheduler, a new thread waited on the CPU
  // that made it until the main thread blocked (measured: it first ran
  // when take() joined it, 2 ms later), and the wait it is there to
  // overlap began only then.
  int here = sched_getcpu();
  cpu_set_t others;
  CPU_ZERO(&others);
  if (here >= 0 && sched_getaffinity(0, sizeof others, &others) == 0 && CPU_ISSET(here, &others) &&
      CPU_COUNT(&others) > 1) {
    CPU_CLR(here, &others);
    for (std::thread *t : {&thread_, &tables_})
      pthread_setaffinity_np(t->native_handle(), sizeof others, &others);
  }
}

// The files and offsets as attaching finds them (Attachments::uprobes_in),
// on the thread, from the files' own symbol tables (own_function_offset,
// which matches symbols as they are: a C++ name, found by demangling, is
// not among them): where SymbolTable, which attaching asks, tells
// otherwise, attaching opens its own event and this one is closed unused.
// Each file found is kept for the table reader (tables_).
void EarlyUprobes::resolve_all(const std::vector<Site> &sites) {
  for (const Site &s : sites) {
    if (has_glob(s.target))
      continue;
    auto path = catalog::resolve_binary(s.target);
    if (!path)
      continue;
    paths_.push_back(*path);
    auto off = catalog::own_function_offset(*path, s.func);
    if (!off)
      continue;
    if (!s.offset && catalog::EntryBytes(*path).refusal(*off))
      continue;
    events_.push_back({*path, *off + s.offset, s.ret, -1});
  }
}

EarlyUprobes::~EarlyUprobes() {
  join();
  for (Event &e : events_)
    if (e.fd >= 0)
      close(e.fd);
}

// What libbpf's bpf_program__attach_uprobe_opts() opens (a perf event of
// the uprobe PMU, on CPU 0 for every process or any CPU for one), so that
// attaching differs only in when the event was made.
void EarlyUprobes::open_all() {
  UprobePmu pmu = uprobe_pmu();
  if (pmu.type < 0)
    return;
  for (Event &e : events_) {
    perf_event_attr attr{};
    attr.size = sizeof(attr);
    attr.type = static_cast<uint32_t>(pmu.type);
    attr.config = e.ret ? 1ULL << pmu.retprobe_bit : 0;
    attr.config1 = reinterpret_cast<uint64_t>(e.path.c_str());
    attr.config2 = e.offset;
    e.fd = open_perf_event(&attr, pid_ < 0 ? -1 : pid_, pid_ == -1 ? 0 : -1);
  }
}

void EarlyUprobes::join() {
  std::call_once(joined_, [this] {
    for (std::thread *t : {&thread_, &tables_})
      if (t->joinable())
        t->join();
  });
}

int EarlyUprobes::take(const std::string &path, uint64_t offset, bool ret, int pid) {
  join();
  if (pid != pid_)
    return -1;
  for (Event &e : events_)
    if (e.fd >= 0 && e.path == path && e.offset == offset && e.ret == ret) {
      int fd = e.fd;
      e.fd = -1;
      return fd;
    }
  return -1;
}

} // namespace kt::runtime
