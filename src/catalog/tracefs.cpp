#include "catalog/tracefs.h"

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <sys/mount.h>
#include <unistd.h>

#include "catalog/read_file.h"

namespace kt::catalog {
namespace {

constexpr const char *kTracingDir = "/sys/kernel/tracing";
constexpr const char *kDebugTracingDir = "/sys/kernel/debug/tracing";
constexpr const char *kMountHint = "mount -t tracefs tracefs /sys/kernel/tracing";

// Whether DIR looks like a mounted tracefs. Looking up events/ also
// triggers the automount under debugfs. Sets `denied` on EACCES.
bool is_tracefs(const std::string &dir, bool &denied) {
  if (::access((dir + "/events").c_str(), F_OK) == 0)
    return true;
  denied |= errno == EACCES;
  return false;
}

// The names of the subdirectories of `dir`.
std::vector<std::string> subdirs(const std::string &dir) {
  std::vector<std::string> names;
  DIR *d = ::opendir(dir.c_str());
  if (!d)
    return names;
  while (struct dirent *e = ::readdir(d)) {
    if (e->d_type == DT_DIR && e->d_name[0] != '.')
      names.emplace_back(e->d_name);
  }
  ::closedir(d);
  return names;
}

} // namespace

Result<Tracefs> Tracefs::open() {
  bool denied = false;
  for (const char *dir : {kTracingDir, kDebugTracingDir})
    if (is_tracefs(dir, denied))
      return Tracefs(dir);
  if (denied || ::geteuid() != 0)
    return Error(std::string("cannot read tracefs (") + kTracingDir +
                     "): " + (denied ? "permission denied" : "not mounted") +
                     "; run kt as root (it mounts tracefs when needed)",
                 denied ? EACCES : ENOENT);
  // Root, and tracefs is mounted nowhere (a minimal VM or container): kt mounts
  // it where the kernel's documentation puts it, as the user would by hand,
  // rather than fail. The mount outlives kt, like one made by perf or systemd.
  if (::mount("tracefs", kTracingDir, "tracefs", 0, nullptr) != 0) {
    int err = errno;
    return Error(std::string("tracefs is not mounted and mounting it at ") + kTracingDir +
                     " failed: " + std::strerror(err) + "; mount it by hand (" + kMountHint +
                     ") on a kernel built with CONFIG_TRACING",
                 err);
  }
  return Tracefs(kTracingDir);
}

Result<std::vector<std::string>> Tracefs::tracepoints() const {
  auto text = read_file(root_ + "/available_events");
  if (!text)
    return walk_events();
  std::vector<std::string> names;
  std::string_view rest = *text;
  while (!rest.empty()) {
    size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
    if (line.find(':') != std::string_view::npos)
      names.emplace_back(line);
  }
  return names;
}

Result<std::vector<std::string>> Tracefs::walk_events() const {
  std::string events = root_ + "/events";
  if (::access(events.c_str(), R_OK | X_OK) != 0)
    return Error("read tracepoints: " + events + ": " + std::strerror(errno), errno);
  std::vector<std::string> names;
  for (const std::string &cat : subdirs(events))
    for (const std::string &name : subdirs(events + "/" + cat))
      names.push_back(cat + ":" + name);
  return names;
}

bool Tracefs::has_tracepoint(std::string_view category, std::string_view name) const {
  return ::access(event_dir(category, name).c_str(), F_OK) == 0;
}

std::string Tracefs::event_dir(std::string_view category, std::string_view name) const {
  return root_ + "/events/" + std::string(category) + "/" + std::string(name);
}

Result<TracepointFormat> Tracefs::format(std::string_view category, std::string_view name) const {
  std::string what = "tracepoint '" + std::string(category) + ":" + std::string(name) + "'";
  std::string path = event_dir(category, name) + "/format";
  auto text = read_file(path);
  if (!text)
    return text.error().wrap(what);
  auto fmt = parse_tracepoint_format(*text);
  if (!fmt)
    return fmt.error().wrap(what + ": " + path);
  return fmt;
}

} // namespace kt::catalog
