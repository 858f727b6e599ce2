// A program's C definition of a type the kernel's BTF also has: the
// program's wins (records.h looks there first), and kt says so.
//
// Reads: Program::c_declared (the structs, unions, enums and typedefs the
// program's files define, which Clang found, or the cache kept; the
// parser leaves out those of kt's own library, imports.cpp) and the
// kernel's, asked of the TypeSource only when the program defines some
// type (the driver's answers from a per-boot cache, without reading the
// BTF, on a run that asked the same before).
// Writes: nothing. Reports: a note at the name of each definition that
// shadows a kernel type of that name and kind (a struct a struct, a
// typedef a typedef), once per name: never an error.
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/type_source.h"

namespace kt::sema {

void note_shadowed_types(const ast::Program &program, TypeSource &types, Diagnostics &diags);

} // namespace kt::sema
