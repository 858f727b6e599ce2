// Prints an AST back as kt source. Parsing the output again yields the same
// tree (locations aside): the printer adds parentheses wherever precedence
// needs them and escapes every string. Comments and layout are not kept.
#pragma once

#include <ostream>
#include <string>

#include "ast/ast.h"

namespace kt::ast {

void print_source(std::ostream &os, Node &node);
std::string to_source(Node &node);

// A string literal, quoted and escaped so the lexer reads back `value`.
std::string quote_string(const std::string &value);

} // namespace kt::ast
