#include "sema/type_source.h"

#include <algorithm>

#include "util/glob.h"

namespace kt::sema {

std::vector<bool> TypeSource::kernel_has_types(const std::vector<CTypeName> &types) {
  std::vector<bool> out(types.size(), false);
  const btf::Btf *k = kernel_btf();
  if (!k)
    return out;
  for (size_t i = 0; i < types.size(); i++) {
    const std::string &name = types[i].name;
    switch (types[i].tag) {
    case 's': out[i] = k->find(name, btf::Kind::Struct) != 0; break;
    case 'u': out[i] = k->find(name, btf::Kind::Union) != 0; break;
    case 'e': out[i] = k->find(name, btf::Kind::Enum) != 0 || k->find(name, btf::Kind::Enum64) != 0; break;
    default: out[i] = k->find(name, btf::Kind::Typedef) != 0; break;
    }
  }
  return out;
}

// The FUNCs of the kernel's BTF: what fixtures can offer. Modules are not
// searched (the driver's override lists them).
Result<std::vector<KernelFunc>> TypeSource::kernel_functions(const std::string &module_glob,
                                                             const std::string &glob) {
  const btf::Btf *btf = kernel_btf();
  if (!btf)
    return Error("there is no kernel BTF to list kernel functions from");
  std::vector<KernelFunc> out;
  if (!module_glob.empty() && !glob_match(module_glob, ""))
    return out;
  for (btf::TypeId id = btf->start_id(); id <= btf->last_id(); id++) {
    auto t = btf->type(id);
    if (t && t->kind() == btf::Kind::Func && glob_match(glob, t->name()))
      out.push_back({"", std::string(t->name())});
  }
  std::sort(out.begin(), out.end(), [](const KernelFunc &a, const KernelFunc &b) { return a.name < b.name; });
  out.erase(std::unique(out.begin(), out.end(), [](const KernelFunc &a, const KernelFunc &b) { return a.name == b.name; }),
            out.end());
  return out;
}

Result<UserFunctions> TypeSource::user_functions(const std::string &binary, const std::string &glob) {
  (void)glob;
  return Error("'" + binary + "': user-space functions are not available here");
}

Result<UserFunctions> TypeSource::user_functions_in_sources(const std::string &binary, const std::string &glob) {
  return user_functions(binary, glob);
}

} // namespace kt::sema
