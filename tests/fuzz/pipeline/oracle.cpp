#include "oracle.h"

#include <regex>
#include <sstream>
#include <vector>

namespace kt::fuzz {
namespace {

// Text that only LLVM, libbpf, the C++ runtime or a sanitizer writes.
const char *const kForeign[] = {"LLVM ERROR",     "libbpf:",          "error: kt.bpf.c", " i32 (ptr)",
                                "runtime error:", "AddressSanitizer", "LeakSanitizer",   "UndefinedBehavior",
                                "Assertion",      "terminate called", "Stack dump:",     "PLEASE submit",
                                "internal error", "Segmentation"};

const std::regex kDiagnostic(R"(^\S+:\d+:\d+: (error|warning|note): .*)");
const std::regex kExcerpt(R"(^ *\d* \|.*)");
const std::regex kLoaded(R"(^kt: \d+ programs? loaded and verified; nothing attached \(--dry-run\)$)");
// A rejection, located at the program's line or not ("kt: ..."), its
// reason in words after the ':' when kt knows the verdict.
const std::regex kRejected(R"(^kt: the kernel's verifier rejected the program for '[^']*':.*$)");
// BPF's own limits, met before the verifier runs: a jump too long for
// LLVM's BPF backend, more instructions than the kernel loads.
const std::regex kTooLarge(R"(^kt: the program( for '[^']*')? is too large for BPF: .*$)");
const char *const kRejectedLocated = ": error: the kernel's verifier rejected the program for '";

std::string blank_details(const std::string &line) {
  static const std::regex numbers(R"(\d+)"), quoted(R"('[^'\s]*')"), function(R"(in function \S+)");
  std::string s = std::regex_replace(line, function, "in function F");
  return std::regex_replace(std::regex_replace(s, numbers, "N"), quoted, "'X'");
}

Verdict finding(const std::string &reason, const std::string &line = "") {
  std::string r = line.empty() ? reason : reason + ": " + line;
  return {Outcome::Finding, r, blank_details(r)};
}

} // namespace

const char *outcome_name(Outcome o) {
  switch (o) {
  case Outcome::Loaded: return "loaded";
  case Outcome::VerifierRejected: return "verifier-rejected";
  case Outcome::FrontEndRejected: return "front-end-rejected";
  case Outcome::Unavailable: return "unavailable";
  case Outcome::Finding: return "finding";
  }
  return "?";
}

Verdict judge(const RunResult &r) {
  if (r.timed_out)
    return finding("timeout");
  if (r.signal)
    return finding("killed by signal " + std::to_string(r.signal));
  std::vector<std::string> lines;
  std::istringstream in(r.err);
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  bool errors = false, loaded = false, rejected = false, in_log = false;
  for (const std::string &line : lines) {
    for (const char *foreign : kForeign)
      if (line.find(foreign) != std::string::npos)
        return finding("foreign text", line);
    // The verifier's log lines, indented under kt's message.
    if (in_log && line.rfind("  ", 0) == 0)
      continue;
    in_log = false;
    if (std::regex_match(line, kDiagnostic)) {
      if (line.find(kRejectedLocated) != std::string::npos)
        rejected = true;
      else
        errors |= line.find(": error: ") != std::string::npos;
      continue;
    }
    // The log's end under a located rejection.
    if (line == "the verifier said:") {
      in_log = true;
      continue;
    }
    if (std::regex_match(line, kExcerpt) || line.rfind("hint: ", 0) == 0 || line.empty())
      continue;
    if (std::regex_match(line, kLoaded)) {
      loaded = true;
      continue;
    }
    if (std::regex_match(line, kTooLarge)) {
      rejected = true;
      continue;
    }
    if (std::regex_match(line, kRejected)) {
      rejected = in_log = true;
      continue;
    }
    if (line.rfind("kt: ", 0) == 0)
      continue;
    return finding("stray line", line);
  }
  switch (r.exit_code) {
  case 0:
    if (loaded)
      return {Outcome::Loaded, "", ""};
    return finding("exit 0 without 'loaded and verified'");
  case 1:
    if (rejected)
      return {Outcome::VerifierRejected, "", ""};
    return finding("exit 1 without a verifier diagnostic", lines.empty() ? "" : lines.front());
  case 65:
    if (errors)
      return {Outcome::FrontEndRejected, "", ""};
    return finding("exit 65 without a located error", lines.empty() ? "" : lines.front());
  case 69:
    return {Outcome::Unavailable, "", ""};
  default:
    return finding("exit " + std::to_string(r.exit_code), lines.empty() ? "" : lines.front());
  }
}

} // namespace kt::fuzz
