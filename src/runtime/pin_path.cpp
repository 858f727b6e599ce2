#include "runtime/pin_path.h"

#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace kt::runtime {

std::string pin_path(const std::string &pin) { return pin[0] == '/' ? pin : "/sys/fs/bpf/" + pin; }

std::optional<std::string> pin_refusal(const std::string &path) {
  std::string dir = path.substr(0, std::max<size_t>(path.rfind('/'), 1));
  struct statfs fs {};
  if (statfs(dir.c_str(), &fs) != 0)
    return errno == ENOENT ? "directory " + dir + " does not exist" : dir + ": " + std::strerror(errno);
  if (static_cast<unsigned long>(fs.f_type) != BPF_FS_MAGIC) {
    if (dir.starts_with("/sys/fs/bpf")) // where one belongs, not mounted
      return dir + " is not in a BPF file system (mount one with 'mount -t bpf bpf /sys/fs/bpf')";
    return dir + " is not in a BPF file system (pin under /sys/fs/bpf, where one is mounted)";
  }
  struct stat st {};
  if (lstat(path.c_str(), &st) == 0)
    return "a file is there already (remove it, or choose another name)";
  return std::nullopt;
}

} // namespace kt::runtime
