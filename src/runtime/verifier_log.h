// Reading a verifier rejection back to the kt program: the place of the
// instruction the verifier stopped at, and its verdict in plain words.
//
// Codegen's debug info makes each BTF line-info record's text
// "FILE:LINE:COL:SKIP: SOURCE LINE" (codegen/lower.h, ModuleBuilder::debug_loc),
// and the verifier's log quotes that text before the instructions of each
// new place ("; TEXT @ kt.bpf.c:N"), so the last such line before the
// verdict names the kt place the verifier stopped at.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace kt::runtime {

struct VerifierPlace {
  std::string file;   // as diagnostics name it: "<cmdline>", "probe.kt"
  uint32_t line = 0;  // 1-based
  uint32_t column = 0;
  uint32_t skip = 0;  // bytes of a long line left out before `source`
  std::string source; // the source line's text (a window of a long one)
};

// The kt place of the last line-info line of `log`; nullopt when it has none.
std::optional<VerifierPlace> verifier_place(const std::string &log);

// A known verdict in plain words, with what to change.
struct VerifierVerdict {
  std::string reason; // "the loop may not end: ..."
  std::string hint;
};
std::optional<VerifierVerdict> explain_verifier_verdict(const std::string &log);

// For a rejection with no place: the verdict in plain words and a "hint:"
// line, or "" for a verdict kt does not know.
std::string unlocated_rejection_hint(const std::string &log);

// The rejection of the program for `probe` as a located diagnostic
// ("FILE:LINE:COL: error: ...", the source line and a caret, a hint, then
// the verifier's own last lines), or nullopt when the log names no place.
std::optional<std::string> located_rejection(const std::string &probe, const std::string &log);

} // namespace kt::runtime
