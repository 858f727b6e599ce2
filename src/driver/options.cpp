#include "driver/options.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <getopt.h>
#include <sstream>
#include <vector>

#include "util/command_words.h"
#include "util/edit_distance.h"

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
// bpftrace 0.26's -d stage names, as kt's stages.
constexpr StageName kBpftraceStages[] = {
    {"parse", DebugStage::Ast},  {"codegen", DebugStage::Ir}, {"codegen-opt", DebugStage::IrOpt},
    {"dis", DebugStage::Asm},
};
constexpr const char *kStageList = "ast, source, types, ir, ir-opt, asm, verifier, all";

enum LongOnly {
  kDryRun = 256, kFlamegraph, kBaseline, kMetrics, kMetricsAll, kUnsafe, kEmitElf, kEmitLlvm, kVersion, kNoWarnings, kInfo, kNoFeature, kBtf, kVerifyIr,
  kWarnings, kTest, kBench, kMode, kRecipes, kInclude, kDebuginfo, kUsdtFileActivation, kProbeFilter,
  kRefused, // bpftrace's options kt refuses: kRefusals says why
};

// bpftrace options kt has no use for, with what to use instead.
struct Refusal {
  const char *name;
  const char *why;
};
constexpr Refusal kRefusals[] = {
    {"aot", "kt compiles every run; --emit-elf FILE writes the BPF object"},
    {"traceable-functions", "kt reads the traceable kernel functions from tracefs "
                            "(available_filter_functions)"},
    {"dwarf-pid", "kt unwinds a user stack with DWARF by itself where the binary keeps no frame pointers "
                  "(ustack_mode in kt(7)), in every process"},
};

constexpr option kLongOptions[] = {
    {"help", no_argument, nullptr, 'h'},
    {"version", no_argument, nullptr, kVersion},
    {"dry-run", no_argument, nullptr, kDryRun},
    {"flamegraph", required_argument, nullptr, kFlamegraph},
    {"baseline", required_argument, nullptr, kBaseline},
    {"metrics", required_argument, nullptr, kMetrics},
    {"metrics-all-interfaces", no_argument, nullptr, kMetricsAll},
    {"unsafe", no_argument, nullptr, kUnsafe},
    {"emit-elf", required_argument, nullptr, kEmitElf},
    {"emit-llvm", required_argument, nullptr, kEmitLlvm},
    {"quiet", no_argument, nullptr, 'q'},
    {"verbose", no_argument, nullptr, 'v'},
    {"output", required_argument, nullptr, 'o'},
    {"pid", required_argument, nullptr, 'p'},
    {"cmd", required_argument, nullptr, 'c'},
    {"list", no_argument, nullptr, 'l'},
    {"debug", required_argument, nullptr, 'd'},
    {"no-warnings", no_argument, nullptr, kNoWarnings},
    {"info", no_argument, nullptr, kInfo},
    {"recipes", no_argument, nullptr, kRecipes},
    {"no-feature", required_argument, nullptr, kNoFeature},
    {"btf", no_argument, nullptr, kBtf},
    {"verify-llvm-ir", no_argument, nullptr, kVerifyIr},
    {"warnings", no_argument, nullptr, kWarnings},
    {"fmt", no_argument, nullptr, 'F'},
    {"include", required_argument, nullptr, kInclude},
    // What it asks is what kt always does: the kernel's semaphore counter
    // (the uprobe's ref_ctr_offset) activates a USDT probe in every
    // process that maps the file. Accepted for wrapper scripts.
    {"usdt-file-activation", no_argument, nullptr, kUsdtFileActivation},
    {"probe-filter", required_argument, nullptr, kProbeFilter},
    {"test", no_argument, nullptr, kTest},
    {"bench", no_argument, nullptr, kBench},
    {"mode", required_argument, nullptr, kMode},
    {"aot", required_argument, nullptr, kRefused},
    {"traceable-functions", required_argument, nullptr, kRefused},
    {"debuginfo", required_argument, nullptr, kDebuginfo},
    {"dwarf-pid", required_argument, nullptr, kRefused},
    {nullptr, 0, nullptr, 0},
};

const StageName *find_stage(const std::string &name) {
  for (const StageName &s : kStages)
    if (name == s.name)
      return &s;
  for (const StageName &s : kBpftraceStages)
    if (name == s.name)
      return &s;
  return nullptr;
}

