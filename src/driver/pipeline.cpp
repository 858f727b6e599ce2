#include "driver/pipeline.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "driver/exit_codes.h"
#include "parser/driver.h"

namespace kt::driver {
namespace {

// The name diagnostics print for -e text and for stdin.
constexpr const char *kCommandLineName = "<cmdline>";
constexpr const char *kStdinName = "<stdin>";

std::unique_ptr<SourceFile> load_source(const Options &opts, std::ostream &err) {
  if (opts.from_command_line)
    return std::make_unique<SourceFile>(kCommandLineName, opts.program_text);
  std::ostringstream text;
  if (opts.script_path == "-") {
    text << std::cin.rdbuf();
    return std::make_unique<SourceFile>(kStdinName, text.str());
  }
  std::ifstream in(opts.script_path, std::ios::binary);
  if (!in) {
    err << "kt: cannot open script '" << opts.script_path << "': " << std::strerror(errno) << "\n";
    return nullptr;
  }
  text << in.rdbuf();
  return std::make_unique<SourceFile>(opts.script_path, text.str());
}

int not_built(std::ostream &err, const std::string &what) {
  err << "kt: " << what << " is not implemented in this build yet; it can parse and print programs"
      << " (-d ast, -d source)\n";
  return kExitUnavailable;
}

} // namespace

int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color) {
  if (opts.list)
    return not_built(err, "listing probes (-l)");

  std::unique_ptr<SourceFile> source = load_source(opts, err);
  if (!source)
    return kExitUsage;

  // 1. Parse.
  ast::Context ctx;
  Diagnostics diags;
  parser::Driver parser(ctx, diags);
  ast::Program *program = parser.parse(*source);
  diags.render(err, color);
  if (diags.has_errors() || !program)
    return kExitScript;

  if (opts.wants(DebugStage::Ast))
    ast::print_tree(out, *program, opts.verbose);
  if (opts.wants(DebugStage::Source))
    ast::print_source(out, *program);

  // 2. Everything after parsing is still to be built: say so plainly.
  for (DebugStage stage : opts.debug_stages)
    if (stage != DebugStage::Ast && stage != DebugStage::Source)
      return not_built(err, std::string("-d ") + debug_stage_name(stage));
  if (!opts.emit_elf.empty())
    return not_built(err, "--emit-elf");
  if (opts.dry_run)
    return not_built(err, "--dry-run (loading and verifying programs)");
  if (opts.debug_stages.empty())
    return not_built(err, "running programs");
  return kExitOk;
}

} // namespace kt::driver
