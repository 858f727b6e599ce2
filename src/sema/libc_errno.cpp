#include "sema/libc_errno.h"

#include <set>

#include "util/syscalls.h"

namespace kt::sema {
namespace {

bool is_c_library(const std::string &binary) {
  std::string file = binary.substr(binary.find_last_of('/') + 1);
  return file.starts_with("libc.so") || file.starts_with("libc-");
}

// `name` without glibc's internal "__GI_" (its debug symbols' names), then
// "__libc_"/"__", and a "64" suffix that is not part of a system call's
// name.
std::string base_name(const std::string &name, const std::set<std::string> &calls) {
  std::string base = name.starts_with("__GI_") ? name.substr(5) : name;
  for (const char *prefix : {"__libc_", "__"})
    if (base.starts_with(prefix)) {
      base = base.substr(std::string(prefix).size());
      break;
    }
  if (base.ends_with("64") && !calls.count(base))
    base.resize(base.size() - 2);
  return base;
}

const std::set<std::string> &system_calls() {
  static const std::set<std::string> s = [] {
    std::set<std::string> out;
    for (const util::SyscallNumber &c : util::all_syscalls())
      out.insert(c.name);
    return out;
  }();
  return s;
}

// Functions that are not system calls' wrappers and return -1 (or EOF)
// with errno set, per their manual pages.
const std::set<std::string> kMinusOne = {
    "fclose", "fflush",      "fseek",     "fseeko",    "ftell",  "ftello",
    "fileno", "remove",      "sigaction", "sigprocmask", "tcgetattr", "tcsetattr",
    "mkfifo", "setenv",      "unsetenv",
};

// Functions that return a pointer, NULL (mmap, mremap, sbrk, shmat:
// (void *)-1) with errno set. glibc has no DWARF to say they return
// pointers: this says it.
const std::set<std::string> kNullAndErrno = {
    "fopen",  "fdopen", "freopen", "fmemopen",     "popen",  "tmpfile", "opendir",  "fdopendir",
    "malloc", "calloc", "realloc", "reallocarray", "strdup", "strndup", "realpath", "getcwd",
    "mmap",   "mremap", "sbrk",    "shmat",
};

} // namespace

ErrorClass c_library_class(const std::string &binary, const std::string &name, ErrorClass cls, bool &reads_errno) {
  reads_errno = false;
  if (!is_c_library(binary))
    return cls;
  std::string base = base_name(name, system_calls());
  if ((cls == ErrorClass::Pointer || cls == ErrorClass::Unknown) && kNullAndErrno.count(base)) {
    reads_errno = true;
    return ErrorClass::Pointer;
  }
  if ((cls == ErrorClass::Int32 || cls == ErrorClass::Int64 || cls == ErrorClass::Unknown) &&
      (system_calls().count(base) || kMinusOne.count(base))) {
    reads_errno = true;
    return ErrorClass::MinusOne;
  }
  return cls;
}

} // namespace kt::sema
