#include "driver/compile.h"

#include "sema/analyze.h"
#include "sema/print_types.h"
#include "util/exit_codes.h"

namespace kt::driver {

std::variant<codegen::Compiled, int> compile(ast::Program &program, ast::Context &ctx, sema::TypeSource &types,
                                             const manifest::TargetFeatures &target, const CompileOptions &opts) {
  // analyze
  Diagnostics diags;
  sema::MacroExpansions expansions;
  sema::Analysis analysis = sema::analyze(program, ctx, opts.resolve, types, expansions, diags);
  if (opts.diagnostics)
    expansions.render(diags, *opts.diagnostics, opts.color);
  if (diags.has_errors())
    return analysis.names.denied ? kExitPermission : kExitScript;
  if (opts.types)
    sema::print_types(*opts.types, program, analysis);
  // generate
  auto compiled = codegen::compile(program, analysis, target, opts.codegen);
  if (!compiled) {
    if (opts.diagnostics)
      *opts.diagnostics << "kt: internal error: code generation failed: " << compiled.error().message << "\n";
    return kExitInternal;
  }
  return std::move(*compiled);
}

} // namespace kt::driver
