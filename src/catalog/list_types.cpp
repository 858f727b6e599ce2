// `kt -l 'struct task_*'`, `kt -lv 'enum cpu_usage_stat'`: the kernel's
// structs, unions and enums by name, from its BTF, as bpftrace -l lists them.
#include <map>
#include <ostream>

#include "btf/btf.h"
#include "catalog/kernel_btf.h"
#include "catalog/list.h"
#include "util/glob.h"

namespace kt::catalog {

namespace {

bool kind_is(btf::Kind k, std::string_view keyword) {
  if (keyword == "enum")
    return k == btf::Kind::Enum || k == btf::Kind::Enum64;
  return keyword == "union" ? k == btf::Kind::Union : k == btf::Kind::Struct;
}

} // namespace

std::optional<std::string_view> type_list_keyword(std::string_view pattern) {
  for (std::string_view kw : {"struct", "union", "enum"})
    if (pattern.size() > kw.size() && pattern.substr(0, kw.size()) == kw && pattern[kw.size()] == ' ')
      return kw;
  return std::nullopt;
}

ListOutcome list_btf_types(const ListRequest &req, std::ostream &out) {
  ListOutcome outcome;
  std::string_view keyword = *type_list_keyword(req.pattern);
  std::string glob(req.pattern.substr(keyword.size() + 1));
  while (!glob.empty() && glob.front() == ' ')
    glob.erase(glob.begin());
  KernelBtf kernel = req.btf_path.empty() ? KernelBtf() : KernelBtf(req.btf_path);
  const btf::Btf *btf = kernel.vmlinux();
  if (!btf) {
    outcome.status = ListStatus::Failed;
    outcome.message = "listing types needs the kernel's BTF (/sys/kernel/btf/vmlinux), and this kernel has none";
    return outcome;
  }
  std::map<std::string, btf::TypeId> found; // by name, the first definition
  for (btf::TypeId id = btf->start_id(); id <= btf->last_id(); ++id) {
    auto t = btf->type(id);
    if (t && !t->name().empty() && kind_is(t->kind(), keyword) && glob_match(glob, t->name()))
      found.emplace(std::string(t->name()), id);
  }
  for (const auto &[name, id] : found) {
    if (req.verbose)
      out << btf->definition(id).value_or("") << "\n";
    else
      out << keyword << " " << name << "\n";
  }
  outcome.listed = found.size();
  return outcome;
}

} // namespace kt::catalog
