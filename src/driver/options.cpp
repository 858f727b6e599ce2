#include "driver/options.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <getopt.h>
#include <sstream>

#include "util/command_words.h"

namespace kt::driver {
namespace {

struct StageName {
  const char *name;
  DebugStage stage;
};
constexpr StageName kStages[] = {
    {"ast", DebugStage::Ast},     {"source", DebugStage::Source},   {"types", DebugStage::Types},
    {"ir", DebugStage::Ir},       {"ir-opt", DebugStage::IrOpt},    {"asm", DebugStage::Asm},
    {"verifier", DebugStage::Verifier},
};

enum LongOnly { kDryRun = 256, kUnsafe, kEmitElf, kVersion };

constexpr option kLongOptions[] = {
    {"help", no_argument, nullptr, 'h'},
    {"version", no_argument, nullptr, kVersion},
    {"dry-run", no_argument, nullptr, kDryRun},
    {"unsafe", no_argument, nullptr, kUnsafe},
    {"emit-elf", required_argument, nullptr, kEmitElf},
    {nullptr, 0, nullptr, 0},
};

bool add_stages(Options &opts, const std::string &list, std::string &bad) {
  std::istringstream in(list);
  std::string name;
  while (std::getline(in, name, ',')) {
    auto it = std::find_if(std::begin(kStages), std::end(kStages),
                           [&](const StageName &s) { return name == s.name; });
    if (it == std::end(kStages)) {
      bad = name;
      return false;
    }
    opts.debug_stages.push_back(it->stage);
  }
  return true;
}

} // namespace

bool Options::wants(DebugStage s) const {
  return std::find(debug_stages.begin(), debug_stages.end(), s) != debug_stages.end();
}

const char *debug_stage_name(DebugStage s) {
  for (const StageName &n : kStages)
    if (n.stage == s)
      return n.name;
  return "?";
}

std::variant<Options, UsageError> parse_options(int argc, char *const argv[]) {
  Options opts;
  bool have_e = false;
  optind = 1;
  opterr = 0;
  // '+': options end at the script path; what follows belongs to the script.
  const char *short_opts = "+:e:d:lp:c:o:f:vk:I:h";
  int c;
  while ((c = getopt_long(argc, argv, short_opts, kLongOptions, nullptr)) != -1) {
    std::string arg = optarg ? optarg : "";
    switch (c) {
    case 'e':
      if (have_e)
        return UsageError{"-e given more than once"};
      have_e = true;
      opts.program_text = arg;
      opts.from_command_line = true;
      break;
    case 'd': {
      std::string bad;
      if (!add_stages(opts, arg, bad))
        return UsageError{"unknown debug stage '" + bad + "' (stages: ast, source, types, ir, ir-opt, asm, verifier)"};
      break;
    }
    case 'l': opts.list = true; break;
    case 'p': {
      char *end = nullptr;
      errno = 0;
      long pid = std::strtol(arg.c_str(), &end, 10);
      if (arg.empty() || *end || errno || pid <= 0 || pid > 0x3fffffff)
        return UsageError{"invalid process id '" + arg + "' for -p"};
      opts.pid = static_cast<int>(pid);
      break;
    }
    case 'c':
      if (arg.empty())
        return UsageError{"-c needs a command"};
      if (auto words = util::command_words(arg); !words)
        return UsageError{words.error().message};
      opts.command = arg;
      break;
    case 'o': opts.output_file = arg; break;
    case 'f':
      if (arg == "text")
        opts.format = OutputFormat::Text;
      else if (arg == "json")
        opts.format = OutputFormat::Json;
      else if (arg == "folded")
        opts.format = OutputFormat::Folded;
      else
        return UsageError{"invalid output format '" + arg + "' for -f (use 'text', 'json' or 'folded')"};
      break;
    case 'v': opts.verbose = true; break;
    case 'k': opts.vmlinux = arg; break;
    case 'I': opts.include_dirs.push_back(arg); break;
    case 'h': opts.help = true; break;
    case kVersion: opts.version = true; break;
    case kDryRun: opts.dry_run = true; break;
    case kUnsafe: opts.unsafe = true; break;
    case kEmitElf: opts.emit_elf = arg; break;
    case ':':
      return UsageError{std::string("option '") + argv[optind - 1] + "' needs an argument"};
    default: {
      std::string name = optopt ? std::string("-") + static_cast<char>(optopt) : argv[optind - 1];
      return UsageError{"unknown option '" + name + "'"};
    }
    }
  }
  if (opts.help || opts.version)
    return opts;

  int rest = optind;
  if (opts.list) {
    // kt -l [PATTERN]
    if (rest < argc)
      opts.list_pattern = argv[rest++];
    if (rest < argc)
      return UsageError{std::string("unexpected argument '") + argv[rest] + "' after the -l pattern"};
    if (have_e)
      return UsageError{"-l and -e cannot be combined"};
    return opts;
  }
  if (!have_e) {
    if (rest >= argc)
      return UsageError{"no program given: pass -e PROGRAM, a script FILE, or - for stdin"};
    opts.script_path = argv[rest++];
  }
  if (rest < argc && std::string(argv[rest]) == "--")
    rest++;
  for (; rest < argc; rest++)
    opts.args.emplace_back(argv[rest]);
  if (opts.pid && !opts.command.empty())
    return UsageError{"-p and -c cannot be combined"};
  return opts;
}

const char *usage_text() {
  return R"(usage: kt [options] FILE [ARGS...]
       kt [options] -e PROGRAM [ARGS...]
       kt [options] - [ARGS...]          (program from stdin)
       kt -l [PATTERN]

Trace the Linux kernel and user programs with a bpftrace-style language.

options:
  -e PROGRAM       run PROGRAM (its diagnostics name it <cmdline>)
  -d STAGE         print a compilation stage instead of tracing; STAGE is
                   ast, source, types, ir, ir-opt, asm or verifier (loads
                   and verifies, attaches nothing); repeat or use commas
  -l [PATTERN]     list probes matching PATTERN (-lv: with argument types)
  -p PID           trace only process PID, exit when it exits
  -c CMD           run CMD, trace it, exit when it exits
  -o FILE          write results to FILE instead of stdout
  -f FORMAT        output format: text (default), json, or folded (stack
                   maps as folded stacks for flame graphs)
  -v               verbose (with -d ast: print source locations)
  -k VMLINUX       a vmlinux with DWARF, for source lines and source globs
  -I DIR           add DIR to the import search path
  --dry-run        compile, load and verify, but attach nothing
  --emit-elf FILE  write the compiled BPF object to FILE
  --unsafe         allow system(), cat() and signal()
  -h, --help       show this help
  --version        show kt's version

exit status: 0 ok, 1 runtime failure, 2 usage error, 65 script error,
69 feature unavailable, 70 internal error, 77 permission denied.
See kt(1) and kt(7).
)";
}

} // namespace kt::driver
