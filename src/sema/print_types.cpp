#include "sema/print_types.h"

#include "ast/tree_printer.h"

namespace kt::sema {

void print_types(std::ostream &os, const ast::Program &program, const ProgramInfo &info) {
  for (const auto &[name, m] : info.maps) {
    os << "map @" << name << ": ";
    if (m.keyed)
      os << "key " << to_string(m.key) << ", ";
    os << "value " << to_string(m.value);
    if (m.value.agg == AggKind::Lhist)
      os << " (" << m.lhist_min << ", " << m.lhist_max << ", " << m.lhist_step << ")";
    os << "\n";
  }
  for (const Unit &unit : info.units) {
    os << "unit " << unit.name << " (" << ast::probe_kind_name(unit.kind) << "):";
    for (const ast::AttachPoint *ap : unit.attach_points)
      os << " " << ap->raw;
    os << "\n";
    for (const std::string &tp : unit.tracepoints)
      os << "  tracepoint " << tp << "\n";
    for (const auto &[name, t] : unit.vars)
      os << "  var $" << name << ": " << to_string(t) << "\n";
    auto annotate = [&](const ast::Node &n) -> std::string {
      auto it = unit.types.find(static_cast<const ast::Expr *>(&n));
      return it == unit.types.end() ? "" : to_string(it->second);
    };
    ast::print_tree(os, *unit.probe, false, annotate);
  }
  (void)program;
}

} // namespace kt::sema
