// Names for a map's keys and its description, read from the program for
// kt --metrics (man/kt.1, Metrics for Prometheus): each key of a map becomes a Prometheus
// label, named after the expression that made it, and the comment above
// a map's declaration becomes its `# HELP`. Pure functions of the AST and
// the source text.
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"

namespace kt::sema {

// The label name of each key expression: a builtin or variable by its name
// (`comm`, `$fd` -> `fd`), a field by the field (`args.filename` ->
// `filename`), a call of X_name() by X (`syscall_name(args.id)` ->
// `syscall`), a cast, unary operator or other call with one nameable
// argument by that argument (`str(args.filename)` -> `filename`), a record key by
// nothing here (its fields name its labels at run time), anything else
// `key` (one key) or `keyN` (N from 1). Names are made valid Prometheus
// label names and unique (a second `pid` becomes `pid_2`).
std::vector<std::string> key_labels(const std::vector<ast::Expr *> &keys);

// The `//` comment right after `loc` on its line, else the run of `//`
// comment lines right above it; their text joined with single spaces,
// "" when there is none.
std::string comment_at(const SourceLocation &loc);

} // namespace kt::sema
