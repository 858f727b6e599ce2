#include "driver/library.h"

#include <cstdlib>
#include <filesystem>

#include "parser/imports.h"

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

} // namespace

const Library &library() {
  static const Library lib = find_library();
  return lib;
}

std::vector<std::string> search_dirs(const std::vector<std::string> &include_dirs, const std::string &last) {
  parser::ImportOptions io;
  io.include_dirs = include_dirs;
  if (const char *path = std::getenv("KT_PATH"))
    io.kt_path = path;
  io.stdlib_dir = last;
  return parser::import_search_dirs(io);
}

} // namespace kt::driver
