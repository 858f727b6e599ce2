#include "util/cache_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kt::util {

bool usable_cache_dir(const std::string &dir) {
  ::mkdir(dir.c_str(), 0700);
  struct stat st{};
  return ::lstat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid() &&
         (st.st_mode & (S_IWGRP | S_IWOTH)) == 0;
}

bool write_atomically(const std::string &path, const std::string &text) {
  std::string tmp = path + ".tmp." + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0)
    return false;
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n <= 0)
      break;
    done += static_cast<size_t>(n);
  }
  bool ok = ::close(fd) == 0 && done == text.size() && ::rename(tmp.c_str(), path.c_str()) == 0;
  if (!ok)
    ::unlink(tmp.c_str());
  return ok;
}

} // namespace kt::util
