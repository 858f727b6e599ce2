#include "sema/map_decls.h"

#include <array>

namespace kt::sema {
namespace {

struct Kind {
  const char *name;
  bool lru, per_cpu;
};
constexpr std::array<Kind, 4> kKinds = {{
    {"hash", false, false},
    {"lruhash", true, false},
    {"percpuhash", false, true},
    {"percpulruhash", true, true},
}};

} // namespace

void read_map_decls(const ast::Program &program, std::map<std::string, MapDeclaration> &out, Diagnostics &diags) {
  for (const ast::Node *item : program.items) {
    auto *d = ast::as<ast::MapDecl>(item);
    if (!d)
      continue;
    const Kind *kind = nullptr;
    for (const Kind &k : kKinds)
      if (d->kind == k.name)
        kind = &k;
    if (!kind) {
      auto e = diags.error(d->kind_loc);
      e << "unknown map kind '" << d->kind << "'";
      e.hint("a map is declared hash(N), lruhash(N), percpuhash(N) or percpulruhash(N)");
      continue;
    }
    auto *n = d->args.size() == 1 ? ast::as<ast::Integer>(d->args[0]) : nullptr;
    if (!n || n->value == 0 || n->value > (1u << 24)) {
      diags.error(d->args.size() == 1 ? d->args[0]->loc : d->loc)
          << "'" << d->kind << "' takes one argument, the map's size: an integer between 1 and 16777216";
      continue;
    }
    auto [it, fresh] = out.try_emplace(d->map, MapDeclaration{d->loc, d->kind, kind->lru, kind->per_cpu,
                                                              static_cast<uint32_t>(n->value)});
    if (!fresh) {
      auto e = diags.error(d->loc);
      e << "map '@" << d->map << "' is declared twice";
      e.note(it->second.loc) << "first declared here";
    }
  }
}

void check_map_decls(const Analysis &a, Diagnostics &diags) {
  for (const auto &[name, decl] : a.names.map_decls) {
    auto it = a.types.maps.find(name);
    if (it == a.types.maps.end()) {
      diags.error(decl.loc) << "map '@" << name << "' is declared but never used";
      continue;
    }
    const MapInfo &mi = it->second;
    bool aggregate = mi.value.is(TypeKind::Aggregate);
    if (aggregate == decl.per_cpu)
      continue;
    auto e = diags.error(mi.first_use);
    if (aggregate)
      e << "'@" << name << "' holds " << mi.value.builtin->name << "() values, which are per-CPU; it is declared '"
        << decl.kind << "'";
    else
      e << "'@" << name << "' holds plain values; it is declared '" << decl.kind << "', a per-CPU map";
    e.note(decl.loc) << "declared here";
    e.hint(aggregate ? std::string("declare it ") + (decl.lru ? "percpulruhash" : "percpuhash")
                     : std::string("declare it ") + (decl.lru ? "lruhash" : "hash"));
  }
}

} // namespace kt::sema
