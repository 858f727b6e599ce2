// error(NAMES)'s arguments, for codegen (codegen/builtins/errors.cpp).
#pragma once

#include <cstdint>
#include <optional>

#include "ast/ast.h"

namespace kt::sema {

struct Resolution;

// An argument of error(NAMES) as an errno number: an errno name, or a
// value known when the program is compiled (a number, or a name as a
// string: error($1), error(getopt("errno", "ENOENT"))). nullopt for NULL.
std::optional<int64_t> errno_argument(const ast::Expr &e, const Resolution &names);

} // namespace kt::sema
