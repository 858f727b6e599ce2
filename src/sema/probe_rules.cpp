#include "sema/probe_rules.h"

#include <algorithm>
#include <map>

#include "util/edit_distance.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;

std::vector<const ast::AttachPoint *> attach_points(const ast::Program &program) {
  std::vector<const ast::AttachPoint *> out;
  for (const ast::Node *item : program.items)
    if (auto *probe = ast::as<ast::Probe>(item))
      out.insert(out.end(), probe->attach_points.begin(), probe->attach_points.end());
  return out;
}

// test:NAME and bench:NAME: the report names each run, so a name once.
void check_run_names(const std::vector<const ast::AttachPoint *> &aps, Diagnostics &diags) {
  std::map<std::pair<ProbeKind, std::string>, const ast::AttachPoint *> seen;
  for (const ast::AttachPoint *ap : aps) {
    if (ap->probe != ProbeKind::Test && ap->probe != ProbeKind::Bench)
      continue;
    auto [first, fresh] = seen.try_emplace({ap->probe, ap->func}, ap);
    if (fresh)
      continue;
    auto d = diags.error(ap->loc);
    d << "two " << ast::probe_kind_name(ap->probe) << " probes are named '" << ap->func << "'";
    d.note(first->second->loc) << "the first one is here";
  }
}

// The iterator an iter probe names must be one the kernel has, and its
// PIN a place the kernel can pin it.
void check_iterator(const ast::AttachPoint &ap, TypeSource &types, Diagnostics &diags) {
  if (!ap.target.empty())
    if (auto why = types.unusable_pin(ap.target))
      diags.error(ap.loc) << *why;
  const btf::Btf *kernel = types.kernel_btf();
  if (!kernel) {
    diags.error(ap.loc) << "iter probes need the kernel's BTF (/sys/kernel/btf/vmlinux), and there is none";
    return;
  }
  std::vector<std::string> names = kernel->iterator_names();
  if (std::binary_search(names.begin(), names.end(), ap.func))
    return;
  auto d = diags.error(ap.loc);
  d << "the kernel has no iterator '" << ap.func << "' (no struct " << btf::kIteratorPrefix << ap.func
    << " in its BTF)";
  if (auto near = closest_name(ap.func, names))
    d.hint("did you mean '" + *near + "'? kt -l 'iter:*' lists them");
  else
    d.hint("kt -l 'iter:*' lists the kernel's iterators");
}

// iter: kt runs the iterator once and ends, so the program's other probes
// can only be BEGIN and END, which run before and after it.
void check_iterators(const std::vector<const ast::AttachPoint *> &aps, TypeSource &types,
                     Diagnostics &diags) {
  const ast::AttachPoint *iter = nullptr, *other = nullptr;
  for (const ast::AttachPoint *ap : aps) {
    if (ap->probe == ProbeKind::Iter) {
      if (iter) {
        auto d = diags.error(ap->loc);
        d << "a program can have one iter probe";
        d.note(iter->loc) << "the first one is here";
        continue;
      }
      iter = ap;
    } else if (ap->probe != ProbeKind::Begin && ap->probe != ProbeKind::End && !other) {
      other = ap;
    }
  }
  if (!iter)
    return;
  if (other) {
    auto d = diags.error(other->loc);
    d << "'" << ast::probe_kind_name(other->probe) << "' probes cannot share a program with an iter probe";
    d.note(iter->loc) << "the iter probe is here";
    d.hint("kt runs an iterator once and ends; only BEGIN and END may run around it");
  }
  check_iterator(*iter, types, diags);
}

} // namespace

void check_probe_rules(const ast::Program &program, TypeSource &types, Diagnostics &diags) {
  std::vector<const ast::AttachPoint *> aps = attach_points(program);
  check_run_names(aps, diags);
  bool iter = std::any_of(aps.begin(), aps.end(), [](auto *ap) { return ap->probe == ProbeKind::Iter; });
  if (iter)
    check_iterators(aps, types, diags);
}

} // namespace kt::sema
