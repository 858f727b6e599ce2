#include "driver/library.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace kt::driver {
namespace fs = std::filesystem;

namespace {

Library find_library() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path share = exe.parent_path().parent_path() / "share" / "kt";
    if (fs::is_directory(share / "stdlib", ec))
      return {(share / "stdlib").string(), (share / "tools").string()};
  }
  // A build directory's kt: the source tree it was built from.
  return {KT_SOURCE_DIR "/stdlib", KT_SOURCE_DIR "/tools"};
}

bool others_write(const fs::path &p) {
  std::error_code ec;
  fs::file_status st = fs::status(p, ec);
  return !ec && (st.permissions() & fs::perms::others_write) != fs::perms::none;
}

} // namespace

const Library &library() {
  static const Library lib = find_library();
  return lib;
}

std::vector<std::string> search_dirs(const std::vector<std::string> &include_dirs, const std::string &last) {
  std::vector<std::string> dirs = include_dirs;
  if (const char *path = std::getenv("KT_PATH")) {
    std::istringstream in(path);
    std::string dir;
    while (std::getline(in, dir, ':'))
      if (!dir.empty())
        dirs.push_back(dir);
  }
  if (!last.empty())
    dirs.push_back(last);
  return dirs;
}

std::optional<std::string> writable_by_others(const std::string &path) {
  fs::path p(path);
  if (others_write(p))
    return "other users can write it";
  std::error_code ec;
  if (fs::is_directory(p, ec))
    return std::nullopt;
  fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (others_write(dir))
    return "other users can write its directory " + dir.string();
  return std::nullopt;
}

} // namespace kt::driver
