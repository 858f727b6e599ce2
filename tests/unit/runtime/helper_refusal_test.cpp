// The verifier's refusal of a builtin's helper call, explained at the call
// (runtime/helper_refusal.h), on logs shaped as Linux 6.1 writes them.
#include <gtest/gtest.h>

#include "runtime/helper_refusal.h"

namespace kt::runtime {
namespace {

const std::string kNotAllowed = "func#0 @0\n"
                                "0: R1=ctx(off=0,imm=0) R10=fp0\n"
                                "0: (79) r1 = *(u64 *)(r1 +0)\n"
                                "1: (bf) r2 = r10\n"
                                "2: (b7) r3 = 64\n"
                                "3: (85) call bpf_d_path#147\n"
                                "helper call is not allowed in probe\n"
                                "processed 4 insns (limit 1000000) max_states_per_insn 0 total_states 0\n";

const std::vector<manifest::HelperCall> kCalls = {
    {"fentry_0", "bpf_d_path", {{"not allowed", "p.kt:1:20: error: not here\n"}, {"", "p.kt:1:20: error: refused\n"}}},
    {"fentry_1", "bpf_d_path", {{"", "p.kt:2:20: error: other program\n"}}},
};

TEST(HelperRefusal, FindsTheCallTheLogEndsAt) {
  FailedCall f = failed_call(kNotAllowed);
  EXPECT_EQ(f.helper, "bpf_d_path");
  EXPECT_NE(f.verdict.find("helper call is not allowed in probe"), std::string::npos);
}

TEST(HelperRefusal, NoCallWhenTheLastInstructionIsNotOne) {
  std::string log = "0: (85) call bpf_d_path#147\n"
                    "1: (79) r0 = *(u64 *)(r1 +8)\n"
                    "R1 invalid mem access 'scalar'\n";
  EXPECT_EQ(failed_call(log).helper, "");
  EXPECT_EQ(explain_helper_refusal(log, "fentry_0", kCalls), "");
}

TEST(HelperRefusal, StateLinesAreNotInstructions) {
  std::string log = "3: (85) call bpf_get_socket_cookie#46\n"
                    "4: R0_w=scalar()\n"
                    "R1 type=scalar expected=ptr_\n";
  EXPECT_EQ(failed_call(log).helper, "bpf_get_socket_cookie");
}

TEST(HelperRefusal, TheVerdictChoosesTheExplanation) {
  EXPECT_EQ(explain_helper_refusal(kNotAllowed, "fentry_0", kCalls), "p.kt:1:20: error: not here\n");
  std::string other = "3: (85) call bpf_d_path#147\nR1 type=scalar expected=ptr_\n";
  EXPECT_EQ(explain_helper_refusal(other, "fentry_0", kCalls), "p.kt:1:20: error: refused\n");
}

TEST(HelperRefusal, OnlyTheRejectedProgramsCalls) {
  EXPECT_EQ(explain_helper_refusal(kNotAllowed, "fentry_1", kCalls), "p.kt:2:20: error: other program\n");
  EXPECT_EQ(explain_helper_refusal(kNotAllowed, "kprobe_2", kCalls), "");
  std::string log = "0: (85) call bpf_probe_write_user#36\nR1 type=fp expected=scalar\n";
  EXPECT_EQ(explain_helper_refusal(log, "fentry_0", kCalls), "");
}

} // namespace
} // namespace kt::runtime
