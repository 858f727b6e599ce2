// pipeline_fuzzer: kt's whole pipeline (parse, sema, codegen, the kernel's
// verifier) fuzzed with generated and mutated programs; README.md in this
// directory says how to run it and what it checks.
//
// The parent links kt's driver and runs it once in-process on a warm-up
// program, so that the type source's caches (kernel BTF, tracepoint
// formats, DWARF) are filled; then each program runs in a forked child
// (`kt --dry-run -e PROGRAM` through driver::run_pipeline), whose stdout
// and stderr, file descriptors 1 and 2, go to a pipe: so whatever LLVM or
// libbpf write on their own is seen, and a crash, an exit() from deep in
// LLVM or a hang ends the child, not the fuzzer.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "driver/options.h"
#include "driver/pipeline.h"
#include "driver/system_types.h"
#include "generate.h"
#include "minimize.h"
#include "mutate.h"
#include "oracle.h"
#include "util/exit_codes.h"

namespace kt::fuzz {
namespace {

using Clock = std::chrono::steady_clock;

struct Config {
  uint64_t seed = 1;
  double seconds = 60;
  uint64_t count = 0; // 0: until `seconds` have passed
  unsigned mutate_percent = 30;
  int timeout = 30;
  std::string testprogs, corpus, e2e, findings_dir;
  std::string replay;       // gen:SEED or mut:SEED
  bool print_only = false;  // --print: the replayed program's text only
  bool minimize = true;
  bool show_rejects = false; // the generated programs' front-end errors, by kind
  std::string known_file = KT_FUZZ_KNOWN_ISSUES; // --known FILE
  double report_every = 60;
};

const char *kUsage =
    "usage: pipeline_fuzzer [--seed N] [--seconds S | --count N] [--mutate PERCENT] [--timeout S]\n"
    "                       --testprogs DIR [--corpus DIR] [--e2e DIR] [--findings DIR]\n"
    "                       [--no-minimize] [--show-rejects] [--report-every S] [--known FILE]\n"
    "       pipeline_fuzzer --replay gen:SEED|mut:SEED [--print] --testprogs DIR [--corpus DIR] [--e2e DIR]\n";

// --- one run in a child ----------------------------------------------------

int run_in_child(const std::string &text, driver::SystemTypes &types) {
  try {
    std::vector<std::string> words = {"kt", "--dry-run", "-e", text};
    std::vector<char *> argv;
    for (std::string &w : words)
      argv.push_back(w.data());
    argv.push_back(nullptr);
    auto parsed = driver::parse_options(static_cast<int>(words.size()), argv.data());
    if (auto *usage = std::get_if<driver::UsageError>(&parsed)) {
      std::cerr << "kt: " << usage->message << "\n";
      return kExitUsage;
    }
    return driver::run_pipeline(std::get<driver::Options>(parsed), std::cout, std::cerr, false, types);
  } catch (const std::exception &e) {
    std::cerr << "kt: internal error: " << e.what() << "\n";
    return kExitInternal;
  }
}

RunResult run_program(const std::string &text, driver::SystemTypes &types, int timeout) {
  RunResult r;
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    perror("pipeline_fuzzer: pipe");
    std::exit(2);
  }
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    perror("pipeline_fuzzer: fork");
    std::exit(2);
  }
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    dup2(fds[1], STDERR_FILENO);
    int rc = run_in_child(text, types);
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    _exit(rc);
  }
  close(fds[1]);
  auto deadline = Clock::now() + std::chrono::seconds(timeout);
  char buf[65536];
  for (;;) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      r.timed_out = true;
      kill(pid, SIGKILL);
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    if (poll(&p, 1, static_cast<int>(left)) <= 0)
      continue;
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n <= 0)
      break;
    if (r.err.size() < (4u << 20))
      r.err.append(buf, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  if (WIFEXITED(status))
    r.exit_code = WEXITSTATUS(status);
  else if (WIFSIGNALED(status) && !r.timed_out)
    r.signal = WTERMSIG(status);
  return r;
}

// --- the run's figures -------------------------------------------------------

struct Figures {
  uint64_t programs = 0, generated = 0, mutated = 0;
  std::map<Outcome, uint64_t> generated_by, mutated_by;
  std::map<std::string, uint64_t> rejects; // --show-rejects: front-end errors of generated programs
  uint64_t findings = 0, known = 0;
  std::map<std::string, uint64_t> distinct; // signature -> programs
};

