// `kt -d types`: the maps, then each unit (BPF program) with its attach
// points, variables and its probe's tree annotated with every expression's
// type.
#pragma once

#include <ostream>

#include "ast/ast.h"
#include "sema/analysis.h"

namespace kt::sema {

void print_types(std::ostream &os, const ast::Program &program, const Analysis &a);

} // namespace kt::sema
