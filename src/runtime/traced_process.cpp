#include "runtime/traced_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "util/command_words.h"

namespace kt::runtime {

namespace {

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

// The child's side: wait for the go byte, then exec.
[[noreturn]] void exec_when_released(int gate, std::vector<std::string> &words) {
  char go;
  if (read(gate, &go, 1) != 1)
    _exit(127);
  std::vector<char *> argv;
  for (std::string &w : words)
    argv.push_back(w.data());
  argv.push_back(nullptr);
  execvp(argv[0], argv.data());
  std::fprintf(stderr, "kt: cannot run '%s': %s\n", argv[0], std::strerror(errno));
  _exit(127);
}

} // namespace

Command::~Command() {
  if (pid_ > 0 && !released_) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  } else {
    terminate();
  }
}

Status Command::start(const std::string &command) {
  auto split = util::command_words(command);
  if (!split)
    return split.error();
  std::vector<std::string> words = std::move(*split);
  if (words.empty())
    return Error("-c: empty command");
  if (!runnable(words[0]))
    return Error("-c: cannot run '" + words[0] +
                 "': " + (words[0].find('/') == std::string::npos ? "not found in $PATH" : std::strerror(errno)));
  int fds[2]; // close-on-exec: the command gets neither end
  if (pipe2(fds, O_CLOEXEC) != 0)
    return Error(std::string("pipe: ") + std::strerror(errno));
  pid_ = fork();
  if (pid_ < 0)
    return Error(std::string("fork: ") + std::strerror(errno));
  if (pid_ == 0) {
    close(fds[1]);
    exec_when_released(fds[0], words);
  }
  close(fds[0]);
  gate_ = fds[1];
  return {};
}

void Command::release() {
  if (gate_ < 0)
    return;
  char go = 1;
  (void)!write(gate_, &go, 1);
  close(gate_);
  gate_ = -1;
  released_ = true;
}

void Command::terminate() {
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

bool Command::exited() {
  if (pid_ <= 0 || done_)
    return done_;
  int status;
  if (waitpid(pid_, &status, WNOHANG) == pid_)
    done_ = true;
  return done_;
}

ProcessWatch::ProcessWatch(int pid) : pid_(pid), fd_(static_cast<int>(syscall(SYS_pidfd_open, pid, 0))) {}

ProcessWatch::~ProcessWatch() {
  if (fd_ >= 0)
    close(fd_);
}

bool ProcessWatch::exited() const {
  if (fd_ < 0)
    return kill(pid_, 0) != 0 && errno == ESRCH;
  pollfd p{fd_, POLLIN, 0};
  return poll(&p, 1, 0) > 0;
}

} // namespace kt::runtime
