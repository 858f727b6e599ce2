#include "cparts/cache.h"

#include <sys/stat.h>
#include <sys/utsname.h>

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "util/cache_files.h"

namespace kt::cparts {

namespace {

constexpr std::string_view kMagic = "kt-cparts 1";

std::string hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string cache_dir() {
  const char *xdg = std::getenv("XDG_CACHE_HOME");
  const char *home = std::getenv("HOME");
  std::string base = xdg && *xdg ? xdg : home && *home ? std::string(home) + "/.cache" : "";
  if (base.empty())
    return "";
  ::mkdir(base.c_str(), 0700); // ~/.cache may be missing; its mode is not kt's to judge
  std::string kt = base + "/kt", dir = kt + "/cparts";
  return util::usable_cache_dir(kt) && util::usable_cache_dir(dir) ? dir : "";
}

// What the entry's name hashes.
std::string key_material(std::string_view text, const std::string &name, const std::vector<std::string> &args) {
  std::string k(text);
  k += '\0';
  k += name;
  for (const std::string &a : args) {
    k += '\0';
    k += a;
  }
  struct utsname u {};
  if (uname(&u) == 0)
    k.append("\0", 1).append(u.release).append("\0", 1).append(u.version);
  k.append("\0", 1).append(util::file_identity("/proc/self/exe"));
  return k;
}

// Sections: "TAG LENGTH\n" then LENGTH bytes and a newline.
void section(std::string &out, char tag, std::string_view body) {
  out += tag;
  out += ' ';
  out += std::to_string(body.size());
  out += '\n';
  out += body;
  out += '\n';
}

bool read_section(std::string_view &in, char tag, std::string_view &body) {
  size_t nl = in.find('\n');
  if (in.size() < 3 || in[0] != tag || in[1] != ' ' || nl == std::string_view::npos)
    return false;
  size_t len = 0;
  auto [p, ec] = std::from_chars(in.data() + 2, in.data() + nl, len);
  if (ec != std::errc() || p != in.data() + nl || in.size() < nl + 1 + len + 1 || in[nl + 1 + len] != '\n')
    return false;
  body = in.substr(nl + 1, len);
  in.remove_prefix(nl + 1 + len + 1);
  return true;
}

// One line per macro: "NAME FUNCTION_LIKE VARIADIC NPARAMS NTOKENS", the
// parameters one per line, then each token as "SPACE_BEFORE TEXT".
std::string write_macros(const MacroTable &table) {
  std::string out;
  for (const auto &[name, m] : table.all()) {
    out += name + " " + std::to_string(m.function_like) + " " + std::to_string(m.variadic) + " " +
           std::to_string(m.params.size()) + " " + std::to_string(m.body.size()) + "\n";
    for (const std::string &p : m.params)
      out += p + "\n";
    for (const MacroToken &t : m.body)
      out += std::string(t.space_before ? "1 " : "0 ") + t.text + "\n";
  }
  return out;
}

bool read_macros(std::string_view in, MacroTable &table) {
  std::istringstream is{std::string(in)};
  std::string line;
  while (std::getline(is, line)) {
    Macro m;
    size_t nparams = 0, ntokens = 0;
    int function_like = 0, variadic = 0;
    std::istringstream head(line);
    if (!(head >> m.name >> function_like >> variadic >> nparams >> ntokens))
      return false;
    m.function_like = function_like;
    m.variadic = variadic;
    for (size_t i = 0; i < nparams; i++) {
      if (!std::getline(is, line))
        return false;
      m.params.push_back(line);
    }
    for (size_t i = 0; i < ntokens; i++) {
      if (!std::getline(is, line) || line.size() < 2 || (line[0] != '0' && line[0] != '1') || line[1] != ' ')
        return false;
      m.body.push_back({line.substr(2), line[0] == '1'});
    }
    table.define(std::move(m));
  }
  return true;
}

} // namespace

std::optional<HeaderStamp> stamp(const std::string &path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0)
    return std::nullopt;
  return HeaderStamp{path, static_cast<int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec,
                     static_cast<int64_t>(st.st_size)};
}

std::string serialize(const CParts &parts, const std::vector<HeaderStamp> &stamps) {
  std::string files;
  for (const HeaderStamp &s : stamps)
    files += std::to_string(s.mtime_ns) + " " + std::to_string(s.size) + " " + s.path + "\n";
  std::string out;
  section(out, 'F', files);
  section(out, 'S', parts.text);
  section(out, 'M', write_macros(parts.macros));
  section(out, 'T', ast::write_c_types(parts.types));
  return out;
}

std::optional<CParts> deserialize(std::string_view in, std::vector<HeaderStamp> &stamps) {
  std::string_view files, text, macros, types;
  if (!read_section(in, 'F', files) || !read_section(in, 'S', text) || !read_section(in, 'M', macros) ||
      !read_section(in, 'T', types) || !in.empty())
    return std::nullopt;
  stamps.clear();
  std::istringstream is{std::string(files)};
  std::string line;
  while (std::getline(is, line)) {
    HeaderStamp s;
    std::istringstream ls(line);
    if (!(ls >> s.mtime_ns >> s.size) || ls.get() != ' ' || !std::getline(ls, s.path) || s.path.empty())
      return std::nullopt;
    stamps.push_back(std::move(s));
  }
  CParts parts;
  parts.text = std::string(text);
  if (!read_macros(macros, parts.macros) || !ast::read_c_types(types, parts.types))
    return std::nullopt;
  return parts;
}

std::string cache_path(std::string_view text, const std::string &name, const std::vector<std::string> &args) {
  const char *off = std::getenv("KT_NO_C_CACHE");
  if (off && *off && std::string_view(off) != "0")
    return "";
  std::string dir = cache_dir();
  if (dir.empty())
    return "";
  std::string key = key_material(text, name, args);
  return dir + "/" + hex(std::hash<std::string>{}(key)) + "-" + hex(util::fnv1a(key));
}

std::optional<CParts> read_cached(const std::string &path) {
  std::ifstream f(path, std::ios::binary);
  if (!f)
    return std::nullopt;
  std::string data((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::string_view in = data;
  if (in.substr(0, kMagic.size()) != kMagic || in.size() <= kMagic.size() || in[kMagic.size()] != '\n')
    return std::nullopt;
  in.remove_prefix(kMagic.size() + 1);
  std::vector<HeaderStamp> stamps;
  auto parts = deserialize(in, stamps);
  if (!parts)
    return std::nullopt;
  for (const HeaderStamp &s : stamps) {
    auto now = stamp(s.path);
    if (!now || now->mtime_ns != s.mtime_ns || now->size != s.size)
      return std::nullopt;
  }
  return parts;
}

void write_cached(const std::string &path, const CParts &parts, const std::vector<std::string> &headers) {
  std::vector<HeaderStamp> stamps;
  for (const std::string &h : headers) {
    auto s = stamp(h);
    if (!s)
      return; // a header gone already: nothing to check it by
    stamps.push_back(*s);
  }
  util::write_atomically(path, std::string(kMagic) + "\n" + serialize(parts, stamps));
}

} // namespace kt::cparts
