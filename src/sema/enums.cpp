#include "sema/enums.h"

namespace kt::sema {

std::shared_ptr<const Enumeration> btf_enumeration(const btf::Btf &btf, btf::TypeId id) {
  auto e = std::make_shared<Enumeration>();
  auto t = btf.type(id);
  if (!t)
    return e;
  e->name = std::string(t->name());
  for (const btf::Enumerator &en : t->enumerators())
    e->values.emplace_back(en.value, std::string(en.name));
  return e;
}

std::vector<std::pair<uint64_t, std::string>> gfp_flag_names(const btf::Btf &btf) {
  constexpr std::string_view kPrefix = "___GFP_", kSuffix = "_BIT";
  std::vector<std::pair<uint64_t, std::string>> flags;
  auto first = btf.enumerator("___GFP_DMA_BIT");
  if (!first)
    return flags;
  for (const btf::Enumerator &en : btf.type(first->type)->enumerators()) {
    std::string_view name = en.name;
    if (!name.starts_with(kPrefix) || !name.ends_with(kSuffix) || en.value >= 64)
      continue;
    std::string_view flag = name.substr(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size());
    if (flag == "LAST" || flag == "UNUSED") // the count of bits, and a hole
      continue;
    flags.emplace_back(uint64_t{1} << en.value, "__GFP_" + std::string(flag));
  }
  return flags;
}

} // namespace kt::sema