std::string per_second(uint64_t n, double s) {
  std::ostringstream o;
  o.precision(1);
  o << std::fixed << (s > 0 ? static_cast<double>(n) / s : 0.0);
  return o.str();
}

void report(const Figures &f, double secs, std::ostream &out) {
  auto sum = [&](Outcome o) {
    auto get = [&](const std::map<Outcome, uint64_t> &m) { auto it = m.find(o); return it == m.end() ? 0 : it->second; };
    return get(f.generated_by) + get(f.mutated_by);
  };
  auto line = [&](const char *what, const std::map<Outcome, uint64_t> &m, uint64_t total) {
    auto get = [&](Outcome o) { auto it = m.find(o); return it == m.end() ? uint64_t(0) : it->second; };
    uint64_t compiled = get(Outcome::Loaded) + get(Outcome::VerifierRejected);
    out << "  " << what << ": " << total << " (" << per_second(total, secs) << "/s); compiled " << compiled << " ("
        << per_second(compiled, secs) << "/s), loaded " << get(Outcome::Loaded) << " ("
        << per_second(get(Outcome::Loaded), secs) << "/s), verifier-rejected " << get(Outcome::VerifierRejected)
        << ", front-end-rejected " << get(Outcome::FrontEndRejected) << ", unavailable "
        << get(Outcome::Unavailable) << ", findings and known issues " << get(Outcome::Finding) << "\n";
  };
  out << "pipeline_fuzzer: " << f.programs << " programs in " << static_cast<uint64_t>(secs) << " s ("
      << per_second(f.programs, secs) << "/s): loaded " << sum(Outcome::Loaded) << ", verifier-rejected "
      << sum(Outcome::VerifierRejected) << ", front-end-rejected " << sum(Outcome::FrontEndRejected)
      << ", unavailable " << sum(Outcome::Unavailable) << ", findings " << f.findings << ", known issues " << f.known
      << " (" << f.distinct.size() << " distinct)\n";
  line("generated", f.generated_by, f.generated);
  line("mutated", f.mutated_by, f.mutated);
}

// --- findings ----------------------------------------------------------------

void print_finding(const Config &cfg, const std::string &id, const std::string &text, const RunResult &r,
                   const Verdict &v, driver::SystemTypes &types, const std::string &when, const std::string &known) {
  std::ostream &out = std::cout;
  out << "\npipeline_fuzzer: " << (known.empty() ? "FINDING " : "KNOWN ISSUE ") << id << when << ": " << v.reason
      << (known.empty() ? "" : "\n(known: " + known + ")") << "\n--- program ---\n"
      << text << (text.ends_with("\n") ? "" : "\n") << "--- kt's output (exit " << r.exit_code;
  if (r.signal)
    out << ", signal " << r.signal;
  out << ") ---\n" << r.err.substr(0, 4000) << (r.err.ends_with("\n") ? "" : "\n");
  std::string small = text;
  if (cfg.minimize && known.empty()) {
    // Two minutes at most: a bounded run (ctest's) must end with its report.
    auto deadline = Clock::now() + std::chrono::seconds(120);
    small = minimize(text, [&](const std::string &candidate) {
      return Clock::now() < deadline && judge(run_program(candidate, types, cfg.timeout)).signature == v.signature;
    });
    out << "--- minimized ---\n" << small << (small.ends_with("\n") ? "" : "\n");
  }
  out << "--- replay: pipeline_fuzzer --replay " << id << " --testprogs " << cfg.testprogs
      << (cfg.corpus.empty() ? "" : " --corpus " + cfg.corpus) << (cfg.e2e.empty() ? "" : " --e2e " + cfg.e2e)
      << " ---\n"
      << std::flush;
  if (!cfg.findings_dir.empty()) {
    std::filesystem::create_directories(cfg.findings_dir);
    std::string base = cfg.findings_dir + "/" + id.substr(0, 3) + "-" + id.substr(4);
    std::ofstream(base + ".kt") << "// " << v.reason << "\n" << text << "\n";
    std::ofstream(base + ".min.kt") << "// " << v.reason << "\n" << small << "\n";
  }
}

std::string hex(uint64_t v) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%016llx", static_cast<unsigned long long>(v));
  return b;
}

