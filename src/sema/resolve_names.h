// resolve_names: the first sema pass.
//
// Reads: the parsed (macro-expanded) program, the command-line options that
// matter to names (--unsafe), the system's tracepoint formats (through
// TypeSource, only for tracepoints whose `args` the body uses).
// Writes: ProgramInfo's config, units, builtins and enum constants.
// Rejects: unknown identifiers and functions, builtins used where they have
// no meaning, unsafe functions without --unsafe, bad config keys or values,
// tracepoints that match nothing when their args are needed.
#pragma once

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/program_info.h"
#include "sema/type_source.h"

namespace kt::sema {

struct ResolveOptions {
  bool unsafe = false;
  std::vector<std::string> params; // $1 .. $N from the command line
  // Environment overrides for config keys: KT_MAX_STRLEN=128 ...
  std::map<std::string, std::string> env;
};

// The environment variables that override config keys (KT_MAX_STRLEN, ...).
std::vector<std::string> config_environment();

void resolve_names(ast::Program &program, const ResolveOptions &opts, TypeSource &types, ProgramInfo &info,
                   Diagnostics &diags);

} // namespace kt::sema
