// check_types: the third sema pass, the only one that says "cannot ...".
//
// Reads: the program, resolve_names' Resolution and infer_types' Typing.
// Writes: nothing.
// Rejects: operands and arguments of the wrong type, builtins with the wrong
// number of arguments, aggregations anywhere but as a map's value, maps and
// variables used with two different types, printf formats that do not fit
// their arguments, fields a record does not have, statement-only builtins
// used as values, print-only values (stack()) anywhere but in print(),
// break/continue outside loops, a program without probes; and what each
// builtin's check hook rejects.
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"

namespace kt::sema {

void check_types(ast::Program &program, const Analysis &a, Diagnostics &diags);

} // namespace kt::sema