std::string program_of(const std::string &id, const Config &cfg, const std::vector<std::string> &seeds) {
  uint64_t seed = std::stoull(id.substr(4), nullptr, 0);
  return id.rfind("mut:", 0) == 0 ? mutate_program(seed, seeds) : generate_program(seed, cfg.testprogs);
}

// known_issues.txt: "TEXT<tab>WHERE IT IS TRACKED" a line; a finding whose
// reason holds TEXT is counted and printed, but does not fail the run.
std::vector<std::pair<std::string, std::string>> load_known_issues(const std::string &path) {
  std::vector<std::pair<std::string, std::string>> out;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    size_t tab = line.find('\t');
    if (line.empty() || line[0] == '#' || tab == std::string::npos)
      continue;
    out.push_back({line.substr(0, tab), line.substr(tab + 1)});
  }
  return out;
}

// A reason of several errors ("A; B", as codegen joins the BPF backend's)
// is known only when each of them is: a known one must not hide another.
std::string known_issue(const std::vector<std::pair<std::string, std::string>> &known, const std::string &reason) {
  std::string where;
  for (size_t at = 0; at <= reason.size();) {
    size_t end = std::min(reason.find("; ", at), reason.size());
    std::string part = reason.substr(at, end - at), found;
    for (const auto &[text, tracked] : known)
      if (part.find(text) != std::string::npos)
        found = tracked;
    if (found.empty())
      return "";
    where = found;
    at = end + 2;
  }
  return where;
}

// --- main ------------------------------------------------------------------

bool parse_args(int argc, char **argv, Config &cfg) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    if (a == "--seed")
      cfg.seed = std::stoull(value(), nullptr, 0);
    else if (a == "--seconds")
      cfg.seconds = std::stod(value());
    else if (a == "--count")
      cfg.count = std::stoull(value());
    else if (a == "--mutate")
      cfg.mutate_percent = static_cast<unsigned>(std::stoul(value()));
    else if (a == "--timeout")
      cfg.timeout = std::stoi(value());
    else if (a == "--testprogs")
      cfg.testprogs = value();
    else if (a == "--corpus")
      cfg.corpus = value();
    else if (a == "--e2e")
      cfg.e2e = value();
    else if (a == "--findings")
      cfg.findings_dir = value();
    else if (a == "--replay")
      cfg.replay = value();
    else if (a == "--print")
      cfg.print_only = true;
    else if (a == "--no-minimize")
      cfg.minimize = false;
    else if (a == "--show-rejects")
      cfg.show_rejects = true;
    else if (a == "--known")
      cfg.known_file = value();
    else if (a == "--report-every")
      cfg.report_every = std::stod(value());
    else
      return false;
  }
  return !cfg.testprogs.empty() &&
         (cfg.replay.empty() || cfg.replay.rfind("gen:", 0) == 0 || cfg.replay.rfind("mut:", 0) == 0);
}

