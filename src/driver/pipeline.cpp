#include "driver/pipeline.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

#include "ast/source_printer.h"
#include "ast/tree_printer.h"
#include "catalog/list.h"
#include "catalog/read_file.h"
#include "driver/bpftrace_env.h"
#include "driver/c_headers.h"
#include "driver/compile.h"
#include "driver/library.h"
#include "driver/probe_filter.h"
#include "driver/program_cache.h"
#include "driver/recipes.h"
#include "driver/system_types.h"
#include "cparts/preprocess.h"
#include "parser/imports.h"
#include "runtime/dwarf_types.h"
#include "runtime/early_uprobes.h"
#include "runtime/features.h"
#include "runtime/output/fd_stream.h"
#include "runtime/output/folded_parse.h"
#include "runtime/output/output.h"
#include "runtime/run.h"
#include "sema/builtins.h"
#include "util/exit_codes.h"
#include "util/probe_targets.h"

namespace kt::driver {
namespace {

// The name diagnostics print for -e text and for stdin.
constexpr const char *kCommandLineName = "<cmdline>";
constexpr const char *kStdinName = "<stdin>";

// kt -l [PATTERN]: the probe catalog, then exit.
int list_probes(const Options &opts, const std::string &vmlinux, std::ostream &out, std::ostream &err,
                const std::string &pattern) {
  // Indexed by catalog::ListStatus.
  constexpr int kListExit[] = {kExitOk, kExitUsage, kExitUnavailable, kExitRuntime, kExitPermission};
  catalog::ListRequest req{pattern, opts.verbose, "", "", "", {}, {}};
  SystemTypes types(64);
  types.set_vmlinux(vmlinux);
  req.functions_in_sources = [&](const std::string &binary, const std::string &glob) {
    return binary.empty() ? types.kernel_functions_in_sources(glob) : runtime::functions_in_sources(binary, glob);
  };
  req.function_params = [](const std::string &binary,
                           const std::string &function) -> Result<std::vector<std::string>> {
    auto params = runtime::function_params(binary, function);
    if (!params)
      return params.error();
    std::vector<std::string> lines;
    for (const runtime::CParam &p : *params)
      lines.push_back(runtime::c_declaration(p));
    return lines;
  };
  catalog::ListOutcome listed = catalog::list_probes(req, out);
  for (const std::string &note : listed.notes)
    err << "kt: " << note << "\n";
  if (listed.status != catalog::ListStatus::Ok)
    err << "kt: " << listed.message << "\n";
  return kListExit[static_cast<int>(listed.status)];
}

// Whether `kt -l` finds an attach point of this kind in the catalog (the
// others, BEGIN, interval, software events, ..., list as written).
bool listed_from_catalog(ast::ProbeKind kind) {
  using K = ast::ProbeKind;
  switch (kind) {
  case K::Tracepoint: case K::RawTracepoint: case K::TpBtf: case K::Kprobe: case K::Kretprobe:
  case K::Fentry: case K::Fexit: case K::Uprobe: case K::Uretprobe: case K::Usdt:
  case K::Entry: case K::Allow: case K::Deny:
    return true;
  default:
    return false;
  }
}

// kt -l -e PROGRAM, kt -l FILE: each attach point of the program once, in
// order, its wildcards expanded as `kt -l` expands a pattern.
int list_program_probes(const Options &opts, const ast::Program &program, const std::string &vmlinux,
                        std::ostream &out, std::ostream &err) {
  std::set<std::string> seen;
  for (const ast::Node *item : program.items) {
    auto *probe = ast::as<ast::Probe>(item);
    if (!probe)
      continue;
    for (const ast::AttachPoint *ap : probe->attach_points) {
      if (!seen.insert(ap->raw).second)
        continue;
      if (!listed_from_catalog(ap->probe)) {
        out << ap->raw << "\n";
        continue;
      }
      if (int rc = list_probes(opts, vmlinux, out, err, ap->raw))
        return rc;
    }
  }
  return kExitOk;
}

std::unique_ptr<SourceFile> load_source(const Options &opts, std::ostream &err) {
  if (opts.from_command_line)
    return std::make_unique<SourceFile>(kCommandLineName, opts.program_text);
  std::ostringstream text;
  if (opts.script_path == "-") {
    text << std::cin.rdbuf();
    return std::make_unique<SourceFile>(kStdinName, text.str());
  }
  std::ifstream in(opts.script_path, std::ios::binary);
  // A directory opens as a stream on Linux, and reads as empty text.
  std::error_code ec;
  if (in && std::filesystem::is_directory(opts.script_path, ec)) {
    err << "kt: cannot open script '" << opts.script_path << "': " << std::strerror(EISDIR)
        << "\nhint: name a script file, or give the program with -e PROGRAM\n";
    return nullptr;
  }
  if (!in) {
    err << "kt: cannot open script '" << opts.script_path << "': " << std::strerror(errno);
    if (names_recipe(opts.script_path))
      err << ", and no recipe of that name is on the search path (kt --recipes lists them)";
    err << "\n";
    return nullptr;
  }
  text << in.rdbuf();
  return std::make_unique<SourceFile>(opts.script_path, text.str());
}

// Where `import` looks: next to the importing file, then -I, $KT_PATH and
// the standard library (library.h).
parser::ImportOptions import_options(const Options &opts) {
  parser::ImportOptions io;
  if (!opts.from_command_line && opts.script_path != "-")
    io.main_path = opts.script_path;
  io.include_dirs = opts.include_dirs;
  io.params = &opts.args;
  io.lenient_params = opts.script_help;
  io.is_builtin = sema::is_builtin_variable;
  if (const char *path = std::getenv("KT_PATH"))
    io.kt_path = path;
  io.stdlib_dir = library().stdlib_dir;
  io.c = c_header_options(opts.forced_includes);
  return io;
}

// -d ast / -d source alone: nothing past the parser.
bool syntax_only(const Options &opts) {
  return !opts.debug_stages.empty() && !opts.dry_run && opts.emit_elf.empty() &&
         std::all_of(opts.debug_stages.begin(), opts.debug_stages.end(),
                     [](DebugStage s) { return s == DebugStage::Ast || s == DebugStage::Source; });
}

// Pass 1, parse: the program with the files it imports (kept alive in
// `imported`, which the AST points into), and what preprocessing gave the
// files with C parts in `c_parts`; null after errors.
ast::Program *parse(const Options &opts, const SourceFile &source, ast::Context &ctx,
                    std::vector<std::unique_ptr<SourceFile>> &imported, std::string &c_parts, std::ostream &out,
                    std::ostream &err, bool color) {
  parser::ImportOptions io = import_options(opts);
  io.c_parts_seen = &c_parts;
  if (opts.verbose)
    io.c.log = &err;
  if (opts.wants(DebugStage::Source)) {
    // The AST holds the program after Clang's preprocessing: printing it
    // would drop #define and #if lines and write macros' expansions. So a
    // program with those is refused, and --fmt alone prints the names a
    // header's macros give as written (no preprocessing: #include lines
    // are the AST's own).
    if (size_t line = cparts::first_lost_directive(source.text())) {
      err << source.name() << ":" << line << ": error: kt --fmt (-d source) cannot print a program with C "
          << "preprocessor directives other than #include: they would be lost\n";
      return nullptr;
    }
    io.preprocess = !syntax_only(opts);
  }
  Diagnostics diags;
  ast::Program *program = parser::load_program(source, io, ctx, imported, diags);
  if (!opts.warnings)
    diags.drop_warnings();
  diags.render(err, color);
  if (diags.has_errors() || !program)
    return nullptr;
  if (opts.wants(DebugStage::Ast))
    ast::print_tree(out, *program, opts.verbose);
  if (opts.wants(DebugStage::Source))
    ast::print_source(out, *program);
  return program;
}

// The link types the program's attach points may use, probed on this
// kernel (nothing is probed for a program that can use none): kernel
// functions and function sets may use kprobe.multi and kprobe.session,
// uprobes and user-space sets uprobe.multi.
manifest::TargetFeatures target_features(const ast::Program &program, const Options &opts) {
  using ast::ProbeKind;
  bool kernel = false, user = false;
  for (const ast::Node *item : program.items) {
    auto *probe = ast::as<ast::Probe>(item);
    if (!probe)
      continue;
    for (const ast::AttachPoint *ap : probe->attach_points) {
      bool set = ast::is_function_set(ap->probe);
      kernel |= ap->probe == ProbeKind::Kprobe || ap->probe == ProbeKind::Kretprobe ||
                (set && !util::looks_like_path(ap->target));
      user |= ap->probe == ProbeKind::Uprobe || ap->probe == ProbeKind::Uretprobe || (set && !ap->target.empty());
    }
  }
  manifest::TargetFeatures f = runtime::probe_target_features(kernel, user);
  // --no-feature: as on a kernel without them.
  f.kprobe_multi &= !opts.no_kprobe_multi;
  f.kprobe_session &= !opts.no_kprobe_session && f.kprobe_multi;
  f.uprobe_multi &= !opts.no_uprobe_multi;
  return f;
}

// --emit-llvm FILE: FILE.original.ll and FILE.optimized.ll, as bpftrace
// names them.
using LlvmFiles = std::pair<std::ofstream, std::ofstream>;
std::unique_ptr<LlvmFiles> open_llvm_files(const Options &opts, std::ostream &err) {
  auto files = std::make_unique<LlvmFiles>();
  for (auto [file, suffix] : {std::pair{&files->first, ".original.ll"}, std::pair{&files->second, ".optimized.ll"}}) {
    file->open(opts.emit_llvm + suffix, std::ios::trunc);
    if (!*file) {
      err << "kt: cannot write '" << opts.emit_llvm << suffix << "': " << std::strerror(errno) << "\n";
      return nullptr;
    }
  }
  return files;
}

CompileOptions compile_options(const Options &opts, const BpftraceEnv &bpftrace_env, LlvmFiles *llvm_files,
                               std::ostream &out, std::ostream &err, bool color) {
  CompileOptions c;
  c.resolve.unsafe = opts.unsafe;
  c.resolve.params = opts.args;
  c.resolve.named = opts.named_args;
  c.resolve.script_help = opts.script_help;
  // KT_* variables win over the BPFTRACE_* ones that set the same key.
  c.resolve.env = bpftrace_env.config;
  c.resolve.env_names = bpftrace_env.config_names;
  for (const std::string &name : sema::config_environment())
    if (const char *v = std::getenv(name.c_str())) {
      c.resolve.env[name] = v;
      c.resolve.env_names.erase(name);
    }
  c.warnings = opts.warnings;
  c.script_help = &out;
  c.program = opts.from_command_line ? "-e PROGRAM" : opts.script_name.empty() ? opts.script_path : opts.script_name;
  c.types = opts.wants(DebugStage::Types) ? &out : nullptr;
  c.codegen.ir = opts.wants(DebugStage::Ir) ? &out : nullptr;
  c.codegen.ir_opt = opts.wants(DebugStage::IrOpt) ? &out : nullptr;
  if (llvm_files) { // --emit-llvm (it takes the place of -d ir and ir-opt)
    c.codegen.ir = &llvm_files->first;
    c.codegen.ir_opt = &llvm_files->second;
  }
  c.codegen.assembly = opts.wants(DebugStage::Asm) ? &out : nullptr;
  c.diagnostics = &err;
  c.color = color;
  return c;
}

// --emit-elf FILE. A FILE that cannot be created is a usage error, as
// for -o and --emit-llvm (kt(1) EXIT STATUS); a write that fails after
// it, a runtime failure.
int write_elf(const Options &opts, const codegen::Compiled &compiled, std::ostream &err) {
  std::ofstream elf(opts.emit_elf, std::ios::binary);
  bool opened = elf.is_open();
  elf.write(compiled.elf.data(), static_cast<std::streamsize>(compiled.elf.size()));
  if (elf)
    return kExitOk;
  err << "kt: cannot write '" << opts.emit_elf << "': " << std::strerror(errno) << "\n";
  return opened ? kExitRuntime : kExitUsage;
}

// Whether the object is loaded: to run it, to verify it (--dry-run, -d
// verifier), not when only dumps or --emit-elf were asked for.
bool loads(const Options &opts) {
  if (opts.dry_run || opts.wants(DebugStage::Verifier))
    return true;
  return opts.debug_stages.empty() && opts.emit_elf.empty() && !opts.script_help;
}

// Whether the run attaches the program's probes: it traces (not --dry-run,
// --test or --bench, not a -d stage, --emit-elf or --help alone).
bool attaches(const Options &opts) {
  return loads(opts) && !opts.dry_run && !opts.wants(DebugStage::Verifier) && opts.mode == runtime::RunMode::Trace;
}

// The perf events of the program's single-function uprobes, registered on
// a thread from right after parsing, while the program compiles or a
// cached one loads (runtime/early_uprobes.h). Not under -c: the command's
// process, which they would filter on, starts later. A program sema then
// refuses closes them unused.
std::unique_ptr<runtime::EarlyUprobes> open_early_uprobes(const ast::Program &program, const Options &opts) {
  if (!opts.command.empty())
    return nullptr;
  std::vector<runtime::EarlyUprobes::Site> sites;
  for (const ast::Node *item : program.items) {
    auto *probe = ast::as<ast::Probe>(item);
    if (!probe || probe->attach_points.size() != 1)
      continue;
    const ast::AttachPoint &ap = *probe->attach_points[0];
    if (opts.probe_filter && !passes_probe_filter(ap, *opts.probe_filter))
      continue;
    bool ret = ap.probe == ast::ProbeKind::Uretprobe;
    if ((ap.probe == ast::ProbeKind::Uprobe || ret) && !ap.wildcard && !ap.has_address)
      sites.push_back({ap.target, ap.func, ap.has_offset ? ap.offset : 0, ret});
  }
  if (sites.empty())
    return nullptr;
  return std::make_unique<runtime::EarlyUprobes>(sites, opts.pid.value_or(-1));
}

// Whether the run may use the program cache (program_cache.h): it loads
// the object, and nothing asks to see how compiling made it.
bool uses_program_cache(const Options &opts) {
  return loads(opts) && opts.debug_stages.empty() && opts.emit_llvm.empty() && !opts.script_help;
}

// What of the compile options reaches the compiler's output, as text for
// the cache's key.
std::string compile_options_text(const CompileOptions &c) {
  std::string t = "unsafe=" + std::to_string(c.resolve.unsafe) + "\nwarnings=" + std::to_string(c.warnings) +
                  "\ncolor=" + std::to_string(c.color) + "\nprogram=" + c.program + "\n";
  for (const std::string &p : c.resolve.params)
    t += "param " + std::to_string(p.size()) + " " + p + "\n";
  for (const sema::NamedArg &a : c.resolve.named) {
    t += "named " + std::to_string(a.name.size()) + " " + a.name;
    t += a.value ? " = " + std::to_string(a.value->size()) + " " + *a.value + "\n" : "\n";
  }
  for (const auto &[name, value] : c.resolve.env)
    t += "env " + name + "=" + std::to_string(value.size()) + " " + value + "\n";
  for (const auto &[name, from] : c.resolve.env_names)
    t += "env-name " + name + "=" + from + "\n";
  return t;
}

// The program cache's inputs besides the options: the files, and what
// preprocessing made of those with C parts (`c_parts`: a header's macros
// and types, which the files' text does not show).
ProgramInputs program_inputs(const SourceFile &source, const std::vector<std::unique_ptr<SourceFile>> &imported,
                             const std::string &c_parts) {
  ProgramInputs in;
  in.files.push_back(&source);
  for (const auto &f : imported)
    in.files.push_back(f.get());
  in.parsed = c_parts;
  return in;
}

// Passes 2 and 3, analyze and generate, or instead the program cache's
// entry for the same inputs (program_cache.h): the object and manifest,
// or kt's exit code.
std::variant<CachedProgram, int> compile_or_reuse(const Options &opts, const SourceFile &source,
                                                  const std::vector<std::unique_ptr<SourceFile>> &imported,
                                                  const std::string &c_parts, ast::Program &program,
                                                  ast::Context &ctx, SystemTypes &types, const std::string &vmlinux,
                                                  CompileOptions &copts, std::ostream &err) {
  manifest::TargetFeatures target = target_features(program, opts);
  std::string cache_key, cache_path;
  if (uses_program_cache(opts)) {
    ProgramInputs in = program_inputs(source, imported, c_parts);
    in.options = compile_options_text(copts);
    in.vmlinux = vmlinux;
    in.target = target;
    cache_key = program_key(in);
    cache_path = program_cache_path(cache_key);
  }
  if (!cache_path.empty())
    if (std::optional<CachedProgram> cached = read_cached_program(cache_path, cache_key)) {
      if (opts.verbose)
        err << "kt: the compiled program is from the cache: " << cache_path << "\n";
      err << cached->diagnostics;
      return std::move(*cached);
    }
  // What compiling says is kept with its result, to be said again.
  std::ostringstream said;
  if (!cache_path.empty())
    copts.diagnostics = &said;
  auto compiled = compile(program, ctx, types, target, copts);
  err << said.str();
  if (const int *rc = std::get_if<int>(&compiled))
    return *rc;
  CachedProgram made{said.str(), std::move(std::get<codegen::Compiled>(compiled))};
  if (!cache_path.empty() && !types.asked_the_moment() &&
      write_cached_program(cache_path, cache_key, {types.binaries_asked(), types.tracefs_read()}, made) &&
      opts.verbose)
    err << "kt: the compiled program is kept in the cache: " << cache_path << "\n";
  return made;
}

// --test and --bench run the program's test: or bench: probes, which are
// all a program of them does without the option (bpftrace 0.26's rules):
// a usage error says which option is missing or has nothing to run.
bool check_mode(const Options &opts, const manifest::Manifest &m, std::ostream &err) {
  using manifest::ProbeType;
  auto count = [&](ProbeType t) {
    return std::count_if(m.probes.begin(), m.probes.end(), [&](const manifest::Probe &p) { return p.type == t; });
  };
  long tests = count(ProbeType::Test), benches = count(ProbeType::Bench);
  const char *option = opts.mode == RunMode::Test ? "--test" : "--bench";
  if (opts.mode == RunMode::Test && !tests) {
    err << "kt: " << option << ": the program has no test: probes\n";
    return false;
  }
  if (opts.mode == RunMode::Bench && !benches) {
    err << "kt: " << option << ": the program has no bench: probes\n";
    return false;
  }
  if (opts.mode == RunMode::Trace && (tests || benches) &&
      static_cast<size_t>(tests + benches) == m.probes.size()) {
    err << "kt: the program has only " << (tests ? "test:" : "bench:") << " probes, which run with "
        << (tests ? "--test" : "--bench") << "\n";
    return false;
  }
  return true;
}

// How -f svg and -f html draw flame graphs: --flamegraph's direction and
// --baseline's folded lines, read before compiling so that a bad file
// fails at once (false: said on `err`, a usage error).
bool read_flame_style(const Options &opts, runtime::FlameStyle &style, std::ostream &err) {
  style.icicle = opts.icicle;
  if (opts.baseline.empty())
    return true;
  auto text = catalog::read_file(opts.baseline);
  if (!text) {
    err << "kt: cannot read the baseline '" << opts.baseline << "': " << std::strerror(text.error().code) << "\n";
    return false;
  }
  auto samples = runtime::parse_folded(*text, opts.baseline);
  if (!samples) {
    err << samples.error().message << "\n";
    return false;
  }
  style.baseline = std::move(*samples);
  style.baseline_name = std::filesystem::path(opts.baseline).filename();
  return true;
}

// Load, attach, serve, print: the runtime, with results on stdout or -o FILE.
int run(const Options &opts, const std::string &vmlinux, const std::vector<char> &elf,
        const manifest::Manifest &probes, const std::vector<std::string> &unloaded, const runtime::FlameStyle &flame,
        runtime::EarlyUprobes *early_uprobes, std::ostream &out, std::ostream &err) {
  // Results go through an FdStream, which knows why a write failed: a
  // reader gone (EPIPE) ends the run as Ctrl-C does; anything else (a
  // full disk) is reported and fails it.
  std::unique_ptr<runtime::FdStream> stream;
  std::string where = "standard output";
  if (!opts.output_file.empty()) {
    int fd = open(opts.output_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
      err << "kt: cannot write '" << opts.output_file << "': " << std::strerror(errno) << "\n";
      return kExitUsage;
    }
    stream = std::make_unique<runtime::FdStream>(fd, true);
    where = "'" + opts.output_file + "'";
  } else if (&out == &std::cout) {
    std::cout.flush();
    stream = std::make_unique<runtime::FdStream>(STDOUT_FILENO, false);
  }
  std::ostream *results = stream ? stream.get() : &out;
  // -B line, -B none: every result is written as it is formatted.
  if (opts.buffering != Buffering::Batch)
    *results << std::unitbuf;
  auto output = opts.format == OutputFormat::Json     ? runtime::make_json_output(*results, err)
                : opts.format == OutputFormat::Folded ? runtime::make_folded_output(*results, err)
                : opts.format == OutputFormat::Svg    ? runtime::make_svg_output(*results, err, flame)
                : opts.format == OutputFormat::Html   ? runtime::make_html_output(*results, err, flame)
                : opts.format == OutputFormat::Trace  ? runtime::make_trace_output(*results, err)
                                                      : runtime::make_text_output(*results, err);
  runtime::RunOptions ropts;
  ropts.mode = opts.mode;
  ropts.pid = opts.pid;
  ropts.vmlinux = vmlinux;
  ropts.command = opts.command;
  ropts.dry_run = opts.dry_run || opts.wants(DebugStage::Verifier);
  ropts.verifier_log = opts.wants(DebugStage::Verifier) ? &out : nullptr;
  ropts.libbpf_log = opts.verbose ? &err : nullptr;
  ropts.verbose = opts.verbose;
  ropts.quiet = opts.quiet;
  ropts.warnings = opts.warnings;
  ropts.metrics = opts.metrics;
  ropts.early_uprobes = early_uprobes;
  ropts.unloaded_programs = unloaded;
  const char *notify = std::getenv("KT_NOTIFY_ATTACHED");
  ropts.notify_attached = notify && std::string(notify) == "1";
  int code = runtime::run(elf, probes, ropts, *output, *results, err);
  results->flush();
  if (stream && stream->error() && stream->error() != EPIPE) {
    err << "kt: cannot write results to " << where << ": " << std::strerror(stream->error())
        << "; the run stopped there\n";
    return code ? code : kExitRuntime;
  }
  return code;
}

} // namespace

int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color) {
  SystemTypes types(64);
  return run_pipeline(opts, out, err, color, types);
}

