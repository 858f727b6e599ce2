#include "driver/library.h"

#include <cstdlib>
#include <filesystem>

#include "parser/imports.h"

namespace kt::driver {
namespace fs = std::filesystem;

namespace {

std::optional<std::string> find_prefix() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec)
    return std::nullopt;
  fs::path prefix = exe.parent_path().parent_path();
  if (!fs::is_directory(prefix / "share" / "kt" / "stdlib", ec))
    return std::nullopt;
  return prefix.string();
}

Library find_library() {
  if (const auto &prefix = installed_prefix())
    return {*prefix + "/share/kt/stdlib", *prefix + "/share/kt/tools"};
  // A build directory's kt: the source tree it was built from.
  return {KT_SOURCE_DIR "/stdlib", KT_SOURCE_DIR "/tools"};
}

} // namespace

const std::optional<std::string> &installed_prefix() {
  static const std::optional<std::string> prefix = find_prefix();
  return prefix;
}

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