// "did you mean ...?" for an unknown -d stage, or empty.
std::string stage_hint(const std::string &bad) {
  std::vector<std::string> names{"all"};
  for (const StageName &s : kStages)
    names.emplace_back(s.name);
  for (const StageName &s : kBpftraceStages)
    names.emplace_back(s.name);
  auto near = closest_name(bad, names);
  return near ? "did you mean '" + *near + "'?" : "";
}

// -d LIST. `all` is every stage; bpftrace 0.26's `libbpf` is kt's -v.
bool add_stages(Options &opts, const std::string &list, std::string &bad) {
  std::istringstream in(list);
  std::string name;
  while (std::getline(in, name, ',')) {
    if (name == "all") {
      for (const StageName &s : kStages)
        opts.debug_stages.push_back(s.stage);
    } else if (name == "libbpf") {
      opts.verbose = true;
    } else if (const StageName *s = find_stage(name)) {
      opts.debug_stages.push_back(s->stage);
    } else {
      bad = name;
      return false;
    }
  }
  return true;
}

// --no-feature kprobe_multi,kprobe_session,uprobe_multi (bpftrace 0.26's names).
bool add_no_features(Options &opts, const std::string &list, std::string &bad) {
  std::istringstream in(list);
  std::string name;
  while (std::getline(in, name, ',')) {
    if (name == "kprobe_multi")
      opts.no_kprobe_multi = true;
    else if (name == "kprobe_session")
      opts.no_kprobe_session = true;
    else if (name == "uprobe_multi")
      opts.no_uprobe_multi = true;
    else {
      bad = name;
      return false;
    }
  }
  return true;
}

// Whether `name` can name a getopt() option: a letter or _, then letters,
// digits, _ and -.
bool option_name(const std::string &name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_'))
    return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; });
}

// The script's arguments: $1 .. $N, before or after `--`; after `--`,
// --NAME[=VALUE] are named arguments for getopt() and --help asks for the
// script's options. After a script FILE (or recipe) every argument is the
// script's, so these need no `--` there: `./opensnoop.kt --pid=42` run by
// its shebang, `kt opensnoop --help`.
std::optional<UsageError> script_args(Options &opts, int argc, char *const argv[], int rest, bool after_dashes,
                                      bool named_anywhere) {
  for (; rest < argc; rest++) {
    std::string a = argv[rest];
    if (!after_dashes && a == "--") {
      after_dashes = true;
      continue;
    }
    if (!(after_dashes || named_anywhere) || a.rfind("--", 0) != 0) {
      opts.args.push_back(a);
      continue;
    }
    if (a == "--help") {
      opts.script_help = true;
      continue;
    }
    size_t eq = a.find('=');
    std::string name = a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
    if (!option_name(name))
      return UsageError{"invalid named argument '" + a + "' (use --NAME or --NAME=VALUE after --)"};
    sema::NamedArg named{name, std::nullopt};
    if (eq != std::string::npos)
      named.value = a.substr(eq + 1);
    opts.named_args.push_back(std::move(named));
  }
  return std::nullopt;
}

