#include "runtime/verifier_log.h"

#include <array>
#include <regex>
#include <sstream>

#include "runtime/object.h"

namespace kt::runtime {

std::optional<VerifierPlace> verifier_place(const std::string &log) {
  // "; <cmdline>:1:16:0: BEGIN { while ... } @ kt.bpf.c:4"
  static const std::regex kLine(R"(^; (.*?):(\d+):(\d+):(\d+): (.*) @ kt\.bpf\.c:\d+$)");
  size_t end = log.size();
  while (end > 0) {
    size_t start = log.rfind('\n', end - 1);
    start = start == std::string::npos ? 0 : start + 1;
    std::string line = log.substr(start, end - start);
    if (!line.empty() && line.back() == '\n')
      line.pop_back();
    std::smatch m;
    if (line.starts_with("; ") && std::regex_match(line, m, kLine)) {
      VerifierPlace p;
      p.file = m[1];
      p.line = static_cast<uint32_t>(std::stoul(m[2]));
      p.column = static_cast<uint32_t>(std::stoul(m[3]));
      p.skip = static_cast<uint32_t>(std::stoul(m[4]));
      p.source = m[5];
      return p;
    }
    if (start == 0)
      break;
    end = start - 1;
  }
  return std::nullopt;
}

std::optional<VerifierVerdict> explain_verifier_verdict(const std::string &log) {
  struct Pattern {
    const char *text;
    const char *reason;
    const char *hint;
  };
  static const std::array<Pattern, 9> kPatterns = {{
      {"infinite loop detected",
       "this loop may never end: the verifier found it back in the same state",
       "make the loop's condition change on every pass, or bound it by a constant: for ($i : 0..N) { ... }"},
      {"jumps is too complex",
       "this loop is too complex for the verifier: it follows every pass of a loop whose end it cannot see, "
       "and gave up",
       "bound the loop by a small constant the verifier can see (for ($i : 0..N) { ... }); a condition on a map "
       "value or another probe's data is unknown to it"},
      {"BPF program is too large",
       "the program is too large for the verifier: it follows every path, and this one takes more than the "
       "kernel's 1,000,000 instructions",
       "bound loops by smaller constants, unroll less, or split the work across probes"},
      {"Too large",
       "the program needs more stack than the kernel's 512 bytes",
       "keep fewer or smaller values in scratch variables ($x) at once, or store large ones in maps"},
      {"invalid write to stack",
       "the program needs more stack than the kernel's 512 bytes",
       "keep fewer or smaller values in scratch variables ($x) at once, or store large ones in maps"},
      {"invalid access to map value",
       "this reads or writes outside the map value: the verifier cannot tell the offset is within its size",
       "check the index against the value's size first (if ($i >= 0 && $i < N) { ... })"},
      {"outside of the allowed memory range",
       "this reads or writes outside the memory it may: the verifier cannot tell the offset is within bounds",
       "check the index against the size first (if ($i >= 0 && $i < N) { ... })"},
      {"min value is negative",
       "this indexes memory by a value that may be negative",
       "check that the index is not negative first (if ($i >= 0) { ... })"},
      {"unbounded memory access",
       "this reads or writes memory at an offset the verifier cannot bound",
       "check the index against the size first (if ($i >= 0 && $i < N) { ... })"},
  }};
  // The verdict is near the end of the log: look at its last lines only.
  size_t from = log.size() > 4096 ? log.size() - 4096 : 0;
  std::string tail = log.substr(from);
  for (const Pattern &p : kPatterns)
    if (tail.find(p.text) != std::string::npos)
      return VerifierVerdict{p.reason, p.hint};
  return std::nullopt;
}

std::string unlocated_rejection_hint(const std::string &log) {
  auto verdict = explain_verifier_verdict(log);
  return verdict ? "  (" + verdict->reason + ")\nhint: " + verdict->hint : "";
}

std::optional<std::string> located_rejection(const std::string &probe, const std::string &log) {
  auto place = verifier_place(log);
  if (!place)
    return std::nullopt;
  auto verdict = explain_verifier_verdict(log);
  std::ostringstream os;
  os << place->file << ":" << place->line << ":" << place->column << ": error: the kernel's verifier rejected the "
     << "program for '" << probe << "'"
     << (verdict ? ": " + verdict->reason : std::string(": it stopped at the code of this place")) << "\n";
  std::string number = std::to_string(place->line);
  os << std::string(number.size() < 5 ? 5 - number.size() : 0, ' ') << number << " | " << place->source << "\n";
  uint32_t at = place->column > place->skip ? place->column - 1 - place->skip : 0;
  os << "      | " << std::string(at, ' ') << "^\n";
  if (verdict)
    os << "hint: " << verdict->hint << "\n";
  os << "the verifier said:\n" << summarize_verifier_log(log);
  std::string out = os.str();
  if (!out.empty() && out.back() == '\n')
    out.pop_back();
  return out;
}

} // namespace kt::runtime
