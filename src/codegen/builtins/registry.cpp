#include <map>
#include <stdexcept>

#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

struct Registry {
  std::vector<FamilyLowering> families;
  std::map<const sema::BuiltinInfo *, const BuiltinLowering *> by_builtin;
};

// Each family's lowerings, in families.def's order (sema's), keyed by the
// sema entries of the same name and form.
const Registry &registry() {
  static const Registry r = [] {
    Registry r;
    r.families = {
#define KT_FAMILY(name) name##_lowering(),
#include "sema/builtins/families.def"
#undef KT_FAMILY
    };
    for (size_t i = 0; i < r.families.size(); i++)
      r.families[i].sema = &sema::builtin_families()[i];
    for (const FamilyLowering &f : r.families)
      for (const BuiltinLowering &l : f.builtins)
        if (const sema::BuiltinInfo *b = sema::find_builtin(l.name, l.form))
          r.by_builtin[b] = &l;
    return r;
  }();
  return r;
}

} // namespace

const BuiltinLowering &lowering_of(const sema::BuiltinInfo &b) {
  auto it = registry().by_builtin.find(&b);
  if (it == registry().by_builtin.end())
    throw std::logic_error("builtin '" + std::string(b.name) + "' has no lowering");
  return *it->second;
}

const std::vector<FamilyLowering> &family_lowerings() { return registry().families; }

} // namespace kt::codegen
