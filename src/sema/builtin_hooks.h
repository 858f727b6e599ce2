// What a builtin's sema hooks (builtins.h) may ask of the pass that calls
// them. Each pass implements its context; families see only this.
#pragma once

#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"

namespace kt::sema {

// resolve_names, for BuiltinInfo::resolve.
class ResolveContext {
public:
  virtual ~ResolveContext() = default;
  virtual Diagnostics &diags() = 0;
  // The probe the call is in, and its units (one BPF program each, kernel
  // functions expanded).
  virtual const ast::Probe &probe() = 0;
  virtual std::vector<const Unit *> units() = 0;
  virtual TypeSource &types() = 0;
  // Resolves `e` as a value (its names, its builtins).
  virtual void value(ast::Expr *e) = 0;
  // `v` is assigned here (find()'s result variable).
  virtual void assigned(ast::Variable &v) = 0;
  // The uses of `b` resolved so far in the program.
  virtual std::vector<const BuiltinUse *> uses_of(const BuiltinInfo &b) = 0;
  // The command line's named arguments, whether only the options are
  // wanted (`-- --help`), and the options getopt() declared so far.
  virtual const std::vector<NamedArg> &named_args() = 0;
  virtual bool script_help() = 0;
  virtual std::vector<ScriptOption> &script_options() = 0;
};

// infer_types, for BuiltinInfo::infer. It runs before check_types has
// counted a call's arguments: a hook must not assume their number.
class InferContext {
public:
  virtual ~InferContext() = default;
  // An argument's type (arguments are typed before the hook); none for null.
  virtual Type type(const ast::Expr *e) = 0;
  virtual const Unit &unit() = 0;
  virtual const Config &config() = 0;
  virtual const Records &records() = 0;
  virtual const BuiltinUse &use(const ast::Node &n) = 0;
  virtual const std::vector<ScriptOption> &script_options() = 0;
  // The type a read of map `name`'s value has (none: not known yet).
  virtual Type map_value(const std::string &name) = 0;
  // Variable `v` is assigned a value of type `t` here (find()'s result).
  virtual void assign(const ast::Variable &v, const Type &t) = 0;
};

// Argument `i` of call `n`, or null when it has fewer.
inline const ast::Expr *call_arg(const ast::Node &n, size_t i) {
  auto &args = static_cast<const ast::Call &>(n).args;
  return i < args.size() ? args[i] : nullptr;
}

// check_types, for BuiltinInfo::check.
class CheckContext {
public:
  virtual ~CheckContext() = default;
  virtual DiagnosticBuilder error(const SourceLocation &loc) = 0;
  virtual Type type(const ast::Expr *e) = 0;
  virtual const Unit &unit() = 0;
  virtual const Config &config() = 0;
  virtual const Records &records() = 0;
  virtual const Resolution &names() = 0;
  // The map `name`, or null when it was never used.
  virtual const MapInfo *map(const std::string &name) = 0;
  // Checks `e` as a value of any type.
  virtual void value(ast::Expr *e) = 0;
  // Checks `e` as print() takes it: print-only values too.
  virtual void printed(ast::Expr *e) = 0;
  // Checks `e` as a value that must be an integer (or pointer): "WHAT must
  // be an integer, not ...".
  virtual void expect_int(ast::Expr *e, const char *what) = 0;
  virtual void expect_string_literal(ast::Call &n, size_t i) = 0;
  // Argument `i` must name a whole map, as clear(@m).
  virtual void expect_map_arg(ast::Call &n, size_t i) = 0;
  virtual void check_map_ref(ast::MapRef &m, bool whole_map_ok) = 0;
  // A format string at argument `first` and the values it prints.
  virtual void check_printf_like(ast::Call &n, size_t first) = 0;
};

} // namespace kt::sema
