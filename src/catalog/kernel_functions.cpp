#include "catalog/kernel_functions.h"

#include <algorithm>
#include <unordered_set>

#include "btf/btf.h"
#include "catalog/kallsyms.h"
#include "catalog/read_file.h"
#include "catalog/tracefs.h"
#include "util/glob.h"
#include "util/lines.h"

namespace kt::catalog {

namespace {

// "name [module]" or "name" per line (ftrace may add "__pfx_" padding
// symbols and duplicates; both are dropped).
void parse_filter_line(std::string_view line, std::vector<KernelFunction> &out) {
  while (!line.empty() && line.back() == ' ')
    line.remove_suffix(1);
  if (line.empty())
    return;
  size_t sp = line.find(' ');
  KernelFunction f;
  f.name = std::string(line.substr(0, sp));
  if (sp != std::string_view::npos)
    f.module = std::string(bracketed(line, sp + 1));
  if (f.name.rfind("__pfx_", 0) == 0)
    return;
  out.push_back(std::move(f));
}

// The core kernel answers to "vmlinux" as a module name, as in
// `kprobe:vmlinux:vfs_read` and /sys/kernel/btf/vmlinux.
std::string_view module_name(std::string_view module) { return module.empty() ? "vmlinux" : module; }

bool module_matches(std::string_view module_glob, std::string_view module) {
  return module_glob.empty() || glob_match(module_glob, module_name(module));
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
  for_each_line(text, [&](std::string_view line) {
    parse_filter_line(line, k.functions_);
    return true;
  });
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
  parse_kallsyms(kallsyms, [&](const KallsymsLine &l) {
    if (!l.is_text())
      return;
    if (l.name == "_sinittext")
      init_begin = l.addr;
    else if (l.name == "_einittext")
      init_end = l.addr;
    if (wanted.count(l.name))
      hits.push_back({l.addr, l.name, l.module});
  });
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
    auto text = read_file(fs->root() + "/available_filter_functions");
    if (text && !text->empty())
      return from_filter_functions(*text);
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
  auto text = read_kallsyms(kallsyms);
  if (!text)
    return text.error();
  return from_btf_and_kallsyms(names, *text);
}

std::vector<KernelFunction> KernelFunctions::match(std::string_view module_glob, std::string_view glob) const {
  std::vector<KernelFunction> out;
  bool exact = !has_wildcard(glob);
  if (exact) {
    auto it = std::lower_bound(functions_.begin(), functions_.end(), glob,
                               [](const KernelFunction &f, std::string_view n) { return f.name < n; });
    for (; it != functions_.end() && it->name == glob; ++it)
      if (module_matches(module_glob, it->module))
        out.push_back(*it);
    return out;
  }
  for (const KernelFunction &f : functions_)
    if (glob_match(glob, f.name) && module_matches(module_glob, f.module))
      out.push_back(f);
  return out;
}

bool KernelFunctions::contains(std::string_view name) const { return !match("", name).empty(); }

bool kallsyms_has_function(std::string_view name, std::string_view module) {
  auto text = read_kallsyms();
  if (!text)
    return false;
  bool found = false;
  parse_kallsyms(*text, [&](const KallsymsLine &l) {
    if (l.is_text() && l.name == name && (module.empty() || module == module_name(l.module)))
      found = true;
  });
  return found;
}

std::optional<bool> kallsyms_has_symbol(std::string_view name) {
  auto text = read_kallsyms();
  if (!text)
    return std::nullopt;
  bool found = false;
  parse_kallsyms(*text, [&](const KallsymsLine &l) { found |= l.name == name; });
  return found;
}

} // namespace kt::catalog
