#include "sema/print_types.h"

#include "ast/tree_printer.h"

namespace kt::sema {

void print_types(std::ostream &os, const ast::Program &program, const Analysis &a) {
  for (const auto &[name, m] : a.types.maps) {
    os << "map @" << name << ": ";
    if (m.keyed)
      os << "key " << to_string(m.key) << ", ";
    os << "value " << to_string(m.value);
    for (size_t i = 0; i < m.agg_params.size(); i++)
      os << (i ? ", " : " (") << m.agg_params[i] << (i + 1 == m.agg_params.size() ? ")" : "");
    os << "\n";
  }
  for (size_t u = 0; u < a.names.units.size(); u++) {
    const Unit &unit = a.names.units[u];
    const UnitTypes &types = a.types.units[u];
    os << "unit " << unit.name << " (" << ast::probe_kind_name(unit.kind) << "):";
    for (const ast::AttachPoint *ap : unit.attach_points)
      os << " " << ap->raw;
    os << "\n";
    for (const std::string &tp : unit.tracepoints)
      os << "  tracepoint " << tp << "\n";
    for (const auto &[name, t] : types.vars)
      os << "  var $" << name << ": " << to_string(t) << "\n";
    auto annotate = [&](const ast::Node &n) -> std::string {
      auto it = types.exprs.find(static_cast<const ast::Expr *>(&n));
      return it == types.exprs.end() ? "" : to_string(it->second);
    };
    ast::print_tree(os, *unit.probe, false, annotate);
  }
  (void)program;
}

} // namespace kt::sema
