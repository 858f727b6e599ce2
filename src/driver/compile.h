// kt's compiler: a parsed program to a BPF object and its manifest, as a
// function of its inputs only: the program, the type source (tracepoint
// formats, kernel BTF, binaries' DWARF and symbols; SystemTypes for this
// machine, fixtures in tests) and the target's features (which the driver
// probes before compiling). Nothing here looks at the running system, so
// the same inputs give the same bytes.
//
// The passes, in order; each runs only if the ones before reported no
// error, and -d STAGE prints what the pass that makes it made:
//   parse     text and imports -> AST (parser::load_program, the driver's)   -d ast, -d source
//   analyze   sema::analyze: macros, names, types, checks -> Analysis        -d types
//   generate  codegen::compile (generate.h): IR, optimized IR, ELF + manifest -d ir, -d ir-opt, -d asm
#pragma once

#include <ostream>
#include <variant>

#include "ast/ast.h"
#include "codegen/codegen.h"
#include "manifest/target.h"
#include "sema/resolve_names.h"
#include "sema/type_source.h"

namespace kt::driver {

struct CompileOptions {
  sema::ResolveOptions resolve;
  std::ostream *types = nullptr; // -d types
  codegen::Options codegen;      // -d ir, -d ir-opt, -d asm
  // Where diagnostics go, with colour (a terminal) or without.
  std::ostream *diagnostics = nullptr;
  bool color = false;
  bool warnings = true; // false: --no-warnings
  // The program's getopt() options: listed on `script_help` for `-- --help`
  // (compiling stops there), and on `diagnostics` after a named argument
  // that does not fit them; `program` names the script in their usage line.
  std::ostream *script_help = nullptr;
  std::string program;
};

// The object and manifest, or kt's exit code: kExitScript for errors in
// the program (rendered to opts.diagnostics), kExitUsage for named
// arguments that do not fit getopt()'s options, kExitOk after listing them
// for opts.resolve.script_help, kExitPermission when types
// kt was not allowed to read made it fail, kExitUnavailable when the code
// generator would not load, kExitInternal when codegen failed.
std::variant<codegen::Compiled, int> compile(ast::Program &program, ast::Context &ctx, sema::TypeSource &types,
                                             const manifest::TargetFeatures &target, const CompileOptions &opts);

} // namespace kt::driver
