// The verifier's verdict, shortened for an error message.
#include <gtest/gtest.h>

#include "runtime/object.h"

namespace kt::runtime {
namespace {

TEST(VerifierLog, KeepsTheVerdictNotTheBookkeeping) {
  std::string log = "func#0 @0\n"
                    "0: R1=ctx() R10=fp0\n"
                    "0: (05) goto pc-1\n"
                    "infinite loop detected at insn 0\n"
                    "cur state: R1=ctx() R10=fp0\n"
                    "old state: R1=ctx() R10=fp0\n"
                    "processed 9 insns (limit 1000000) max_states_per_insn 0 total_states 1\n";
  EXPECT_EQ(summarize_verifier_log(log), "  0: (05) goto pc-1\n"
                                         "  infinite loop detected at insn 0\n"
                                         "  (2 more lines; run with -d verifier to see them all)\n");
}

TEST(VerifierLog, ShortLogsAreQuotedWhole) {
  EXPECT_EQ(summarize_verifier_log("R1 invalid mem access 'scalar'\n"), "  R1 invalid mem access 'scalar'\n");
}

TEST(VerifierLog, KeepCountIsHonoured) {
  std::string log = "1: a\n2: b\n3: c\nR2 type=scalar expected=fp\n";
  EXPECT_EQ(summarize_verifier_log(log, 1), "  R2 type=scalar expected=fp\n"
                                            "  (3 more lines; run with -d verifier to see them all)\n");
}

} // namespace
} // namespace kt::runtime
