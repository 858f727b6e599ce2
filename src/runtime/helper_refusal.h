// The verifier's refusal of a builtin's helper call, in the script's
// terms: when a program is rejected at a call of a helper codegen listed
// (manifest::HelperCall: path()'s bpf_d_path in a function the kernel does
// not allow it in, override() on a kernel without
// CONFIG_BPF_KPROBE_OVERRIDE, ...), the diagnostic codegen rendered at the
// builtin's call, chosen by the verifier's verdict.
#pragma once

#include <string>
#include <vector>

#include "manifest/manifest.h"

namespace kt::runtime {

// The helper a verifier log's last instruction calls ("bpf_d_path" of
// "12: (85) call bpf_d_path#147"), and the lines after it (the verdict);
// an empty helper when the last instruction is not a helper call.
struct FailedCall {
  std::string helper;
  std::string verdict;
};
FailedCall failed_call(const std::string &log);

// The located diagnostic for `program`'s rejection with `log`, or "" when
// it failed elsewhere than at a listed call.
std::string explain_helper_refusal(const std::string &log, const std::string &program,
                                   const std::vector<manifest::HelperCall> &calls);

} // namespace kt::runtime
