// scope_variables: gives variables declared with `let` the scope of their
// block (bpftrace v0.22's rule); variables first assigned without `let`
// keep the scope of their probe (kt's and bpftrace v0.17's rule).
//
// Reads: probe predicates and bodies, after expand_macros.
// Writes: the names of `let` variables, in place: a `let $x` whose name is
// also declared elsewhere in the probe (in another block, or assigned
// without `let` outside this one) is renamed `$__letN_x`, it and every use
// in its scope, so that the later passes, which know one variable per name
// and probe, see distinct variables.
// Rejects: a `let` of a name already declared in an enclosing block, or
// already assigned in the probe (v0.22's "shadowing is not allowed"), and a
// use of a `let` variable after its block has ended, when the probe has no
// other variable of that name.
//
// The language rules are in man/kt.7 (Variables, maps and positional
// parameters).
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"

namespace kt::sema {

void scope_variables(ast::Program &program, Diagnostics &diags);

} // namespace kt::sema
