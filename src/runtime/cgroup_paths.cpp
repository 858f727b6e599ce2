#include "runtime/cgroup_paths.h"

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "util/glob.h"

namespace kt::runtime {

namespace {

struct Hierarchy {
  std::string name; // "unified" for cgroup v2
  std::string root; // its mount point
};

// The cgroup hierarchies /proc/mounts has now: v2 first, then v1 by name.
std::vector<Hierarchy> mounted_hierarchies() {
  std::vector<Hierarchy> v2, v1;
  std::ifstream mounts("/proc/mounts");
  for (std::string line; std::getline(mounts, line);) {
    std::istringstream words(line);
    std::string device, dir, fs;
    words >> device >> dir >> fs;
    if (fs == "cgroup2")
      v2.push_back({"unified", dir});
    else if (fs == "cgroup")
      v1.push_back({std::filesystem::path(dir).filename().string(), dir});
  }
  std::sort(v1.begin(), v1.end(), [](const Hierarchy &a, const Hierarchy &b) { return a.name < b.name; });
  v2.insert(v2.end(), v1.begin(), v1.end());
  return v2;
}

bool has_inode(const std::string &path, uint64_t id) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && st.st_ino == id;
}

} // namespace

// A cgroup's id is its kernfs node id, which is its directory's inode
// number (64-bit kernfs ids, Linux 5.5).
std::string CgroupPaths::find(uint64_t id, const std::string &root) {
  if (auto it = found_.find({id, root}); it != found_.end() && has_inode(root + it->second, id))
    return it->second;
  std::string path;
  if (has_inode(root, id)) {
    path = "/";
  } else {
    std::error_code ec;
    namespace fs = std::filesystem;
    for (auto it = fs::recursive_directory_iterator(root, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (it->is_directory(ec) && has_inode(it->path().string(), id)) {
        path = it->path().string().substr(root.size());
        break;
      }
    }
  }
  if (!path.empty())
    found_[{id, root}] = path;
  return path;
}

std::string CgroupPaths::path(uint64_t id, const std::string &filter) {
  std::string text;
  for (const Hierarchy &h : mounted_hierarchies()) {
    if (!glob_match(filter, h.name))
      continue;
    std::string p = find(id, h.root);
    if (!p.empty())
      text += (text.empty() ? "" : ",") + h.name + ":" + p;
  }
  return text;
}

} // namespace kt::runtime
