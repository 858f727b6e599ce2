#include "driver/pipeline.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "catalog/list.h"
#include "driver/exit_codes.h"
#include "driver/system_types.h"
#include "sema/check_types.h"
#include "sema/infer_types.h"
#include "sema/print_types.h"
#include "sema/resolve_names.h"
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

// resolve_names -> infer_types -> check_types; stops at the first pass
// that reports an error.
int analyze(const Options &opts, ast::Program &program, sema::ProgramInfo &info, std::ostream &err, bool color) {
  Diagnostics diags;
  sema::ResolveOptions ropts;
  ropts.unsafe = opts.unsafe;
  ropts.params = opts.args;
  for (const char *name : {"KT_MAX_STRLEN", "KT_MAX_MAP_KEYS", "KT_RINGBUF_SIZE", "KT_STACK_DEPTH",
                           "KT_PRINT_MAPS_ON_EXIT"})
    if (const char *v = std::getenv(name))
      ropts.env[name] = v;
  SystemTypes types(64);
  sema::resolve_names(program, ropts, types, info, diags);
  if (!diags.has_errors()) {
    sema::infer_types(program, info);
    sema::check_types(program, info, diags);
  }
  diags.render(err, color);
  if (diags.has_errors())
    return info.unsupported ? kExitUnavailable : kExitScript;
  return kExitOk;
}

} // namespace

int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color) {
  if (opts.list) {
    // kt -l [PATTERN]: the probe catalog, then exit. Indexed by catalog::ListStatus.
    constexpr int kListExit[] = {kExitOk, kExitUsage, kExitUnavailable, kExitRuntime, kExitPermission};
    catalog::ListOutcome listed = catalog::list_probes({opts.list_pattern, opts.verbose, ""}, out);
    for (const std::string &note : listed.notes)
      err << "kt: " << note << "\n";
    if (listed.status != catalog::ListStatus::Ok)
      err << "kt: " << listed.message << "\n";
    return kListExit[static_cast<int>(listed.status)];
  }

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

  bool only_syntax = !opts.debug_stages.empty() && !opts.dry_run && opts.emit_elf.empty() &&
                     std::all_of(opts.debug_stages.begin(), opts.debug_stages.end(), [](DebugStage s) {
                       return s == DebugStage::Ast || s == DebugStage::Source;
                     });
  if (only_syntax)
    return kExitOk;

  // 2. Names and types.
  sema::ProgramInfo info;
  if (int rc = analyze(opts, *program, info, err, color))
    return rc;
  if (opts.wants(DebugStage::Types))
    sema::print_types(out, *program, info);

  // 3. Everything after type checking is still to be built: say so plainly.
  for (DebugStage stage : opts.debug_stages)
    if (stage != DebugStage::Ast && stage != DebugStage::Source && stage != DebugStage::Types)
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
