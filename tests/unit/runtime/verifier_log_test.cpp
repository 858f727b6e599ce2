// The verifier's verdict, shortened for an error message.
#include <gtest/gtest.h>

#include "runtime/object.h"
#include "runtime/verifier_log.h"

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
                                         "  (2 more lines; run with -v or -d verifier to see them all)\n");
}

TEST(VerifierLog, ShortLogsAreQuotedWhole) {
  EXPECT_EQ(summarize_verifier_log("R1 invalid mem access 'scalar'\n"), "  R1 invalid mem access 'scalar'\n");
}

TEST(VerifierLog, KeepCountIsHonoured) {
  std::string log = "1: a\n2: b\n3: c\nR2 type=scalar expected=fp\n";
  EXPECT_EQ(summarize_verifier_log(log, 1), "  R2 type=scalar expected=fp\n"
                                            "  (3 more lines; run with -v or -d verifier to see them all)\n");
}


// Logs as the kernel writes them for programs kt compiled: each new
// place's line-info text is "FILE:LINE:COL:SKIP: SOURCE" (ModuleBuilder::debug_loc).
const char *kLoopLog = "func#0 @0\n"
                       "; <cmdline>:1:1:0: BEGIN { while (@j < 5) { @j++; } exit(); } @ kt.bpf.c:1\n"
                       "0: (b7) r6 = 0\n"
                       "; <cmdline>:1:16:0: BEGIN { while (@j < 5) { @j++; } exit(); } @ kt.bpf.c:4\n"
                       "27: (55) if r0 != 0x0 goto pc+10\n"
                       "The sequence of 8193 jumps is too complex.\n"
                       "processed 122891 insns (limit 1000000) max_states_per_insn 4 total_states 1233\n";

TEST(VerifierPlace, IsTheLastLineInfoOfTheLog) {
  auto p = verifier_place(kLoopLog);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->file, "<cmdline>");
  EXPECT_EQ(p->line, 1u);
  EXPECT_EQ(p->column, 16u);
  EXPECT_EQ(p->source, "BEGIN { while (@j < 5) { @j++; } exit(); }");
}

TEST(VerifierPlace, FileNamesWithDirectoriesAndLinesPastTheFirst) {
  auto p = verifier_place("; /tmp/a b/probe.kt:12:45:40:     @x[$i] = 1; @ kt.bpf.c:9\n3: (61) r1 = *(u32 *)(r0 +8)\n");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->file, "/tmp/a b/probe.kt");
  EXPECT_EQ(p->line, 12u);
  EXPECT_EQ(p->column, 45u);
  EXPECT_EQ(p->skip, 40u);
  EXPECT_EQ(p->source, "    @x[$i] = 1;");
}

TEST(VerifierPlace, NoneWithoutLineInfo) {
  EXPECT_FALSE(verifier_place("0: (05) goto pc-1\ninfinite loop detected at insn 0\n"));
  EXPECT_FALSE(verifier_place(";  @ kt.bpf.c:0\n0: (05) goto pc-1\n"));
}

TEST(VerifierVerdict, KnownPatternsSayWhatToChange) {
  struct Case {
    const char *log;
    const char *reason_has;
  } cases[] = {
      {"infinite loop detected at insn 3\n", "may never end"},
      {"The sequence of 8193 jumps is too complex.\n", "too complex"},
      {"BPF program is too large. Processed 1000001 insn\n", "too large"},
      {"combined stack size of 2 calls is 576. Too large\n", "stack"},
      {"invalid write to stack R10 off=-520 size=8\n", "stack"},
      {"invalid access to map value, value_size=8 off=8 size=1\nR0 min value is outside of the allowed memory "
       "range\n",
       "outside the map value"},
  };
  for (const Case &c : cases) {
    auto v = explain_verifier_verdict(c.log);
    ASSERT_TRUE(v) << c.log;
    EXPECT_NE(v->reason.find(c.reason_has), std::string::npos) << v->reason;
    EXPECT_FALSE(v->hint.empty());
  }
  EXPECT_FALSE(explain_verifier_verdict("R1 type=scalar expected=fp\n"));
}

TEST(VerifierRejection, IsALocatedDiagnostic) {
  auto text = located_rejection("BEGIN", kLoopLog);
  ASSERT_TRUE(text);
  EXPECT_EQ(text->substr(0, text->find('\n')),
            "<cmdline>:1:16: error: the kernel's verifier rejected the program for 'BEGIN': this loop is too "
            "complex for the verifier: it follows every pass of a loop whose end it cannot see, and gave up");
  EXPECT_NE(text->find("    1 | BEGIN { while (@j < 5) { @j++; } exit(); }\n"
                       "      |                ^\n"
                       "hint: bound the loop"),
            std::string::npos)
      << *text;
  EXPECT_NE(text->find("  The sequence of 8193 jumps is too complex.\n"), std::string::npos);
  EXPECT_FALSE(located_rejection("BEGIN", "R1 invalid mem access 'scalar'\n"));
}

} // namespace
} // namespace kt::runtime
