// bpf/abi/pt_regs.h against the kernel's own struct pt_regs (the x86-64
// uapi one, whose fields carry the r/e prefixes kt's names drop), and
// reg()'s name lookup on top of it.
#include "util/pt_regs.h"

#include <asm/ptrace.h>
#include <cstddef>

#include <gtest/gtest.h>

namespace kt::util {
namespace {

struct UapiField {
  std::string_view name; // reg()'s name, the kernel's internal one
  size_t offset;         // where <asm/ptrace.h> has it
};

const UapiField kUapi[] = {
    {"r15", offsetof(pt_regs, r15)},      {"r14", offsetof(pt_regs, r14)},
    {"r13", offsetof(pt_regs, r13)},      {"r12", offsetof(pt_regs, r12)},
    {"bp", offsetof(pt_regs, rbp)},       {"bx", offsetof(pt_regs, rbx)},
    {"r11", offsetof(pt_regs, r11)},      {"r10", offsetof(pt_regs, r10)},
    {"r9", offsetof(pt_regs, r9)},        {"r8", offsetof(pt_regs, r8)},
    {"ax", offsetof(pt_regs, rax)},       {"cx", offsetof(pt_regs, rcx)},
    {"dx", offsetof(pt_regs, rdx)},       {"si", offsetof(pt_regs, rsi)},
    {"di", offsetof(pt_regs, rdi)},       {"orig_ax", offsetof(pt_regs, orig_rax)},
    {"ip", offsetof(pt_regs, rip)},       {"cs", offsetof(pt_regs, cs)},
    {"flags", offsetof(pt_regs, eflags)}, {"sp", offsetof(pt_regs, rsp)},
    {"ss", offsetof(pt_regs, ss)},
};

TEST(PtRegs, EveryRegisterIsWhereTheKernelSavesIt) {
  ASSERT_EQ(pt_reg_names().size(), std::size(kUapi));
  for (const UapiField &f : kUapi) {
    SCOPED_TRACE(f.name);
    EXPECT_EQ(pt_reg_offset(f.name), f.offset);
  }
  EXPECT_EQ(KT_PT_REGS_SIZE, sizeof(pt_regs));
}

TEST(PtRegs, ArgumentRegistersFollowTheCallingConvention) {
  const uint32_t args[] = {KT_PT_REGS_ARG0, KT_PT_REGS_ARG1, KT_PT_REGS_ARG2,
                           KT_PT_REGS_ARG3, KT_PT_REGS_ARG4, KT_PT_REGS_ARG5};
  const char *names[] = {"di", "si", "dx", "cx", "r8", "r9"};
  for (size_t i = 0; i < std::size(args); i++)
    EXPECT_EQ(pt_reg_offset(names[i]), args[i]) << names[i];
}

TEST(PtRegs, UnknownNamesAreNotRegisters) {
  EXPECT_EQ(pt_reg_offset("rax"), std::nullopt); // the uapi spelling is not reg()'s
  EXPECT_EQ(pt_reg_offset(""), std::nullopt);
}

} // namespace
} // namespace kt::util
