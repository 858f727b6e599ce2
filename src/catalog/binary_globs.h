// The binaries a wildcard in a uprobe or usdt target's path names, as
// bpftrace v0.26 finds them (`usdt:*:loop`, `uprobe:/usr/lib/*/libc.so.6:malloc`):
//
//   - in a running process (-p PID): the files it maps executable
//     (/proc/PID/maps), its own and its libraries;
//   - in a command that has not started yet (-c): its executable and the
//     libraries that executable links (DT_NEEDED, found as ld.so would);
//   - otherwise on the file system: a pattern with a '/' as a path
//     (glob(3)), a bare one in the working directory and each $PATH
//     directory (so `usdt:*:loop` searches the executables on $PATH).
//
// A pattern with a '/' matches a candidate's whole path, a bare one its
// file name. Only ELF files count, each once, in the order found.
#pragma once

#include <string>
#include <vector>

#include "util/result.h"

namespace kt::catalog {

struct BinaryScope {
  int pid = -1;                // -p: a running process
  std::string command_program; // -c: the command's executable, resolved
};

// Errors: "no binary matches 'PATTERN' (in the files process 42 maps)".
Result<std::vector<std::string>> expand_binary_glob(const std::string &pattern, const BinaryScope &scope);

// The files `pid` maps with execute permission, as the process names them.
std::vector<std::string> mapped_binaries(int pid);
// `path` as the process `pid` names it, as a path kt can open: the same,
// or through /proc/PID/root when the process sees another mount namespace.
std::string openable(int pid, const std::string &path);

// An executable and the libraries it links.
std::vector<std::string> linked_binaries(const std::string &executable);

} // namespace kt::catalog
