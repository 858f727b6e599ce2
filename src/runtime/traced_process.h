// The processes a run follows: -c's command, started stopped and released
// once every probe is attached, and -p's process, watched for its exit.
#pragma once

#include <string>

#include "util/result.h"

namespace kt::runtime {

// The -c command, started stopped: it execs only once release() is called,
// so it runs with every probe in place. It does not outlive kt (as with
// bpftrace): one left running in traced functions keeps their return probes
// pending, and on Linux 6.12+ a process busy under pending uretprobes holds
// up every uprobe detach on the machine until it exits.
class Command {
public:
  Command() = default;
  Command(const Command &) = delete;
  Command &operator=(const Command &) = delete;
  // Kills a command never released; ends a released one (terminate()).
  ~Command();

  // Forks the command, which waits for release(). Errors: an empty or
  // badly quoted command, a program not found or not executable, fork.
  Status start(const std::string &command);
  void release();
  // Ends the command if it still runs: SIGTERM, then SIGKILL after a second.
  void terminate();
  bool exited();
  int pid() const { return pid_; }

private:
  int pid_ = -1;
  int gate_ = -1; // the pipe end whose write lets the child exec
  bool released_ = false;
  bool done_ = false;
};

// Watches -p's process: a pidfd becomes readable when it exits (even while
// it waits, a zombie, for its parent); without pidfds, kill(pid, 0).
class ProcessWatch {
public:
  explicit ProcessWatch(int pid);
  ProcessWatch(const ProcessWatch &) = delete;
  ProcessWatch &operator=(const ProcessWatch &) = delete;
  ~ProcessWatch();

  bool exited() const;

private:
  int pid_;
  int fd_;
};

} // namespace kt::runtime
