// Rules on a program's probes taken together (from resolve_names), for
// the probe types kt runs itself or runs once:
//
// Reads: the program's probes; the kernel's BTF (which iterators exist).
// Rejects: two test: (or two bench:) probes of one name, since the report
// names each run; an iter probe beside any probe other than BEGIN and END,
// a second iter attach point, an iterator the kernel's BTF does not have
// (with the closest one it has).
//
// The language rules are in man/kt.7 (Probes: test and bench, iter).
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/type_source.h"

namespace kt::sema {

// The kernel's BTF is read only for a program with an iter probe.
void check_probe_rules(const ast::Program &program, TypeSource &types, Diagnostics &diags);

} // namespace kt::sema
