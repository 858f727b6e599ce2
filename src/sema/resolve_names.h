// resolve_names: the first sema pass (after macro expansion).
//
// Reads: the parsed, macro-expanded program; the command-line options that
// matter to names (--unsafe, $1..$N, named arguments, KT_* config variables); the system's
// types through TypeSource (tracepoint formats for the tracepoints whose
// `args` the body uses, kernel BTF, binaries' symbols and DWARF).
// Writes: a Resolution: the config, the units (BPF programs) of every
// probe, what every identifier and call names (builtins, with what their
// resolve hooks found; enum constants), the program's C types.
// Rejects: unknown identifiers and functions, builtins used where they
// have no meaning, unsafe functions without --unsafe, bad config keys or
// values, variables read before they are assigned, named arguments the
// program does not declare (getopt()), builtins' bad words
// (their resolve hooks), attach points that cannot be typed, and probes
// that cannot go together (probe_rules.h).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "ast/diagnostics.h"
#include "sema/analysis.h"
#include "sema/type_source.h"

namespace kt::sema {

struct ResolveOptions {
  bool unsafe = false;
  std::vector<std::string> params; // $1 .. $N from the command line
  std::vector<NamedArg> named;      // --name=value after --, for getopt()
  // `-- --help`: the program's getopt() options are wanted, not its run;
  // named arguments are not checked.
  bool script_help = false;
  // Environment overrides for config keys: KT_MAX_STRLEN=128 ...
  std::map<std::string, std::string> env;
  // The variable an `env` entry was read from when it is not the KT_* one
  // (KT_MAX_STRLEN -> BPFTRACE_STRLEN), for messages.
  std::map<std::string, std::string> env_names;
};

// The environment variables that override config keys (KT_MAX_STRLEN, ...).
std::vector<std::string> config_environment();

Resolution resolve_names(ast::Program &program, const ResolveOptions &opts, TypeSource &types, Diagnostics &diags);

} // namespace kt::sema
