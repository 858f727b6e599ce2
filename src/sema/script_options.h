// getopt()'s named parameters (ScriptOption, analysis.h): reading a named
// argument's value by the option's type, the check that every named
// argument names an option, and the `-- --help` listing.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "ast/diagnostics.h"
#include "sema/analysis.h"

namespace kt::sema {

// "bool", "int" or "string".
const char *script_option_type(const ScriptOption &o);

// "--aa, --bb and --cc".
std::string script_option_names(const std::vector<ScriptOption> &options);

// Sets `o`'s value from the named argument's text (unset: `--name` alone);
// returns what is wrong with it, or nullopt.
std::optional<std::string> set_script_option(ScriptOption &o, const std::optional<std::string> &text);

// Named arguments no getopt() declares are errors (each named once); they
// and options whose value was bad set out.bad_named_args.
void check_named_args(const std::vector<NamedArg> &named, Resolution &out, Diagnostics &diags);

// The program's options, one a line with type, help and default, under a
// usage line for `program` (the script's name, or -e PROGRAM).
void print_script_options(std::ostream &os, const std::string &program, const std::vector<ScriptOption> &options);

} // namespace kt::sema
