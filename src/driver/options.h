// Command-line options: parse argv into Options, or into a usage error.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace kt::driver {

enum class DebugStage { Ast, Source, Types, Ir, IrOpt, Asm, Verifier };
enum class OutputFormat { Text, Json, Folded };

struct Options {
  // Where the program comes from: -e text, a file path, or "-" for stdin.
  std::string program_text;
  std::string script_path;
  bool from_command_line = false;
  std::vector<std::string> args; // $1 .. $N

  std::vector<DebugStage> debug_stages;
  bool list = false;
  std::string list_pattern;
  bool verbose = false;
  std::optional<int> pid;
  std::string command;
  std::string output_file;
  OutputFormat format = OutputFormat::Text;
  bool dry_run = false;
  bool unsafe = false;
  std::string vmlinux;
  std::string emit_elf;
  std::vector<std::string> include_dirs;
  bool help = false;
  bool version = false;

  bool wants(DebugStage s) const;
};

struct UsageError {
  std::string message;
};

std::variant<Options, UsageError> parse_options(int argc, char *const argv[]);

// The --help text.
const char *usage_text();

const char *debug_stage_name(DebugStage s);

} // namespace kt::driver
