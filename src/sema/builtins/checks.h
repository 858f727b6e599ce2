// The checks family's compile-time values (checks.cpp), for codegen too:
// is_str(x) and the like are known from x's type.
#pragma once

#include <optional>
#include <string_view>

#include "ast/ast.h"
#include "sema/types.h"

namespace kt::sema {

// The value of type predicate `name` (is_str, is_ptr, is_array,
// is_integer, is_unsigned_integer, is_literal) of `arg`, typed `t`;
// nullopt for another name.
std::optional<bool> type_predicate(std::string_view name, const ast::Expr *arg, const Type &t);

} // namespace kt::sema
