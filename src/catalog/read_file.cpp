#include "catalog/read_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace kt::catalog {

Result<std::string> read_file(const std::string &path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return Error("open " + path + ": " + std::strerror(errno), errno);
  std::string data;
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      int err = errno;
      ::close(fd);
      return Error("read " + path + ": " + std::strerror(err), err);
    }
    if (n == 0)
      break;
    data.append(buf, static_cast<size_t>(n));
  }
  ::close(fd);
  return data;
}

} // namespace kt::catalog
