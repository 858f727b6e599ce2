#include "catalog/binary_globs.h"

#include <glob.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <fstream>
#include <sstream>

#include "catalog/elf_reader.h"
#include "catalog/libraries.h"
#include "util/glob.h"

namespace kt::catalog {
namespace {

bool is_elf(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  char magic[4] = {};
  return in.read(magic, sizeof magic) && std::string_view(magic, 4) == "\x7f" "ELF";
}

std::string file_name(const std::string &path) { return path.substr(path.rfind('/') + 1); }

void add_once(std::vector<std::string> &out, const std::string &path) {
  if (std::find(out.begin(), out.end(), path) == out.end())
    out.push_back(path);
}

// glob(3) over the file system: regular files only, each file once
// (/bin/ls and /usr/bin/ls are one file where /bin links to /usr/bin), as
// absolute paths (libbpf looks a name without a '/' up on $PATH).
void glob_files(const std::string &pattern, std::vector<std::string> &out, std::set<std::pair<dev_t, ino_t>> &seen) {
  glob_t g{};
  if (::glob(pattern.c_str(), 0, nullptr, &g) == 0)
    for (size_t i = 0; i < g.gl_pathc; i++) {
      struct stat st;
      if (::stat(g.gl_pathv[i], &st) == 0 && S_ISREG(st.st_mode) && seen.insert({st.st_dev, st.st_ino}).second)
        add_once(out, std::filesystem::absolute(g.gl_pathv[i]).lexically_normal().string());
    }
  globfree(&g);
}

std::vector<std::string> on_file_system(const std::string &pattern) {
  std::vector<std::string> found;
  std::set<std::pair<dev_t, ino_t>> seen;
  glob_files(pattern, found, seen);
  if (pattern.find('/') != std::string::npos)
    return found;
  const char *path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/local/bin:/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!dir.empty())
      glob_files(dir + "/" + pattern, found, seen);
  return found;
}

} // namespace

std::vector<std::string> mapped_binaries(int pid) {
  std::vector<std::string> out;
  std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
  for (std::string line; std::getline(maps, line);) {
    // address perms offset dev inode path
    std::istringstream in(line);
    std::string range, perms, offset, dev, inode, path;
    in >> range >> perms >> offset >> dev >> inode;
    std::getline(in >> std::ws, path);
    if (perms.size() >= 3 && perms[2] == 'x' && !path.empty() && path[0] == '/')
      add_once(out, path);
  }
  return out;
}

std::string openable(int pid, const std::string &path) {
  struct stat st;
  return pid <= 0 || ::stat(path.c_str(), &st) == 0 ? path : "/proc/" + std::to_string(pid) + "/root" + path;
}

std::vector<std::string> linked_binaries(const std::string &executable) {
  std::vector<std::string> out{executable};
  auto elf = ElfReader::open(executable);
  if (!elf)
    return out;
  for (const std::string &soname : elf->needed())
    if (auto lib = resolve_binary(soname))
      add_once(out, *lib);
  return out;
}

Result<std::vector<std::string>> expand_binary_glob(const std::string &pattern, const BinaryScope &scope) {
  std::vector<std::string> candidates;
  std::string where;
  if (!scope.command_program.empty()) {
    candidates = linked_binaries(scope.command_program);
    where = " (the -c command's executable and the libraries it links)";
  } else if (scope.pid > 0) {
    candidates = mapped_binaries(scope.pid);
    where = " (in the files process " + std::to_string(scope.pid) + " maps)";
  } else {
    candidates = on_file_system(pattern);
    where = pattern.find('/') != std::string::npos ? "" : " (in the working directory and $PATH)";
  }
  bool whole_path = pattern.find('/') != std::string::npos;
  std::vector<std::string> out;
  int pid = scope.command_program.empty() ? scope.pid : -1;
  for (const std::string &c : candidates)
    if (glob_match(pattern, whole_path ? c : file_name(c)) && is_elf(openable(pid, c)))
      add_once(out, openable(pid, c));
  if (out.empty())
    return Error("no binary matches '" + pattern + "'" + where, ENOENT);
  return out;
}

} // namespace kt::catalog
