// Prints an AST as an indented tree, one node per line (`kt -d ast`).
// With `locations`, each line ends with the node's source range.
#pragma once

#include <ostream>

#include "ast/ast.h"

namespace kt::ast {

void print_tree(std::ostream &os, Node &node, bool locations = false);

} // namespace kt::ast
