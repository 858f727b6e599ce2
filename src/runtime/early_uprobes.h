#pragma once
// Uprobes registered while the program compiles. The kernel's first uprobe
// registration after a quiet spell waits for an RCU grace period (it takes
// the semaphore fork() holds for writing): 5 to 16 ms on the test machine
// for one perf_event_open(), the next ones some 0.05 ms. Made after codegen
// and loading, that wait came on top of them; made on a thread as soon as
// the program is parsed, it passes while LLVM works (or a cached program,
// driver/program_cache.h, loads), and attaching links the loaded program
// to the perf event already registered. The thread resolves the sites
// too, from the files' own symbol tables; a second one reads the whole
// tables (debug files included) for attaching meanwhile.
//
// Only a probe on one function of one binary (no wildcard, no address,
// a symbol as the file names it: not a C++ name, which attaching finds by
// demangling), which attaches through a perf event of its own; a probe on several
// functions attaches through one uprobe.multi link, which needs the
// program. What cannot be opened early (a missing binary or function, a
// refused first instruction, the kernel's refusal) is left to attaching,
// which reports it.
#include <cstdint>
#include <latch>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace kt::runtime {

class EarlyUprobes {
public:
  struct Site {
    std::string target; // as the attach point names it: "libc", a path
    std::string func;
    uint64_t offset = 0; // FUNC+OFFSET
    bool ret = false;
  };

  // Resolves each site's file and offset and opens their perf events on
  // a thread, for process `pid` (-1: every process).
  EarlyUprobes(const std::vector<Site> &sites, int pid);
  // Waits for the thread and closes the events no probe took.
  ~EarlyUprobes();
  EarlyUprobes(const EarlyUprobes &) = delete;
  EarlyUprobes &operator=(const EarlyUprobes &) = delete;

  // The perf event opened for a uprobe (ret: a uretprobe) at `offset` in
  // `path` for `pid`, now the caller's to close; -1 when none was.
  int take(const std::string &path, uint64_t offset, bool ret, int pid);

private:
  struct Event {
    std::string path;
    uint64_t offset = 0;
    bool ret = false;
    int fd = -1;
  };
  void resolve_all(const std::vector<Site> &sites);
  void open_all();
  void join(); // waits for open_all(), once

  std::vector<Event> events_;
  std::vector<std::string> paths_; // the sites' files, for tables_ once resolved_
  int pid_ = -1;
  std::latch resolved_{1}; // the sites are resolved (thread_)
  std::thread thread_;     // resolves and opens the events
  std::thread tables_; // reads the symbol tables attaching will ask for
  std::once_flag joined_;
};

} // namespace kt::runtime
