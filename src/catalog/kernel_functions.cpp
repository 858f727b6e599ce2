#include "catalog/kernel_functions.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unordered_set>

#include "btf/btf.h"
#include "util/glob.h"
#include "catalog/tracefs.h"

namespace kt::catalog {

namespace {

// "name [module]" or "name" per line (ftrace may add "__pfx_" padding
// symbols and duplicates; both are dropped).
void parse_filter_line(std::string_view line, std::vector<KernelFunction> &out) {
  while (!line.empty() && (line.back() == '\n' || line.back() == ' '))
    line.remove_suffix(1);
  if (line.empty())
    return;
  size_t sp = line.find(' ');
  KernelFunction f;
  f.name = std::string(line.substr(0, sp));
  if (sp != std::string_view::npos) {
    std::string_view rest = line.substr(sp + 1);
    size_t open = rest.find('['), close = rest.find(']');
    if (open != std::string_view::npos && close != std::string_view::npos && close > open)
      f.module = std::string(rest.substr(open + 1, close - open - 1));
  }
  if (f.name.rfind("__pfx_", 0) == 0)
    return;
  out.push_back(std::move(f));
}

} // namespace

void KernelFunctions::finish() {
  std::sort(functions_.begin(), functions_.end(), [](const KernelFunction &a, const KernelFunction &b) {
    return a.name != b.name ? a.name < b.name : a.module < b.module;
  });
  functions_.erase(std::unique(functions_.begin(), functions_.end(),
                               [](const KernelFunction &a, const KernelFunction &b) {
                                 return a.name == b.name && a.module == b.module;
                               }),
                   functions_.end());
}

KernelFunctions KernelFunctions::from_filter_functions(std::string_view text) {
  KernelFunctions k;
  k.source_ = "available_filter_functions";
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    parse_filter_line(text.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos),
                      k.functions_);
    if (nl == std::string_view::npos)
      break;
    pos = nl + 1;
  }
  k.finish();
  return k;
}

KernelFunctions KernelFunctions::from_btf_and_kallsyms(const std::vector<std::string> &btf_functions,
                                                       std::string_view kallsyms) {
  std::unordered_set<std::string_view> wanted(btf_functions.begin(), btf_functions.end());
  KernelFunctions k;
  k.source_ = "BTF and kallsyms";
  // "ffffffff81000000 T name [module]": one pass, no copies but the hits.
  // Functions between _sinittext and _einittext ran at boot and are gone
  // (kallsyms still names them; ftrace does not): they are left out.
  struct Hit {
    uint64_t addr;
    std::string_view name, module;
  };
  std::vector<Hit> hits;
  uint64_t init_begin = 0, init_end = 0;
  size_t pos = 0;
  while (pos < kallsyms.size()) {
    size_t nl = kallsyms.find('\n', pos);
    std::string_view line = kallsyms.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
    pos = nl == std::string_view::npos ? kallsyms.size() : nl + 1;
    size_t t = line.find(' ');
    if (t == std::string_view::npos || t + 3 > line.size() || (line[t + 1] != 't' && line[t + 1] != 'T') ||
        line[t + 2] != ' ')
      continue;
    std::string_view rest = line.substr(t + 3);
    size_t end = rest.find_first_of(" \t");
    std::string_view name = rest.substr(0, end);
    uint64_t addr = std::strtoull(std::string(line.substr(0, t)).c_str(), nullptr, 16);
    if (name == "_sinittext")
      init_begin = addr;
    else if (name == "_einittext")
      init_end = addr;
    if (!wanted.count(name))
      continue;
    std::string_view module;
    if (end != std::string_view::npos) {
      size_t open = rest.find('[', end), close = rest.find(']', end);
      if (open != std::string_view::npos && close != std::string_view::npos && close > open)
        module = rest.substr(open + 1, close - open - 1);
    }
    hits.push_back({addr, name, module});
  }
  for (const Hit &h : hits)
    if (!(h.module.empty() && h.addr >= init_begin && h.addr < init_end && init_begin))
      k.functions_.push_back({std::string(h.name), std::string(h.module)});
  k.finish();
  return k;
}

Result<KernelFunctions> KernelFunctions::load(const btf::Btf *btf, const std::string &tracefs_root,
                                              const std::string &kallsyms) {
  auto fs = tracefs_root.empty() ? Tracefs::open() : Result<Tracefs>(Tracefs(tracefs_root));
  if (fs) {
    std::ifstream in(fs->root() + "/available_filter_functions");
    if (in) {
      std::ostringstream text;
      text << in.rdbuf();
      if (!text.str().empty())
        return from_filter_functions(text.str());
    }
  }
  if (!btf)
    return Error("cannot list traceable kernel functions: available_filter_functions is not readable and there "
                 "is no kernel BTF");
  std::vector<std::string> names;
  for (btf::TypeId id = btf->start_id(); id <= btf->last_id(); id++) {
    auto t = btf->type(id);
    if (t && t->kind() == btf::Kind::Func)
      names.emplace_back(t->name());
  }
  std::ifstream ks(kallsyms);
  std::ostringstream text;
  text << ks.rdbuf();
  return from_btf_and_kallsyms(names, text.str());
}

// The core kernel answers to "vmlinux" as a module name, as in
// `kprobe:vmlinux:vfs_read` and /sys/kernel/btf/vmlinux.
static bool module_matches(std::string_view module_glob, const KernelFunction &f) {
  return module_glob.empty() || glob_match(module_glob, f.module.empty() ? std::string_view("vmlinux") : f.module);
}

std::vector<KernelFunction> KernelFunctions::match(std::string_view module_glob, std::string_view glob) const {
  std::vector<KernelFunction> out;
  bool exact = !has_wildcard(glob);
  if (exact) {
    auto it = std::lower_bound(functions_.begin(), functions_.end(), glob,
                               [](const KernelFunction &f, std::string_view n) { return f.name < n; });
    for (; it != functions_.end() && it->name == glob; ++it)
      if (module_matches(module_glob, *it))
        out.push_back(*it);
    return out;
  }
  for (const KernelFunction &f : functions_)
    if (glob_match(glob, f.name) && module_matches(module_glob, f))
      out.push_back(f);
  return out;
}

bool KernelFunctions::contains(std::string_view name) const { return !match("", name).empty(); }

bool kallsyms_has_function(std::string_view name, std::string_view module) {
  std::ifstream in("/proc/kallsyms");
  std::string addr, type, sym;
  std::string rest;
  while (in >> addr >> type >> sym) {
    std::getline(in, rest);
    if ((type != "t" && type != "T") || sym != name)
      continue;
    // rest is "\t[module]" for a module's symbol, empty for vmlinux's.
    size_t open = rest.find('['), close = rest.find(']');
    std::string_view in_module =
        open == std::string::npos || close < open ? "vmlinux" : std::string_view(rest).substr(open + 1, close - open - 1);
    if (module.empty() || module == in_module)
      return true;
  }
  return false;
}

} // namespace kt::catalog