// What getopt_long refused in `arg` ("--NAME" or "--NAME=VALUE"): a value
// given to an option that takes none, an abbreviation of several options,
// or a name kt does not have. (getopt's optopt is then the option's value,
// not a character to print.)
UsageError long_option_error(const std::string &arg) {
  size_t eq = arg.find('=');
  std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
  std::vector<std::string> prefixed;
  for (const option *o = kLongOptions; o->name; o++) {
    if (name == o->name && eq != std::string::npos && o->has_arg == no_argument)
      return UsageError{"option '--" + name + "' takes no value (found '" + arg + "')"};
    if (!name.empty() && std::string_view(o->name).starts_with(name))
      prefixed.push_back(std::string("--") + o->name);
  }
  if (prefixed.size() > 1) {
    std::string list;
    for (size_t i = 0; i < prefixed.size(); i++)
      list += (i == 0 ? "" : i + 1 == prefixed.size() ? " or " : ", ") + prefixed[i];
    return UsageError{"option '--" + name + "' is ambiguous: it could be " + list};
  }
  if (prefixed.size() == 1 && eq != std::string::npos)
    return UsageError{"option '" + prefixed[0] + "' takes no value (found '" + arg + "')"};
  return UsageError{"unknown option '--" + name + "'"};
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
  const char *short_opts = "+:e:d:lp:c:o:f:vqVB:bk:I:h";
  // bpftrace's -k and -kk (warnings for failing helpers) are not kt's -k VMLINUX.
  const char *bpftrace_k = "bpftrace's -k and -kk (warnings when helpers fail) have no kt equivalent: kt's "
                           "-k takes a VMLINUX (kt(1))";
  int c, long_index = -1;
  std::optional<std::string> metrics;
  bool metrics_all = false;
  const char *flame_option = nullptr; // the last of --flamegraph, --baseline
  while ((c = getopt_long(argc, argv, short_opts, kLongOptions, &long_index)) != -1) {
    std::string arg = optarg ? optarg : "";
    // An option's argument that is the next option: bpftrace 0.17's bare -d and -k.
    bool arg_is_option = optarg && optarg == argv[optind - 1] && arg.size() > 1 && arg[0] == '-';
    switch (c) {
    case 'e':
      if (have_e)
        return UsageError{"-e given more than once"};
      have_e = true;
      opts.program_text = arg;
      opts.from_command_line = true;
      break;
    case 'd': {
      if (arg_is_option) { // bpftrace 0.17's -d: every stage
        optind--;
        arg = "all";
      } else if (arg == "d" && std::strcmp(argv[optind - 1], "-dd") == 0) { // 0.17's -dd
        arg = "all";
        opts.verbose = true;
      }
      std::string bad;
      if (!add_stages(opts, arg, bad))
        return UsageError{"unknown debug stage '" + bad + "' (stages: " + kStageList + ")", stage_hint(bad)};
      break;
    }
    case 'F': opts.debug_stages.push_back(DebugStage::Source); break;
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
      else if (arg == "svg")
        opts.format = OutputFormat::Svg;
      else if (arg == "html")
        opts.format = OutputFormat::Html;
      else if (arg == "trace")
        opts.format = OutputFormat::Trace;
      else
        return UsageError{"invalid output format '" + arg +
                          "' for -f (use 'text', 'json', 'folded', 'svg', 'html' or 'trace')"};
      break;
    case kFlamegraph:
      if (arg != "flame" && arg != "icicle")
        return UsageError{"invalid flame graph style '" + arg + "' for --flamegraph (use 'flame' or 'icicle')"};
      opts.icicle = arg == "icicle";
      flame_option = "--flamegraph";
      break;
    case kBaseline:
      if (arg.empty())
        return UsageError{"--baseline needs a FILE (the lines of a run with -f folded)"};
      opts.baseline = arg;
      flame_option = "--baseline";
      break;
    case 'B':
      if (arg == "full")
        opts.buffering = Buffering::Batch;
      else if (arg == "line")
        opts.buffering = Buffering::Line;
      else if (arg == "none")
        opts.buffering = Buffering::None;
      else
        return UsageError{"invalid buffering mode '" + arg + "' for -B (use 'line', 'full' or 'none')"};
      break;
    case 'v': opts.verbose = true; break;
    case 'q': opts.quiet = true; break;
    case 'k':
      if (arg_is_option || (arg == "k" && std::strcmp(argv[optind - 1], "-kk") == 0))
        return UsageError{bpftrace_k};
      opts.vmlinux = arg;
      break;
    case kWarnings: return UsageError{bpftrace_k};
    case 'I': opts.include_dirs.push_back(arg); break;
    case kInclude: opts.forced_includes.push_back(arg); break;
    case kDebuginfo: opts.debuginfo_dirs.push_back(arg); break;
    case 'h': opts.help = true; break;
    case 'V':
    case kVersion: opts.version = true; break;
    case kDryRun: opts.dry_run = true; break;
    case kMetrics: metrics = arg; break;
    case kMetricsAll: metrics_all = true; break;
    case kUnsafe: opts.unsafe = true; break;
    case kEmitElf: opts.emit_elf = arg; break;
    case kEmitLlvm: opts.emit_llvm = arg; break;
    case kNoWarnings: opts.warnings = false; break;
    case kUsdtFileActivation: break;
    case kInfo: opts.info = true; break;
    case kRecipes: opts.list_recipes = true; break;
    case kProbeFilter: {
      auto filter = compile_probe_filter(arg);
      if (!filter)
        return UsageError{filter.error().message};
      opts.probe_filter = std::move(*filter);
      break;
    }
    case kNoFeature: {
      std::string bad;
      if (!add_no_features(opts, arg, bad))
        return UsageError{"unknown feature '" + bad + "' for --no-feature (use kprobe_multi, kprobe_session "
                          "or uprobe_multi)"};
      break;
    }
    case 'b':
    case kBtf: break;      // bpftrace 0.26 ignores it too: BTF is always used
    case kVerifyIr: break; // kt always verifies the IR it generates
    case kTest:
    case kBench:
    case kMode: {
      // --test and --bench are bpftrace 0.26's --mode test and --mode bench.
      std::string mode = c == kTest ? "test" : c == kBench ? "bench" : arg;
      RunMode m = mode == "test" ? RunMode::Test : mode == "bench" ? RunMode::Bench : RunMode::Trace;
      if (m == RunMode::Trace) {
        if (mode == "format")
          return UsageError{"--mode format is kt's --fmt (kt -d source)"};
        if (mode == "codegen" || mode == "compiler-bench")
          return UsageError{"--mode " + mode + " has no kt equivalent; -d ir prints the generated code"};
        return UsageError{"invalid mode '" + mode + "' for --mode (kt takes 'test' and 'bench')"};
      }
      if (opts.mode != RunMode::Trace && opts.mode != m)
        return UsageError{"--test and --bench cannot be combined"};
      opts.mode = m;
      break;
    }
    case kRefused: {
      std::string name = kLongOptions[long_index].name;
      for (const Refusal &r : kRefusals)
        if (name == r.name)
          return UsageError{"--" + name + " is a bpftrace option kt does not have: " + r.why};
      return UsageError{"unknown option '--" + name + "'"};
    }
    case ':':
      if (optopt == 'd') { // bpftrace 0.17's -d, last
        add_stages(opts, "all", arg);
        break;
      }
      if (optopt == 'k')
        return UsageError{bpftrace_k};
      return UsageError{std::string("option '") + argv[optind - 1] + "' needs an argument"};
    default: {
      if (std::string a = argv[optind - 1]; a.rfind("--", 0) == 0)
        return long_option_error(a);
      std::string name = optopt ? std::string("-") + static_cast<char>(optopt) : argv[optind - 1];
      return UsageError{"unknown option '" + name + "'"};
    }
    }
  }
  if (opts.help || opts.version || opts.info)
    return opts;
  if (metrics) {
    auto addr = runtime::parse_metrics_address(*metrics, metrics_all);
    if (!addr)
      return UsageError{addr.error().message};
    opts.metrics = *addr;
  } else if (metrics_all) {
    return UsageError{"--metrics-all-interfaces needs --metrics ADDR"};
  }
  if (flame_option && opts.format != OutputFormat::Svg && opts.format != OutputFormat::Html)
    return UsageError{std::string(flame_option) + " draws flame graphs: it needs -f svg or -f html"};
  if (opts.list_recipes) {
    if (optind < argc)
      return UsageError{std::string("unexpected argument '") + argv[optind] + "' after --recipes"};
    return opts;
  }

  int rest = optind;
  if (opts.list) {
    // kt -l [PATTERN], kt -l -e PROGRAM, kt -l FILE: as bpftrace 0.26,
    // the last two list the probes the program attaches to.
    if (have_e) {
      if (rest < argc)
        return UsageError{std::string("unexpected argument '") + argv[rest] + "' after -l -e PROGRAM"};
      return opts;
    }
    if (rest < argc)
      opts.list_pattern = argv[rest++];
    if (rest < argc)
      return UsageError{std::string("unexpected argument '") + argv[rest] + "' after the -l pattern"};
    std::error_code ec;
    if (!opts.list_pattern.empty() && std::filesystem::is_regular_file(opts.list_pattern, ec)) {
      opts.script_path = opts.list_pattern;
      opts.list_pattern.clear();
    }
    return opts;
  }
  // getopt consumed a `--` that ended the options (kt -e PROG -- ...).
  bool after_dashes = rest > 1 && std::strcmp(argv[rest - 1], "--") == 0;
  if (!have_e) {
    if (rest >= argc)
      return UsageError{"no program given: pass -e PROGRAM, a script FILE, or - for stdin"};
    opts.script_path = argv[rest++];
    after_dashes = false;
  }
  if (auto bad = script_args(opts, argc, argv, rest, after_dashes, !have_e))
    return *bad;
  if (opts.pid && !opts.command.empty())
    return UsageError{"-p and -c cannot be combined"};
  if (opts.mode != RunMode::Trace && (opts.pid || !opts.command.empty()))
    return UsageError{std::string(opts.mode == RunMode::Test ? "--test" : "--bench") +
                      " runs the program's own probes and traces no process: -p and -c do not apply"};
  return opts;
}