int fuzz_main(int argc, char **argv) {
  Config cfg;
  try {
    if (!parse_args(argc, argv, cfg)) {
      std::cerr << kUsage;
      return 2;
    }
  } catch (const std::exception &e) {
    std::cerr << "pipeline_fuzzer: " << e.what() << "\n" << kUsage;
    return 2;
  }
  // Every program is compiled: a cached one would skip what is fuzzed.
  ::setenv("KT_NO_PROGRAM_CACHE", "1", 1);
  std::vector<std::string> seeds = load_seeds(cfg.corpus, cfg.e2e, cfg.testprogs);
  std::vector<std::pair<std::string, std::string>> known_issues = load_known_issues(cfg.known_file);
  if (cfg.print_only) {
    std::cout << program_of(cfg.replay, cfg, seeds);
    return 0;
  }
  if (geteuid() != 0) {
    std::cerr << "pipeline_fuzzer: needs root to load programs; skipped\n";
    return 77;
  }
  driver::SystemTypes types(64);
  {
    // The warm-up, in-process: its output is of no interest unless it fails.
    std::ostringstream sink;
    std::string warm = warmup_program(cfg.testprogs);
    RunResult r = run_program(warm, types, cfg.timeout);
    if (judge(r).outcome != Outcome::Loaded) {
      std::cerr << "pipeline_fuzzer: the warm-up program does not load here:\n" << warm << r.err;
      return 2;
    }
    std::vector<std::string> words = {"kt", "--dry-run", "-e", warm};
    std::vector<char *> wargv;
    for (std::string &w : words)
      wargv.push_back(w.data());
    auto parsed = driver::parse_options(4, wargv.data());
    driver::run_pipeline(std::get<driver::Options>(parsed), sink, sink, false, types);
  }
  if (!cfg.replay.empty()) {
    std::string text = program_of(cfg.replay, cfg, seeds);
    RunResult r = run_program(text, types, cfg.timeout);
    Verdict v = judge(r);
    std::cout << text << (text.ends_with("\n") ? "" : "\n") << "--- exit " << r.exit_code << ", "
              << outcome_name(v.outcome) << (v.reason.empty() ? "" : ": " + v.reason) << " ---\n"
              << r.err;
    if (v.outcome == Outcome::Finding && cfg.minimize)
      print_finding(cfg, cfg.replay, text, r, v, types, "", "");
    return v.outcome == Outcome::Finding ? 1 : 0;
  }
  std::cout << "pipeline_fuzzer: seed " << cfg.seed << ", " << seeds.size() << " seed programs, "
            << cfg.mutate_percent << "% mutants, "
            << (cfg.count ? std::to_string(cfg.count) + " programs" : std::to_string(cfg.seconds) + " s") << "\n"
            << std::flush;
  Figures f;
  auto start = Clock::now(), last_report = start;
  Rng choose(cfg.seed);
  for (uint64_t i = 0;; ++i) {
    double secs = std::chrono::duration<double>(Clock::now() - start).count();
    if (cfg.count ? i >= cfg.count : secs >= cfg.seconds)
      break;
    if (std::chrono::duration<double>(Clock::now() - last_report).count() >= cfg.report_every) {
      report(f, secs, std::cout);
      std::cout << std::flush;
      last_report = Clock::now();
    }
    uint64_t pseed = program_seed(cfg.seed, i);
    bool mutant = !seeds.empty() && choose.below(100) < cfg.mutate_percent;
    std::string id = (mutant ? "mut:" : "gen:") + hex(pseed);
    std::string text = mutant ? mutate_program(pseed, seeds) : generate_program(pseed, cfg.testprogs);
    RunResult r = run_program(text, types, cfg.timeout);
    Verdict v = judge(r);
    ++f.programs;
    ++(mutant ? f.mutated : f.generated);
    ++(mutant ? f.mutated_by : f.generated_by)[v.outcome];
    if (!mutant && v.outcome == Outcome::FrontEndRejected && cfg.show_rejects) {
      std::istringstream in(r.err);
      for (std::string l; std::getline(in, l);)
        if (l.find(": error: ") != std::string::npos) {
          std::string key = std::regex_replace(l.substr(l.find(": error: ") + 9), std::regex(R"('[^']*')"), "'X'");
          if (++f.rejects[key] == 1)
            std::cout << "reject " << id << ": " << l << "\n";
          break;
        }
    }
    if (v.outcome != Outcome::Finding)
      continue;
    std::string known = known_issue(known_issues, v.reason);
    ++(known.empty() ? f.findings : f.known);
    if (f.distinct[v.signature]++ == 0)
      print_finding(cfg, id, text, r, v, types,
                    " (program " + std::to_string(i + 1) + ", after " + std::to_string(static_cast<int>(secs)) + " s)",
                    known);
  }
  double secs = std::chrono::duration<double>(Clock::now() - start).count();
  if (cfg.show_rejects) {
    std::vector<std::pair<uint64_t, std::string>> top;
    for (const auto &[k, n] : f.rejects)
      top.push_back({n, k});
    std::sort(top.rbegin(), top.rend());
    std::cout << "front-end errors of generated programs, most frequent first:\n";
    for (size_t k = 0; k < top.size() && k < 25; ++k)
      std::cout << "  " << top[k].first << "  " << top[k].second << "\n";
  }
  report(f, secs, std::cout);
  for (const auto &[sig, n] : f.distinct)
    std::cout << "  finding x" << n << ": " << sig << "\n";
  std::cout << (f.findings ? "pipeline_fuzzer: FAILED\n" : "pipeline_fuzzer: no findings\n");
  return f.findings ? 1 : 0;
}

} // namespace
} // namespace kt::fuzz

int main(int argc, char **argv) { return kt::fuzz::fuzz_main(argc, argv); }
