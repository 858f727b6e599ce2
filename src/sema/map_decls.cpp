#include "sema/map_decls.h"

#include <array>

#include "sema/map_labels.h"

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

std::string file_name(const SourceLocation &loc) { return loc.file ? loc.file->name() : std::string("<unknown>"); }

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
    MapDeclaration decl{d->loc, d->kind, kind->lru, kind->per_cpu, static_cast<uint32_t>(n->value),
                        d->loc.file != program.loc.file, comment_at(d->loc)};
    auto [it, fresh] = out.try_emplace(d->map, decl);
    if (fresh)
      continue;
    const MapDeclaration &first = it->second;
    if (first.loc.file == d->loc.file) {
      auto e = diags.error(d->loc);
      e << "map '@" << d->map << "' is declared twice";
      e.note(first.loc) << "first declared here";
    } else if (first.kind != decl.kind || first.max_entries != decl.max_entries) {
      // Two files share the map (man/kt.7, import): they must agree on it.
      auto e = diags.error(d->loc);
      e << "map '@" << d->map << "' is declared " << decl.kind << "(" << decl.max_entries << ") here, but "
        << first.kind << "(" << first.max_entries << ") in '" << file_name(first.loc) << "'";
      e.note(first.loc) << "'@" << d->map << "' is first declared here";
      e.hint("files that share a map must declare it alike");
    } else if (!decl.imported) {
      it->second = decl; // the main file's own map too: it must use it
    }
  }
}

void check_map_decls(const Analysis &a, Diagnostics &diags) {
  for (const auto &[name, decl] : a.names.map_decls) {
    auto it = a.types.maps.find(name);
    if (it == a.types.maps.end()) {
      // A library may declare maps for its importers to use, or not; the
      // main file's unused one is bpftrace v0.26's warning ("Unused map").
      if (!decl.imported)
        diags.warning(decl.loc) << "map '@" << name << "' is declared but never used";
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
