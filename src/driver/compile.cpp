#include "driver/compile.h"

#include <regex>

#include "driver/generate.h"
#include "sema/analyze.h"
#include "sema/print_types.h"
#include "sema/script_options.h"
#include "util/exit_codes.h"

namespace kt::driver {

std::variant<codegen::Compiled, int> compile(ast::Program &program, ast::Context &ctx, sema::TypeSource &types,
                                             const manifest::TargetFeatures &target, const CompileOptions &opts) {
  // analyze
  Diagnostics diags;
  sema::MacroExpansions expansions;
  sema::Analysis analysis = sema::analyze(program, ctx, opts.resolve, types, expansions, diags);
  if (opts.resolve.script_help) {
    // --help lists the options whatever the arguments: a probe that needs
    // an argument not given (a recipe's $1) may not check, but its
    // getopt() calls are known.
    if (opts.script_help)
      sema::print_script_options(*opts.script_help, opts.program, analysis.names.script_options);
    return kExitOk;
  }
  if (!opts.warnings)
    diags.drop_warnings();
  if (opts.diagnostics)
    expansions.render(diags, *opts.diagnostics, opts.color);
  if (analysis.names.bad_named_args) {
    if (opts.diagnostics)
      sema::print_script_options(*opts.diagnostics << "\n", opts.program, analysis.names.script_options);
    return kExitUsage;
  }
  if (diags.has_errors())
    return analysis.names.denied ? kExitPermission : kExitScript;
  if (opts.types)
    sema::print_types(*opts.types, program, analysis);
  // generate
  auto compiled = generate(program, analysis, target, opts.codegen);
  if (!compiled && compiled.error().unavailable) {
    // kt-codegen.so would not load
    if (opts.diagnostics)
      *opts.diagnostics << "kt: " << compiled.error().message << "\n";
    return kExitUnavailable;
  }
  if (!compiled) {
    // A located error is the program's (a stack over BPF's limit).
    static const std::regex kLocated(R"(^\S+:\d+:\d+: error: [\s\S]*)");
    if (std::regex_match(compiled.error().message, kLocated)) {
      if (opts.diagnostics)
        *opts.diagnostics << compiled.error().message << "\n";
      return kExitScript;
    }
    if (opts.diagnostics)
      *opts.diagnostics << "kt: internal error: code generation failed: " << compiled.error().message << "\n";
    return kExitInternal;
  }
  return std::move(*compiled);
}

} // namespace kt::driver
