#include "driver/recipes.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "driver/library.h"
#include "util/exit_codes.h"
#include "util/shared_write.h"

namespace kt::driver {
namespace fs = std::filesystem;

namespace {

constexpr const char *kExtension = ".kt";

std::string read_text(const fs::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A directory of the path kt may read recipes from; warns once otherwise.
bool usable_dir(const std::string &dir, std::ostream &err) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    return false;
  if (auto why = util::writable_by_others(dir)) {
    err << "kt: warning: skipping '" << dir << "' on the search path: " << *why << "\n";
    return false;
  }
  return true;
}

bool usable_file(const fs::path &p, std::ostream &err) {
  std::error_code ec;
  if (!fs::is_regular_file(p, ec))
    return false;
  if (auto why = util::writable_by_others(p.string())) {
    err << "kt: warning: skipping recipe '" << p.string() << "': " << *why << "\n";
    return false;
  }
  return true;
}

struct Found {
  std::string path;
  std::vector<std::string> hidden; // the same name later on the path
};

} // namespace

RecipeHeader read_header(const std::string &text) {
  RecipeHeader h;
  std::istringstream in(text);
  std::string line;
  bool first = true, started = false;
  while (std::getline(in, line)) {
    if (first && line.rfind("#!", 0) == 0) {
      first = false;
      continue;
    }
    first = false;
    if (line.rfind("//", 0) != 0)
      break;
    line.erase(0, 2);
    if (!line.empty() && line[0] == ' ')
      line.erase(0, 1);
    if (!started) {
      h.summary = line;
      started = true;
    } else {
      h.body.push_back(line);
    }
  }
  while (!h.body.empty() && h.body.back().empty())
    h.body.pop_back();
  return h;
}

bool names_recipe(const std::string &arg) {
  std::error_code ec;
  return !arg.empty() && arg != "-" && arg.find('/') == std::string::npos && !fs::exists(arg, ec);
}

std::optional<std::string> find_recipe(const std::string &name, const std::vector<std::string> &dirs,
                                       std::ostream &err) {
  std::string file = name.size() > 3 && name.compare(name.size() - 3, 3, kExtension) == 0 ? name : name + kExtension;
  for (const std::string &dir : dirs) {
    fs::path p = fs::path(dir) / file;
    std::error_code ec;
    if (!fs::exists(p, ec) || !usable_dir(dir, err))
      continue;
    if (usable_file(p, err))
      return p.string();
  }
  return std::nullopt;
}

int list_recipes(const std::vector<std::string> &dirs, bool verbose, std::ostream &out, std::ostream &err) {
  std::map<std::string, Found> recipes;
  for (const std::string &dir : dirs) {
    if (!usable_dir(dir, err))
      continue;
    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto &e : fs::directory_iterator(dir, ec))
      if (e.path().extension() == kExtension)
        files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const fs::path &p : files) {
      if (!usable_file(p, err))
        continue;
      Found &f = recipes[p.stem().string()];
      if (f.path.empty())
        f.path = p.string();
      else
        f.hidden.push_back(p.string());
    }
  }
  if (recipes.empty()) {
    err << "kt: no recipes on the search path (-I, $KT_PATH, " << library().tools_dir << ")\n";
    return kExitOk;
  }
  size_t width = 0;
  for (const auto &[name, f] : recipes)
    width = std::max(width, name.size());
  for (const auto &[name, f] : recipes) {
    out << name << std::string(width - name.size() + 2, ' ') << read_header(read_text(f.path)).summary;
    for (const std::string &h : f.hidden)
      out << " [shadows " << h << "]";
    out << "\n";
    if (verbose)
      out << std::string(width + 2, ' ') << f.path << "\n";
  }
  return kExitOk;
}

void print_recipe_header(const std::string &path, std::ostream &out) {
  RecipeHeader h = read_header(read_text(path));
  if (h.summary.empty())
    return;
  out << fs::path(path).stem().string() << " - " << h.summary << "\n";
  for (const std::string &line : h.body)
    out << line << "\n";
  out << "\n";
}

} // namespace kt::driver