int run_pipeline(const Options &opts, std::ostream &out, std::ostream &err, bool color, SystemTypes &types) {
  BpftraceEnv bpftrace_env = read_bpftrace_env();
  // -k wins over BPFTRACE_VMLINUX.
  std::string vmlinux = opts.vmlinux.empty() ? bpftrace_env.vmlinux : opts.vmlinux;
  if (opts.list && opts.script_path.empty() && !opts.from_command_line)
    return list_probes(opts, vmlinux, out, err, opts.list_pattern);
  if (opts.warnings)
    for (const std::string &w : bpftrace_env.warnings)
      err << "kt: warning: " << w << "\n";
  std::unique_ptr<SourceFile> source = load_source(opts, err);
  if (!source)
    return kExitUsage;
  runtime::FlameStyle flame;
  if (!read_flame_style(opts, flame, err))
    return kExitUsage;

  // 1. parse
  ast::Context ctx;
  std::vector<std::unique_ptr<SourceFile>> imported;
  std::string c_parts; // what preprocessing gave, for the program cache
  ast::Program *program = parse(opts, *source, ctx, imported, c_parts, out, err, color);
  if (!program)
    return kExitScript;
  if (opts.list) // kt -l -e PROGRAM, kt -l FILE
    return list_program_probes(opts, *program, vmlinux, out, err);
  if (syntax_only(opts) && !opts.script_help)
    return kExitOk;
  if (opts.script_help && !opts.from_command_line && opts.script_path != "-")
    print_recipe_header(opts.script_path, out);

  // 2, 3. analyze and generate, for this machine's types and kernel (or
  // the program cache's object for the same inputs). The types live as
  // long as the program's: sema's records refer to them.
  types.set_vmlinux(vmlinux);
  std::unique_ptr<LlvmFiles> llvm_files;
  if (!opts.emit_llvm.empty() && !(llvm_files = open_llvm_files(opts, err)))
    return kExitUsage;
  CompileOptions copts = compile_options(opts, bpftrace_env, llvm_files.get(), out, err, color);
  std::unique_ptr<runtime::EarlyUprobes> early_uprobes;
  if (attaches(opts))
    early_uprobes = open_early_uprobes(*program, opts);
  auto compiled = compile_or_reuse(opts, *source, imported, c_parts, *program, ctx, types, vmlinux, copts, err);
  if (const int *rc = std::get_if<int>(&compiled))
    return *rc;
  const codegen::Compiled &object = std::get<CachedProgram>(compiled).compiled;
  if (!opts.emit_elf.empty())
    if (int rc = write_elf(opts, object, err))
      return rc;
  if (!loads(opts))
    return kExitOk;
  // --probe-filter: the program's manifest less the probes it leaves out.
  const manifest::Manifest *to_run = &object.manifest;
  FilteredProbes filtered;
  if (opts.probe_filter) {
    auto f = filter_probes(object.manifest, *opts.probe_filter);
    if (!f) {
      err << "kt: " << f.error().message << "\n";
      return kExitUsage;
    }
    filtered = std::move(*f);
    to_run = &filtered.manifest;
  }
  if (!opts.dry_run && !opts.wants(DebugStage::Verifier) && !check_mode(opts, *to_run, err))
    return kExitUsage;

  // 4. load, attach, serve, print
  return run(opts, vmlinux, object.elf, *to_run, filtered.unloaded, flame, early_uprobes.get(), out, err);
}

} // namespace kt::driver
