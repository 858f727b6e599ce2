// infer_types: the second sema pass.
//
// Reads: the program and resolve_names' Resolution.
// Writes: a Typing: the type of every expression and scratch variable of
// every unit, and every map's key and value types (builtins are typed by
// their infer hooks). Maps are typed across all probes: a map read in one
// probe and written in a later one gets the written type, so the pass
// iterates until the map types stop changing.
// Rejects: nothing. Where types do not fit, it keeps the first type it saw;
// check_types reports the mismatch.
#pragma once

#include "ast/ast.h"
#include "sema/analysis.h"

namespace kt::sema {

Typing infer_types(const ast::Program &program, const Resolution &names);

// How a type is stored in a map or variable: integers widen to 64 bits,
// tuples element-wise; other types as they are.
Type storage_type(const Type &t);

// The common type of two uses: integers of the same signedness, strings of
// the larger size, tuples element-wise. Returns nullopt if they do not fit.
std::optional<Type> unify(const Type &a, const Type &b);

// The type a read of a map value of type `value` has: an aggregation's
// combined value (count() reads as an integer), else the value's.
Type value_read(const Type &value);

// A positional parameter that reads as an integer ("42", "-1") is one;
// anything else is a string.
bool param_is_integer(const std::string &arg);


} // namespace kt::sema
