// Values known when the program is compiled: integer, string and boolean
// literals, positional parameters ($1, $#), enum constants, the builtins
// whose value the program fixes (getopt()'s options, the type predicates
// is_str() and the like) and the operators on them. One evaluator for
// every pass that asks: enum values (resolve_names), branches folded away
// (fold_branches), static_assert() and fail() (checks), constant divisors
// (check_types).
//
//   ConstantScope scope{.names = &resolution};
//   if (auto v = constant_value(if_stmt.cond, scope)) taken = v->truth();
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <variant>

#include "ast/ast.h"
#include "sema/types.h"

namespace kt::sema {

struct Resolution;

// An integer (bools and enum constants too) or a string.
struct Constant {
  std::variant<int64_t, std::string> value;

  bool is_string() const { return std::holds_alternative<std::string>(value); }
  int64_t integer() const { return is_string() ? 0 : std::get<int64_t>(value); }
  const std::string &text() const { return std::get<std::string>(value); }
  // As a condition: not zero, not empty.
  bool truth() const { return is_string() ? !text().empty() : integer() != 0; }
};

// What an evaluation may look up; what is missing is not known.
struct ConstantScope {
  // Enum constants by name (while resolve_names collects them).
  const std::map<std::string, int64_t> *enumerators = nullptr;
  // After resolve_names: enum constants, positional parameters, the
  // builtins' uses (getopt()'s options).
  const Resolution *names = nullptr;
  // After infer_types: an expression's type (the type predicates).
  std::function<Type(const ast::Expr *)> type;
};

// The value of `e`, or nullopt when it is not known when the program is
// compiled (a variable, a map, most builtins; a division by zero; an
// operator C leaves undefined). Integer arithmetic wraps, as in BPF.
std::optional<Constant> constant_value(const ast::Expr *e, const ConstantScope &scope);

// The same, for an integer value only.
std::optional<int64_t> constant_int(const ast::Expr *e, const ConstantScope &scope);

} // namespace kt::sema
