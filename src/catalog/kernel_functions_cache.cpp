// The traceable-function list, cached per boot and set of loaded modules.
//
// The file is /run/kt/kernel-functions-KEY, KEY a hash of the boot id and
// of /proc/modules' names, sizes and addresses: a reboot or a module
// loaded or unloaded makes a new key (and the old files are removed).
// /run is a tmpfs that root owns, so the cache never outlives the boot. The
// directory is trusted only when this user owns it and nobody else may
// write to it; otherwise kt reads the list afresh every time.
#include "catalog/kernel_functions.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catalog/boot_key.h"
#include "catalog/read_file.h"
#include "util/cache_files.h"
#include "util/lines.h"

namespace kt::catalog {

namespace {

constexpr std::string_view kMagic = "kt-kernel-functions 1";
constexpr std::string_view kPrefix = "kernel-functions-";

void remove_stale(const std::string &dir, const std::string &keep) {
  DIR *d = ::opendir(dir.c_str());
  if (!d)
    return;
  while (struct dirent *e = ::readdir(d)) {
    std::string name = e->d_name;
    if (name.compare(0, kPrefix.size(), kPrefix) == 0 && name != keep)
      ::unlink((dir + "/" + name).c_str());
  }
  ::closedir(d);
}

} // namespace

std::string KernelFunctions::serialize() const {
  std::string out;
  out.reserve(functions_.size() * 24);
  out.append(kMagic).append("\t").append(source_).append("\n");
  for (const KernelFunction &f : functions_)
    out.append(f.name).append("\t").append(f.module).append("\n");
  return out;
}

std::optional<KernelFunctions> KernelFunctions::deserialize(std::string_view text) {
  size_t nl = text.find('\n');
  if (nl == std::string_view::npos || text.substr(0, kMagic.size()) != kMagic || text.size() <= kMagic.size() ||
      text[kMagic.size()] != '\t' || text.back() != '\n')
    return std::nullopt; // another format, or a file cut short
  KernelFunctions k;
  k.source_ = std::string(text.substr(kMagic.size() + 1, nl - kMagic.size() - 1));
  bool ok = true;
  for_each_line(text.substr(nl + 1), [&](std::string_view line) {
    size_t tab = line.find('\t');
    ok = tab != std::string_view::npos && tab != 0;
    if (ok)
      k.functions_.push_back({std::string(line.substr(0, tab)), std::string(line.substr(tab + 1))});
    return ok;
  });
  if (!ok)
    return std::nullopt;
  return k; // written sorted and unique
}

Result<KernelFunctions> KernelFunctions::load_cached(const btf::Btf *btf, const std::string &cache_dir) {
  auto key = boot_and_modules_key();
  if (!key || !util::usable_cache_dir(cache_dir))
    return load(btf);
  std::string name = std::string(kPrefix) + *key;
  std::string path = cache_dir + "/" + name;
  if (auto text = read_file(path))
    if (auto cached = deserialize(*text))
      return std::move(*cached);
  auto list = load(btf);
  if (list) {
    remove_stale(cache_dir, name);
    util::write_atomically(path, list->serialize());
  }
  return list;
}

} // namespace kt::catalog
