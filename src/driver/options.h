// Command-line options: parse argv into Options, or into a usage error.
// kt's own options, and bpftrace's (0.17 and 0.26) mapped to kt's or
// refused with a message that says what to use (kt(1), BPFTRACE OPTIONS).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "driver/probe_filter.h"
#include "runtime/run.h"
#include "sema/resolve_names.h"

namespace kt::driver {

enum class DebugStage { Ast, Source, Types, Ir, IrOpt, Asm, Verifier };
enum class OutputFormat { Text, Json, Folded, Svg, Html, Trace };
// -B: when results reach the output. Batch is kt's default: one write per
// batch of records read from the ring buffer (and -B full's meaning).
enum class Buffering { Batch, Line, None };
using runtime::RunMode;

struct Options {
  // Where the program comes from: -e text, a file path, or "-" for stdin.
  std::string program_text;
  std::string script_path;
  std::string script_name; // as the user gave it: a recipe's NAME, or the path
  bool from_command_line = false;
  std::vector<std::string> args;             // $1 .. $N
  std::vector<sema::NamedArg> named_args;    // --name[=value] (after -- or a FILE), for getopt()
  bool script_help = false;                  // `--help` after it: print the script's header and options

  std::vector<DebugStage> debug_stages;
  bool list = false;
  std::string list_pattern;
  bool verbose = false;
  bool quiet = false;    // -q: no "Attaching N probes..."
  bool warnings = true;  // --no-warnings: false
  bool info = false;     // --info
  bool list_recipes = false; // --recipes
  Buffering buffering = Buffering::Batch;
  std::optional<int> pid;
  std::string command;
  std::string output_file;
  OutputFormat format = OutputFormat::Text;
  bool icicle = false;   // --flamegraph icicle (-f svg, -f html)
  std::string baseline;  // --baseline FILE: -f folded's lines, for a differential flame graph
  bool dry_run = false;
  RunMode mode = RunMode::Trace; // --test, --bench
  bool unsafe = false;
  std::string vmlinux;
  std::string emit_elf;
  std::string emit_llvm; // --emit-llvm FILE: FILE.original.ll, FILE.optimized.ll
  std::vector<std::string> include_dirs;
  std::vector<std::string> forced_includes; // --include FILE: C headers included before the script
  std::vector<std::string> debuginfo_dirs;  // --debuginfo DIR[:DIR], each as given (debuginfo_path())
  // --no-feature: link types kt must not use although the kernel has them.
  bool no_kprobe_multi = false, no_kprobe_session = false, no_uprobe_multi = false;
  // --probe-filter REGEX: load and attach only the probes it matches,
  // compiled when parsed.
  std::optional<ProbeFilter> probe_filter;
  // --metrics ADDR (--metrics-all-interfaces allows every interface).
  std::optional<runtime::MetricsAddress> metrics;
  bool help = false;
  bool version = false;

  bool wants(DebugStage s) const;
};

struct UsageError {
  UsageError(std::string message, std::string hint = "") : message(std::move(message)), hint(std::move(hint)) {}
  std::string message;
  std::string hint; // a "hint: ..." line after the message, or empty
};

std::variant<Options, UsageError> parse_options(int argc, char *const argv[]);

// The --help text.
const char *usage_text();

// KT_DEBUGINFO_PATH with --debuginfo's directories first, in the order
// given, then `env` (the variable's value, or null). bpftrace's '+' before
// a directory (check the debug link's CRC) is dropped: kt matches a debug
// file by build ID, else by its debug link's name.
std::string debuginfo_path(const std::vector<std::string> &dirs, const char *env);

const char *debug_stage_name(DebugStage s);

} // namespace kt::driver
