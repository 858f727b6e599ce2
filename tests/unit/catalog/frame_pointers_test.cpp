// Whether a binary keeps frame pointers: the prologue test on bytes, and
// the sampling on the trace targets built with and without them.
#include <gtest/gtest.h>

#include "catalog/frame_pointers.h"
#include "catalog/libraries.h"

namespace kt::catalog {
namespace {

struct Prologue {
  std::vector<uint8_t> bytes;
  bool frame_pointer;
};

TEST(FramePointers, TellsAPrologueThatSetsUpRbp) {
  const Prologue cases[] = {
      {{0x55, 0x48, 0x89, 0xe5, 0x48, 0x83, 0xec, 0x10}, true},                        // push %rbp; mov %rsp,%rbp
      {{0xf3, 0x0f, 0x1e, 0xfa, 0x55, 0x48, 0x89, 0xe5}, true},                        // endbr64 first
      {{0x55, 0x53, 0x48, 0x83, 0xec, 0x08, 0x00, 0x00}, false},                       // push %rbp as a register
      {{0x48, 0x83, 0xec, 0x08, 0xe8, 0x00, 0x00, 0x00}, false},                       // sub $8,%rsp
      {{0xf3, 0x0f, 0x1e, 0xfa, 0x41, 0x54, 0x55, 0x53}, false},                       // endbr64; push %r12
      {{0x55, 0x48}, false},                                                           // too short
  };
  for (const Prologue &c : cases)
    EXPECT_EQ(sets_up_frame_pointer(c.bytes.data(), c.bytes.size()), c.frame_pointer);
}

TEST(FramePointers, SamplesTheTraceTargets) {
  auto with = keeps_frame_pointers(std::string(KT_TESTPROGS_DIR) + "/dwarf_stack");
  ASSERT_TRUE(with) << with.error().message;
  EXPECT_TRUE(*with);
  auto without = keeps_frame_pointers(std::string(KT_TESTPROGS_DIR) + "/dwarf_stack_nofp");
  ASSERT_TRUE(without) << without.error().message;
  EXPECT_FALSE(*without);
}

TEST(FramePointers, GlibcKeepsNone) {
  auto libc = resolve_binary("libc");
  if (!libc)
    GTEST_SKIP() << "no libc found: " << libc.error().message;
  auto keeps = keeps_frame_pointers(*libc);
  ASSERT_TRUE(keeps) << keeps.error().message;
  EXPECT_FALSE(*keeps);
}

TEST(FramePointers, AMissingFileIsAnError) { EXPECT_FALSE(keeps_frame_pointers("/nonexistent/kt-binary")); }

} // namespace
} // namespace kt::catalog
