#include "catalog/libraries.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog/read_file.h"

namespace kt::catalog {
namespace {

constexpr std::string_view kOldMagic = "ld.so-1.7.0";
constexpr std::string_view kNewMagic = "glibc-ld.so.cache1.1";
constexpr size_t kOldHeaderSize = 16; // magic[11] + pad + u32 nlibs
constexpr size_t kOldEntrySize = 12;  // i32 flags, u32 key, u32 value
constexpr size_t kNewHeaderSize =
    48; // magic[20], u32 nlibs, u32 len_strings, u8 flags, pad[3], u32 ext, u32[3]
constexpr size_t kNewEntrySize = 24; // i32 flags, u32 key, u32 value, u32 osversion, u64 hwcap

// glibc sysdeps/generic/ldconfig.h.
constexpr int32_t kFlagTypeMask = 0x00ff;
constexpr int32_t kFlagElfLibc6 = 0x0003;
constexpr int32_t kFlagRequiredMask = 0xff00;
#if defined(__x86_64__)
constexpr int32_t kHostAbi = 0x0300; // FLAG_X8664_LIB64
constexpr const char *kMultiarch = "x86_64-linux-gnu";
#elif defined(__aarch64__)
constexpr int32_t kHostAbi = 0x0a00; // FLAG_AARCH64_LIB64
constexpr const char *kMultiarch = "aarch64-linux-gnu";
#else
constexpr int32_t kHostAbi = -1; // any libc6 entry
constexpr const char *kMultiarch = "";
#endif

uint32_t read_u32(std::string_view bytes, size_t at) {
  uint32_t v;
  std::memcpy(&v, bytes.data() + at, sizeof v);
  return v;
}

// The NUL-terminated string at `offset` from `base`.
Result<std::string> cache_string(std::string_view bytes, size_t base, uint32_t offset) {
  size_t at = base + offset;
  if (at >= bytes.size())
    return Error("string offset " + std::to_string(offset) + " out of bounds");
  size_t end = bytes.find('\0', at);
  if (end == std::string_view::npos)
    return Error("unterminated string at offset " + std::to_string(offset));
  return std::string(bytes.substr(at, end - at));
}

// Where the new-format header starts: 0, or after the old format's entries.
Result<size_t> new_header_offset(std::string_view bytes) {
  if (bytes.substr(0, kNewMagic.size()) == kNewMagic)
    return size_t{0};
  if (bytes.substr(0, kOldMagic.size()) != kOldMagic)
    return Error("not an ld.so.cache (no \"glibc-ld.so.cache1.1\" magic)");
  if (bytes.size() < kOldHeaderSize)
    return Error("truncated header");
  size_t at = kOldHeaderSize + size_t{read_u32(bytes, 12)} * kOldEntrySize;
  at = (at + 7) & ~size_t{7}; // the new header is 8-byte aligned (it holds u64s)
  if (bytes.substr(std::min(at, bytes.size()), kNewMagic.size()) != kNewMagic)
    return Error("old-format ld.so.cache without the \"glibc-ld.so.cache1.1\" part");
  return at;
}

bool is_regular_file(const std::string &path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// Whether `file` is what a library name means: NAME itself or NAME.so*.
bool names_library(std::string_view file, std::string_view name) {
  if (file == name)
    return true;
  return file.size() > name.size() + 2 && file.substr(0, name.size()) == name &&
         file.substr(name.size(), 3) == ".so";
}

std::string find_in_dir(const std::string &dir, std::string_view name) {
  std::string exact = dir + "/" + std::string(name);
  if (is_regular_file(exact))
    return exact;
  std::vector<std::string> found;
  if (DIR *d = ::opendir(dir.c_str())) {
    while (struct dirent *e = ::readdir(d))
      if (names_library(e->d_name, name))
        found.emplace_back(e->d_name);
    ::closedir(d);
  }
  std::sort(found.begin(), found.end());
  for (const std::string &f : found)
    if (is_regular_file(dir + "/" + f))
      return dir + "/" + f;
  return "";
}

std::vector<std::string> library_dirs() {
  std::vector<std::string> dirs;
  if (*kMultiarch) {
    dirs.push_back(std::string("/lib/") + kMultiarch);
    dirs.push_back(std::string("/usr/lib/") + kMultiarch);
  }
  dirs.insert(dirs.end(), {"/lib64", "/usr/lib64", "/lib", "/usr/lib"});
  return dirs;
}

std::string find_on_path(const std::string &name) {
  const char *path = std::getenv("PATH");
  std::string_view rest = path ? path : "/usr/local/bin:/usr/bin:/bin";
  while (!rest.empty()) {
    size_t colon = rest.find(':');
    std::string dir(rest.substr(0, colon));
    rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
    std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (is_regular_file(candidate) && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
  }
  return "";
}

} // namespace

Result<std::vector<LdCacheEntry>> parse_ld_cache(std::string_view bytes) {
  auto base = new_header_offset(bytes);
  if (!base)
    return base.error();
  if (bytes.size() < *base + kNewHeaderSize)
    return Error("truncated header");
  uint32_t nlibs = read_u32(bytes, *base + 20);
  if ((bytes.size() - *base - kNewHeaderSize) / kNewEntrySize < nlibs)
    return Error("truncated: " + std::to_string(nlibs) + " entries do not fit");
  std::vector<LdCacheEntry> entries;
  entries.reserve(nlibs);
  for (uint32_t i = 0; i < nlibs; i++) {
    size_t at = *base + kNewHeaderSize + size_t{i} * kNewEntrySize;
    auto soname = cache_string(bytes, *base, read_u32(bytes, at + 4));
    auto path = cache_string(bytes, *base, read_u32(bytes, at + 8));
    if (!soname || !path)
      return (soname ? path.error() : soname.error()).wrap("entry " + std::to_string(i));
    int32_t flags;
    std::memcpy(&flags, bytes.data() + at, sizeof flags);
    entries.push_back({std::move(*soname), std::move(*path), flags});
  }
  return entries;
}

bool is_host_abi(int32_t flags) {
  if ((flags & kFlagTypeMask) != kFlagElfLibc6)
    return false;
  return kHostAbi < 0 || (flags & kFlagRequiredMask) == kHostAbi;
}

std::string find_library(std::string_view name, const std::vector<LdCacheEntry> &cache,
                         const std::vector<std::string> &dirs) {
  for (const LdCacheEntry &e : cache)
    if (is_host_abi(e.flags) && e.soname == name)
      return e.path;
  for (const LdCacheEntry &e : cache)
    if (is_host_abi(e.flags) && names_library(e.soname, name))
      return e.path;
  for (const std::string &dir : dirs)
    if (std::string found = find_in_dir(dir, name); !found.empty())
      return found;
  return "";
}

Result<std::string> resolve_binary(const std::string &name) {
  if (name.empty())
    return Error("empty binary name");
  if (name.find('/') != std::string::npos) {
    struct stat st;
    if (::stat(name.c_str(), &st) != 0)
      return Error("'" + name + "': " + std::strerror(errno), errno);
    if (!S_ISREG(st.st_mode))
      return Error("'" + name + "': not a regular file", EINVAL);
    return name;
  }
  std::vector<LdCacheEntry> cache;
  if (auto bytes = read_file("/etc/ld.so.cache")) {
    if (auto parsed = parse_ld_cache(*bytes))
      cache = std::move(*parsed);
  }
  if (std::string lib = find_library(name, cache, library_dirs()); !lib.empty())
    return lib;
  if (std::string exe = find_on_path(name); !exe.empty())
    return exe;
  return Error("'" + name + "': no library or executable of that name (looked in /etc/ld.so.cache, the " +
                   "library directories and $PATH)",
               ENOENT);
}

} // namespace kt::catalog