const char *usage_text() {
  return R"(usage: kt [options] FILE [ARGS...] [-- ARGS...]
       kt [options] RECIPE [ARGS...]   (a recipe by name: kt --recipes)
       kt [options] -e PROGRAM [ARGS...] [-- ARGS...]
       kt [options] - [ARGS...] [-- ARGS...]   (program from stdin)
       kt -l [PATTERN | -e PROGRAM | FILE]
       kt --info

Trace the Linux kernel and user programs with a bpftrace-style language.
ARGS are $1 .. $N; after a FILE or RECIPE, or after --, those that start
with two dashes are named arguments for getopt() (NAME=VALUE, or NAME for
a flag), and FILE --help prints its header and the ones it takes.

options:
  -e PROGRAM       run PROGRAM (its diagnostics name it <cmdline>)
  -d STAGE         print a compilation stage instead of tracing; STAGE is
                   ast, source, types, ir, ir-opt, asm, verifier (loads
                   and verifies, attaches nothing) or all; repeat or use
                   commas
  -l [PATTERN]     list probes matching PATTERN (-lv: with argument types);
                   PATTERN may be several, comma-separated; with -e PROGRAM
                   or a FILE: the probes that program attaches to
  -p PID           trace only process PID, exit when it exits
  -c CMD           run CMD, trace it, exit when it exits
  -o FILE          write results to FILE instead of stdout
  -f FORMAT        output format: text (default), json, folded (stack
                   maps and sessions' calls as folded stacks for flame
                   graphs), svg (stack maps as an interactive flame graph),
                   html (every map in one report: histograms as bar
                   charts, stack maps as flame graphs, others as tables)
                   or trace (sessions' calls as a timeline: Chrome Trace
                   Event JSON for Perfetto, chrome://tracing, speedscope)
  -B MODE          output buffering: full (default: a write per batch of
                   events), line or none (a write per result)
  -q, --quiet      no "Attaching N probes..." message
  -v               verbose (with -d ast: print source locations)
  -k VMLINUX       a vmlinux with DWARF, for source lines and source globs
  -I DIR           add DIR to the import and C header search paths
  --include FILE   include the C header FILE before the script
  --debuginfo DIR[:DIR]
                   search DIR for debug files of traced binaries first
                   (relative: from the binary's directory); repeatable
  --flamegraph STYLE
                   with -f svg or html: flame (the root at the bottom,
                   the default) or icicle (the root on top)
  --baseline FILE  with -f svg or html: a differential flame graph, each
                   frame red where its share grew, blue where it shrank
                   against FILE (a run's -f folded output)
  --dry-run        compile, load and verify, but attach nothing
  --metrics ADDR   serve the maps at http://ADDR/metrics for Prometheus
                   while tracing; ADDR is PORT (on 127.0.0.1), HOST:PORT
                   or [IPV6]:PORT
  --metrics-all-interfaces
                   allow --metrics on every interface (:PORT, 0.0.0.0)
  --emit-elf FILE  write the compiled BPF object to FILE
  --emit-llvm FILE write the LLVM IR to FILE.original.ll and
                   FILE.optimized.ll
  --fmt            print the program in kt's canonical layout (-d source)
  --no-warnings    do not print warnings
  --no-feature F   do not use kernel feature F (kprobe_multi,
                   kprobe_session, uprobe_multi; a comma-separated list)
  --probe-filter REGEX
                   load and attach only the probes whose names REGEX
                   matches (BEGIN, END and self: probes always run)
  --test           run the program's test: probes (and BEGIN, END) and
                   report which pass; nothing is attached
  --bench          run the program's bench: probes and report the time
                   each run takes; nothing is attached
  --unsafe         allow system(), cat() and signal()
  --info           print what this kernel and kt support, then exit
  --recipes        list the recipes on the search path (-I, $KT_PATH,
                   kt's tools) with their summaries; -v: their files
  -h, --help       show this help
  -V, --version    show kt's version
bpftrace's other options are accepted or refused as kt(1) says (BPFTRACE
OPTIONS); BPFTRACE_* environment variables map to kt's (ENVIRONMENT).

exit status: 0 ok, 1 runtime failure, 2 usage error, 65 script error,
69 feature unavailable, 70 internal error, 77 permission denied.
See kt(1) and kt(7).
)";
}

std::string debuginfo_path(const std::vector<std::string> &dirs, const char *env) {
  std::string path;
  for (const std::string &arg : dirs) {
    std::istringstream in(arg);
    std::string dir;
    while (std::getline(in, dir, ':')) {
      if (!dir.empty() && dir[0] == '+')
        dir.erase(0, 1);
      if (!dir.empty())
        path += (path.empty() ? "" : ":") + dir;
    }
  }
  if (env && *env)
    path += (path.empty() ? "" : ":") + std::string(env);
  return path;
}

} // namespace kt::driver
