// cgroup_path(): a cgroup id as the paths of its cgroup in the mounted
// hierarchies, found when the value is printed (the cgroup may be gone,
// or its id reused, by then: bpftrace's rule).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>

namespace kt::runtime {

class CgroupPaths {
public:
  // "unified:/system.slice/x.service": for each hierarchy mounted now
  // whose name matches `filter` (a glob; cgroup v2 is "unified", a v1
  // hierarchy the name of its mount directory), its name and the path of
  // the directory whose inode is `id` under its mount point, joined with
  // ','; v2 first, then v1 by name. Hierarchies without it are left out
  // ("" when none has it).
  std::string path(uint64_t id, const std::string &filter);

private:
  // The path under `root` of the directory whose inode is `id`, "" if none.
  std::string find(uint64_t id, const std::string &root);
  std::map<std::pair<uint64_t, std::string>, std::string> found_; // (id, root) -> path, checked again on use
};

} // namespace kt::runtime
