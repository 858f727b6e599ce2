// fold_branches: an `if` whose condition is known when the program is
// compiled (constants.h: literals, positional parameters, enum constants,
// getopt()'s options) is replaced by the branch it takes, so that the
// later passes never see the other one: a fail() or static_assert() there
// does not fire, and its code is neither checked nor built (bpftrace's
// `if ($1 < 2) { fail(...); }`).
//
// Reads: probe bodies and predicates' blocks, after resolve_names (whose
// Resolution gives the parameters, enum constants and options).
// Writes: the blocks, in place: the `if` becomes its `then` block (as a
// block statement), its `else` branch, or nothing; the builtins of what
// goes (the condition, the branch not taken) leave the Resolution's uses
// and its misplaced builtins, so that a calls(args) there turns nothing on
// program-wide and a builtin misplaced there is no error; the dropped
// branches and their builtins go to Resolution::folded and folded_builtins
// (infer_types types a `let $x;` assigned only there, as bpftrace does).
// Rejects: nothing.
#pragma once

#include "ast/ast.h"
#include "sema/analysis.h"

namespace kt::sema {

void fold_branches(ast::Program &program, ast::Context &ctx, Resolution &names);

} // namespace kt::sema
