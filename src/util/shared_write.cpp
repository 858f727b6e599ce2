#include "util/shared_write.h"

#include <filesystem>

namespace kt::util {
namespace fs = std::filesystem;

namespace {

bool others_write(const fs::path &p) {
  std::error_code ec;
  fs::file_status st = fs::status(p, ec);
  return !ec && (st.permissions() & fs::perms::others_write) != fs::perms::none;
}

} // namespace

std::optional<std::string> writable_by_others(const std::string &path) {
  fs::path p(path);
  if (others_write(p))
    return "other users can write it";
  std::error_code ec;
  if (fs::is_directory(p, ec))
    return std::nullopt;
  fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  if (others_write(dir))
    return "other users can write its directory '" + dir.string() + "'";
  return std::nullopt;
}

} // namespace kt::util
