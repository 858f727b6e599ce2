// check_types: the third sema pass, the only one that says "cannot ...".
//
// Reads: the program and the types infer_types wrote.
// Writes: nothing.
// Rejects: operands and arguments of the wrong type, builtins with the wrong
// number of arguments, aggregations anywhere but as a map's value, maps and
// variables used with two different types, printf formats that do not fit
// their arguments, fields a record does not have, statement-only builtins
// used as values, break/continue outside loops, a program without probes.
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/program_info.h"

namespace kt::sema {

void check_types(ast::Program &program, const ProgramInfo &info, Diagnostics &diags);

} // namespace kt::sema
