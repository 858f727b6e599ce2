// Prints an AST as an indented tree, one node per line (`kt -d ast`).
// With `locations`, each line ends with the node's source range.
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "ast/ast.h"

namespace kt::ast {

// Text appended to a node's line (e.g. its type, for -d types); empty for none.
using Annotator = std::function<std::string(const Node &)>;

void print_tree(std::ostream &os, Node &node, bool locations = false, const Annotator &annotate = {});

} // namespace kt::ast
