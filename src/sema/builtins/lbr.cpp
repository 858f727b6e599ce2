// lbr(MODE): the CPU's last branch records, as the probe began (in a
// session: at the return of the error's origin); only printed. MODE picks
// the branches the CPU records (perf::kLbrModes, retsnoop's --lbr names);
// a program records one kind. Lowered in codegen/builtins/lbr.cpp; the
// runtime opens the perf events and prints the records (runtime/builtins/lbr.cpp).
#include "sema/builtins/families.h"

#include "util/edit_distance.h"
#include "util/perf_events.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

// The mode's index in perf::kLbrModes goes in the use's datum; the perf
// events are set up once, so every lbr() of a program names the same one.
void branch_mode(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  use.datum = -1;
  std::string name(perf::kDefaultLbrMode);
  if (!n.args.empty()) {
    auto *id = ast::as<ast::Identifier>(n.args[0]);
    std::vector<std::string> names;
    for (const perf::LbrMode &m : perf::kLbrModes)
      names.emplace_back(m.name);
    if (!id || perf::find_lbr_mode(id->name) < 0) {
      auto d = ctx.diags().error(n.args[0]->loc);
      d << "lbr() takes a branch mode: ";
      for (size_t i = 0; i < names.size(); i++)
        d << (i ? ", " : "") << names[i];
      if (id)
        if (auto near = closest_name(id->name, names))
          d.hint("did you mean '" + *near + "'?");
      return;
    }
    name = id->name;
  }
  int mode = perf::find_lbr_mode(name);
  for (const BuiltinUse *other : ctx.uses_of(*use.info))
    if (other->datum >= 0 && other->datum != mode) {
      ctx.diags().error(n.loc) << "a program records one kind of branches: lbr(" << name << ") after lbr("
                               << perf::kLbrModes[other->datum].name << ")";
      return;
    }
  use.datum = mode;
}

} // namespace

BuiltinFamily lbr_family() {
  return {"lbr",
          {
              {.name = "lbr",
               .form = BuiltinForm::Function,
               .max_args = 1,
               .probes = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Kretprobe) |
                         probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit) | kSessionProbes,
               .summary = "the CPU's last branch records",
               .word_args = true,
               .print_only = true,
               .value_name = "branch records",
               .resolve = branch_mode,
               .infer = infer_printed},
          },
          {
              // Entries print(lbr()) shows, the most recent last.
              {"lbr_max_count", ConfigKey::Kind::Int, 1, 32, 32},
          }};
}

} // namespace kt::sema
