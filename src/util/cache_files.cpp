#include "util/cache_files.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace kt::util {

bool usable_cache_dir(const std::string &dir) {
  ::mkdir(dir.c_str(), 0700);
  struct stat st {};
  return ::lstat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid() &&
         (st.st_mode & (S_IWGRP | S_IWOTH)) == 0;
}

uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string file_identity(const std::string &path) {
  struct stat st {};
  if (path.empty() || ::stat(path.c_str(), &st) != 0)
    return "-";
  char buf[128];
  std::snprintf(buf, sizeof buf, "%llx:%llx:%lld:%lld.%09ld", static_cast<unsigned long long>(st.st_dev),
                static_cast<unsigned long long>(st.st_ino), static_cast<long long>(st.st_size),
                static_cast<long long>(st.st_mtim.tv_sec), st.st_mtim.tv_nsec);
  return buf;
}

void prune_cache_files(const std::string &dir, std::string_view prefix, std::string_view suffix,
                       size_t max_files, uint64_t max_bytes) {
  DIR *d = ::opendir(dir.c_str());
  if (!d)
    return;
  struct Entry {
    int64_t modified_ns;
    uint64_t bytes;
    std::string path;
  };
  std::vector<Entry> files;
  while (struct dirent *e = ::readdir(d)) {
    std::string_view name = e->d_name;
    struct stat st {};
    std::string path = dir + "/" + std::string(name);
    if (name.size() >= prefix.size() + suffix.size() && name.starts_with(prefix) && name.ends_with(suffix) &&
        ::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode))
      files.push_back({st.st_mtim.tv_sec * 1000000000ll + st.st_mtim.tv_nsec,
                       static_cast<uint64_t>(st.st_size), std::move(path)});
  }
  ::closedir(d);
  std::sort(files.begin(), files.end(),
            [](const Entry &a, const Entry &b) { return a.modified_ns > b.modified_ns; });
  uint64_t kept = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    kept += files[i].bytes;
    if (i >= max_files || (i > 0 && kept > max_bytes))
      ::unlink(files[i].path.c_str());
  }
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
