// The BPF programs (units) of each probe, for resolve_names: a probe's
// attach points grouped by kind; tracepoints, kernel functions and uprobes
// whose `args` or result the body reads typed (wildcards expanded) and
// grouped by layout; a session probe's function sets resolved
// (session_targets.h); tp_btf tracepoints one per program.
#pragma once

#include <memory>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"
#include "sema/type_source.h"

namespace kt::sema {

class UnitBuilder {
public:
  // Appends to `units`; reports what cannot be typed or attached to `diags`.
  UnitBuilder(TypeSource &types, std::vector<Unit> &units, Diagnostics &diags);
  ~UnitBuilder();

  void add_probe(ast::Probe &probe);
  // A type source refused permission (tracefs as non-root): exit 77.
  bool denied() const;

private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

// config missing_probes = warn or ignore: drops each attach point of a
// kernel function, tracepoint or uprobe whose target sema cannot find
// (tried alone; its error becomes a warning, or nothing), and the probes
// left with none. With error (the default), only a wildcard beside other
// attach points that matches nothing goes, with a warning, and never the
// last. Runs before the probes are resolved.
void drop_missing_targets(ast::Program &program, TypeSource &types, MissingProbes policy, Diagnostics &diags);

} // namespace kt::sema
