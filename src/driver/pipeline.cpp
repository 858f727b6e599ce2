#include "driver/pipeline.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "catalog/list.h"
#include "btf/btf.h"
#include "codegen/codegen.h"
#include "runtime/dwarf_types.h"
#include "runtime/features.h"
#include "runtime/output/output.h"
#include "runtime/run.h"
#include "util/exit_codes.h"
#include "driver/system_types.h"
#include "sema/analyze.h"
#include "sema/print_types.h"
#include "parser/imports.h"

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

// Where `import` looks: next to the importing file, then -I, $KT_PATH and
// the standard library (the source tree's stdlib/ until kt is installable).
parser::ImportOptions import_options(const Options &opts) {
  parser::ImportOptions io;
  if (!opts.from_command_line && opts.script_path != "-")
    io.main_path = opts.script_path;
  io.include_dirs = opts.include_dirs;
  if (const char *path = std::getenv("KT_PATH"))
    io.kt_path = path;
#ifdef KT_STDLIB_DIR
  io.stdlib_dir = KT_STDLIB_DIR;
#else
  io.stdlib_dir = (std::filesystem::path(__FILE__).parent_path().parent_path().parent_path() / "stdlib").string();
#endif
  return io;
}


// expand_macros -> resolve_names -> infer_types -> check_types; stops at
// the first pass that reports an error.
int analyze(const Options &opts, ast::Context &ctx, ast::Program &program, sema::MacroExpansions &expansions,
            SystemTypes &types, sema::Analysis &info, std::ostream &err, bool color) {
  Diagnostics diags;
  sema::ResolveOptions ropts;
  ropts.unsafe = opts.unsafe;
  ropts.params = opts.args;
  for (const std::string &name : sema::config_environment())
    if (const char *v = std::getenv(name.c_str()))
      ropts.env[name] = v;
  info = sema::analyze(program, ctx, ropts, types, expansions, diags);
  expansions.render(diags, err, color);
  if (diags.has_errors())
    return info.names.denied ? kExitPermission : kExitScript;
  return kExitOk;
}

} // namespace

int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color) {
  if (opts.list) {
    // kt -l [PATTERN]: the probe catalog, then exit. Indexed by catalog::ListStatus.
    constexpr int kListExit[] = {kExitOk, kExitUsage, kExitUnavailable, kExitRuntime, kExitPermission};
    catalog::ListRequest req{opts.list_pattern, opts.verbose, "", "", "", {}};
    SystemTypes types(64);
    types.set_vmlinux(opts.vmlinux);
    req.functions_in_sources = [&](const std::string &binary, const std::string &glob) {
      return binary.empty() ? types.kernel_functions_in_sources(glob) : runtime::functions_in_sources(binary, glob);
    };
    catalog::ListOutcome listed = catalog::list_probes(req, out);
    for (const std::string &note : listed.notes)
      err << "kt: " << note << "\n";
    if (listed.status != catalog::ListStatus::Ok)
      err << "kt: " << listed.message << "\n";
    return kListExit[static_cast<int>(listed.status)];
  }

  std::unique_ptr<SourceFile> source = load_source(opts, err);
  if (!source)
    return kExitUsage;

  // 1. Parse, with the files it imports.
  ast::Context ctx;
  Diagnostics diags;
  std::vector<std::unique_ptr<SourceFile>> imported;
  ast::Program *program = parser::load_program(*source, import_options(opts), ctx, imported, diags);
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
  // The machine's types (tracefs formats, kernel BTF) live as long as the
  // program's: sema's records refer to them.
  SystemTypes types(64);
  types.set_vmlinux(opts.vmlinux);
  sema::Analysis info;
  sema::MacroExpansions expansions;
  if (int rc = analyze(opts, ctx, *program, expansions, types, info, err, color))
    return rc;
  if (opts.wants(DebugStage::Types))
    sema::print_types(out, *program, info);

  // 3. LLVM IR -> BPF object + manifest.
  codegen::Options copts;
  copts.ir = opts.wants(DebugStage::Ir) ? &out : nullptr;
  copts.ir_opt = opts.wants(DebugStage::IrOpt) ? &out : nullptr;
  copts.assembly = opts.wants(DebugStage::Asm) ? &out : nullptr;
  // kt compiles for the kernel it runs on: a kernel session is one
  // kprobe.session program where the kernel has them and its BTF (read
  // already for the session's types) has the kfunc they call; probed only
  // for a kernel session.
  bool kernel_session = std::any_of(info.names.units.begin(), info.names.units.end(),
                                    [](const sema::Unit &u) { return u.kernel_session(); });
  const btf::Btf *kernel_btf = kernel_session ? types.kernel_btf() : nullptr;
  if (uint32_t id = kernel_btf ? kernel_btf->find("bpf_session_is_return", btf::Kind::Func) : 0;
      id && runtime::kernel_has_kprobe_session())
    copts.session_is_return_btf_id = id;
  auto compiled = codegen::compile(*program, info, copts);
  if (!compiled) {
    err << "kt: internal error: code generation failed: " << compiled.error().message << "\n";
    return kExitInternal;
  }
  if (!opts.emit_elf.empty()) {
    std::ofstream elf(opts.emit_elf, std::ios::binary);
    elf.write(compiled->elf.data(), static_cast<std::streamsize>(compiled->elf.size()));
    if (!elf) {
      err << "kt: cannot write '" << opts.emit_elf << "': " << std::strerror(errno) << "\n";
      return kExitRuntime;
    }
  }
  if (!opts.emit_elf.empty() && !opts.dry_run && !opts.wants(DebugStage::Verifier) && opts.debug_stages.empty())
    return kExitOk;
  bool run_it = opts.debug_stages.empty() || opts.dry_run || opts.wants(DebugStage::Verifier);
  if (!run_it)
    return kExitOk;

  // 4. Load, attach, serve, print.
  std::ofstream file_out;
  std::ostream *results = &out;
  if (!opts.output_file.empty()) {
    file_out.open(opts.output_file, std::ios::trunc);
    if (!file_out) {
      err << "kt: cannot write '" << opts.output_file << "': " << std::strerror(errno) << "\n";
      return kExitUsage;
    }
    results = &file_out;
  }
  auto output = opts.format == OutputFormat::Json     ? runtime::make_json_output(*results, err)
                : opts.format == OutputFormat::Folded ? runtime::make_folded_output(*results, err)
                                                      : runtime::make_text_output(*results, err);
  runtime::RunOptions ropts;
  ropts.pid = opts.pid;
  ropts.vmlinux = opts.vmlinux;
  ropts.command = opts.command;
  ropts.dry_run = opts.dry_run || opts.wants(DebugStage::Verifier);
  ropts.verifier_log = opts.wants(DebugStage::Verifier) ? &out : nullptr;
  ropts.libbpf_log = opts.verbose ? &err : nullptr;
  ropts.verbose = opts.verbose;
  const char *notify = std::getenv("KT_NOTIFY_ATTACHED");
  ropts.notify_attached = notify && std::string(notify) == "1";
  return runtime::run(compiled->elf, compiled->manifest, ropts, *output, *results, err);
}

} // namespace kt::driver
