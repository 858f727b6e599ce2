// The pipeline fuzzer's oracle: what one `kt --dry-run -e PROGRAM` run
// may end in, judged from its exit status and its stderr.
//
// Accepted outcomes:
//   loaded     exit 0 and "kt: N programs loaded and verified"
//   verifier   exit 1 and "kt: the kernel's verifier rejected the program
//              for 'PROBE':" with the log's lines indented below it
//   front end  exit 65 with at least one located kt diagnostic
//              (`<cmdline>:LINE:COL: error: ...`)
//   unavailable exit 69 with a `kt: ...` message (a feature this machine
//              lacks)
// Every stderr line must be one of kt's forms: a located diagnostic
// (`FILE:LINE:COL: error|warning|note: `), its source excerpt
// (`  3 | ...`, `    | ^~~`), `hint: ...`, or a `kt: ...` message, and no
// line may carry text from LLVM, libbpf or a sanitizer ("LLVM ERROR",
// "libbpf:", "error: kt.bpf.c", an IR signature, "runtime error:",
// "AddressSanitizer", ...). Anything else is a finding: a crash (a
// signal), a hang, an internal error (exit 70), another exit status, or
// a stray line.
#pragma once

#include <string>

namespace kt::fuzz {

struct RunResult {
  int exit_code = -1; // when the child exited
  int signal = 0;     // when a signal ended it
  bool timed_out = false;
  std::string err; // stderr and stdout, interleaved as written
};

enum class Outcome { Loaded, VerifierRejected, FrontEndRejected, Unavailable, Finding };

struct Verdict {
  Outcome outcome;
  // For a finding: what is wrong, with the offending line; `signature`
  // is the same with numbers and quoted names blanked, so that one bug
  // is one finding however many programs show it.
  std::string reason;
  std::string signature;
};

Verdict judge(const RunResult &r);

const char *outcome_name(Outcome o);

} // namespace kt::fuzz
