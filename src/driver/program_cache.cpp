#include "driver/program_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "catalog/boot_key.h"
#include "catalog/elf_symbols.h"
#include "catalog/libraries.h"
#include "catalog/read_file.h"
#include "driver/generate.h"
#include "manifest/codec.h"
#include "util/cache_files.h"

namespace kt::driver {
namespace {

constexpr std::string_view kMagic = "kt-program 1\n";
constexpr size_t kMaxEntryBytes = 16u << 20;

// What a binary's answers came from: the file its name resolves to and
// that file's separate debug file, one line.
std::string binary_stamp(const std::string &name) {
  std::string line = "binary\t" + name + '\t';
  if (auto path = catalog::resolve_binary(name)) {
    std::string debug = catalog::debug_file_of(*path);
    line += *path + '\t' + util::file_identity(*path) + '\t' + debug + '\t' +
            (debug.empty() ? "-" : util::file_identity(debug));
  } else {
    line += '-';
  }
  return line + '\n';
}

// The dynamic events of the tracefs at `root`, as a hash of their
// definitions, one line.
std::string tracefs_stamp(const std::string &root) {
  auto events = catalog::read_file(root + "/dynamic_events");
  char hash[20];
  std::snprintf(hash, sizeof hash, "%016llx",
                static_cast<unsigned long long>(util::fnv1a(events ? *events : "-")));
  return "tracefs\t" + root + '\t' + hash + '\n';
}

// A stamp line as it would be written now.
std::string stamp_now(std::string_view line) {
  size_t kind_end = line.find('\t');
  size_t name_end = line.find('\t', kind_end + 1);
  if (kind_end == std::string_view::npos || name_end == std::string_view::npos)
    return "";
  std::string kind(line.substr(0, kind_end)), name(line.substr(kind_end + 1, name_end - kind_end - 1));
  return kind == "binary" ? binary_stamp(name) : kind == "tracefs" ? tracefs_stamp(name) : "";
}

void field(std::string &out, std::string_view name, std::string_view value) {
  out.append(name).append(" ").append(std::to_string(value.size())).append("\n").append(value).append("\n");
}

void put(std::string &out, std::string_view bytes) {
  uint64_t n = bytes.size();
  out.append(reinterpret_cast<const char *>(&n), sizeof n).append(bytes);
}

bool take(std::string_view &in, std::string_view &bytes) {
  uint64_t n = 0;
  if (in.size() < sizeof n)
    return false;
  std::memcpy(&n, in.data(), sizeof n);
  in.remove_prefix(sizeof n);
  if (n > in.size())
    return false;
  bytes = in.substr(0, n);
  in.remove_prefix(n);
  return true;
}

} // namespace

std::string program_key(const ProgramInputs &in) {
  std::string k(kMagic);
  char exe[4096];
  ssize_t n = ::readlink("/proc/self/exe", exe, sizeof exe - 1);
  field(k, "kt", n > 0 ? std::string(exe, n) + " " + util::file_identity("/proc/self/exe") : "?");
  field(k, "codegen", generator_identity());
  field(k, "kernel", catalog::boot_and_modules_key().value_or("?"));
  field(k, "vmlinux", in.vmlinux.empty() ? "" : in.vmlinux + " " + util::file_identity(in.vmlinux));
  field(k, "target",
        std::string{static_cast<char>('0' + in.target.kprobe_multi),
                    static_cast<char>('0' + in.target.kprobe_session),
                    static_cast<char>('0' + in.target.uprobe_multi)});
  const char *debuginfo = std::getenv("KT_DEBUGINFO_PATH");
  field(k, "debuginfo", debuginfo ? debuginfo : "");
  field(k, "options", in.options);
  for (const SourceFile *f : in.files) {
    field(k, "file", f->name());
    field(k, "text", f->text());
  }
  field(k, "parsed", in.parsed);
  return k;
}

std::string program_cache_path(const std::string &key, const std::string &dir) {
  if (const char *off = std::getenv("KT_NO_PROGRAM_CACHE"); off && *off && std::string(off) != "0")
    return "";
  size_t slash = dir.rfind('/');
  if (slash != std::string::npos && slash > 0 && !util::usable_cache_dir(dir.substr(0, slash)))
    return "";
  if (!util::usable_cache_dir(dir))
    return "";
  char name[32];
  std::snprintf(name, sizeof name, "/%016llx.prog", static_cast<unsigned long long>(util::fnv1a(key)));
  return dir + name;
}

std::optional<CachedProgram> read_cached_program(const std::string &path, const std::string &key) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return std::nullopt;
  struct stat st {};
  std::string bytes;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == ::geteuid() &&
      (st.st_mode & (S_IWGRP | S_IWOTH)) == 0 && static_cast<size_t>(st.st_size) <= kMaxEntryBytes) {
    bytes.resize(static_cast<size_t>(st.st_size));
    size_t done = 0;
    while (done < bytes.size()) {
      ssize_t r = ::read(fd, bytes.data() + done, bytes.size() - done);
      if (r <= 0)
        break;
      done += static_cast<size_t>(r);
    }
    bytes.resize(done);
  }
  ::close(fd);
  std::string_view in = bytes, stored_key, stamps, diagnostics, elf, manifest;
  bool whole = in.starts_with(kMagic);
  if (whole)
    in.remove_prefix(kMagic.size());
  whole = whole && take(in, stored_key) && take(in, stamps) && take(in, diagnostics) && take(in, elf) &&
          take(in, manifest) && in.empty();
  if (!whole || stored_key != key)
    return std::nullopt;
  for (size_t at = 0; at < stamps.size();) {
    size_t end = stamps.find('\n', at);
    std::string_view line = stamps.substr(at, end - at + 1);
    if (end == std::string_view::npos || stamp_now(line) != line)
      return std::nullopt;
    at = end + 1;
  }
  auto m = manifest::decode(manifest);
  if (!m)
    return std::nullopt;
  ::utimensat(AT_FDCWD, path.c_str(), nullptr, 0); // used now: the last to be pruned
  CachedProgram p;
  p.diagnostics = diagnostics;
  p.compiled.elf.assign(elf.begin(), elf.end());
  p.compiled.manifest = std::move(*m);
  return p;
}

bool write_cached_program(const std::string &path, const std::string &key, const ProgramDeps &deps,
                          const CachedProgram &program) {
  std::string stamps;
  for (const std::string &name : deps.binaries)
    stamps += binary_stamp(name);
  if (!deps.tracefs.empty())
    stamps += tracefs_stamp(deps.tracefs);
  std::string blob(kMagic);
  put(blob, key);
  put(blob, stamps);
  put(blob, program.diagnostics);
  put(blob, std::string_view(program.compiled.elf.data(), program.compiled.elf.size()));
  put(blob, manifest::encode(program.compiled.manifest));
  if (blob.size() > kMaxEntryBytes || !util::write_atomically(path, blob))
    return false;
  util::prune_cache_files(path.substr(0, path.rfind('/')), "", ".prog", kMaxEntries, kMaxBytes);
  return true;
}

} // namespace kt::driver
