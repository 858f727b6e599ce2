/* x86-64's struct pt_regs, the context of kprobes, uprobes and USDT probes
 * (and what raw_syscalls' sys_enter/sys_exit get a pointer to): where each
 * register is saved. The one table of these offsets: the BPF helpers read
 * arguments through it, codegen reads args, retval, ip and sp, and
 * reg("...") looks names up in KT_PT_REGS_EACH.
 *
 * The layout is user-space ABI (arch/x86/include/uapi/asm/ptrace.h): it
 * does not change. tests/unit/util/pt_regs_test.cpp checks every offset
 * against that header's struct pt_regs. Plain C: included by BPF C and by
 * C++. */
#ifndef KT_ABI_PT_REGS_H
#define KT_ABI_PT_REGS_H

#define KT_PT_REGS_R15 0
#define KT_PT_REGS_R14 8
#define KT_PT_REGS_R13 16
#define KT_PT_REGS_R12 24
#define KT_PT_REGS_BP 32
#define KT_PT_REGS_BX 40
#define KT_PT_REGS_R11 48
#define KT_PT_REGS_R10 56
#define KT_PT_REGS_R9 64
#define KT_PT_REGS_R8 72
#define KT_PT_REGS_AX 80
#define KT_PT_REGS_CX 88
#define KT_PT_REGS_DX 96
#define KT_PT_REGS_SI 104
#define KT_PT_REGS_DI 112
#define KT_PT_REGS_ORIG_AX 120 /* the syscall number at syscall entry */
#define KT_PT_REGS_IP 128
#define KT_PT_REGS_CS 136
#define KT_PT_REGS_FLAGS 144
#define KT_PT_REGS_SP 152
#define KT_PT_REGS_SS 160
#define KT_PT_REGS_SIZE 168

/* The registers that pass arguments 1 to 6 (the SysV ABI, and the kernel's
 * own calls): di, si, dx, cx, r8, r9. A function's result is in ax. */
#define KT_PT_REGS_ARG0 KT_PT_REGS_DI
#define KT_PT_REGS_ARG1 KT_PT_REGS_SI
#define KT_PT_REGS_ARG2 KT_PT_REGS_DX
#define KT_PT_REGS_ARG3 KT_PT_REGS_CX
#define KT_PT_REGS_ARG4 KT_PT_REGS_R8
#define KT_PT_REGS_ARG5 KT_PT_REGS_R9

/* Every register by its name in struct pt_regs (bpftrace's names for
 * reg()), in the struct's order: X(name, offset) once per register. */
#define KT_PT_REGS_EACH(X)                                                                                   \
  X(r15, KT_PT_REGS_R15)                                                                                     \
  X(r14, KT_PT_REGS_R14)                                                                                     \
  X(r13, KT_PT_REGS_R13)                                                                                     \
  X(r12, KT_PT_REGS_R12)                                                                                     \
  X(bp, KT_PT_REGS_BP)                                                                                       \
  X(bx, KT_PT_REGS_BX)                                                                                       \
  X(r11, KT_PT_REGS_R11)                                                                                     \
  X(r10, KT_PT_REGS_R10)                                                                                     \
  X(r9, KT_PT_REGS_R9)                                                                                       \
  X(r8, KT_PT_REGS_R8)                                                                                       \
  X(ax, KT_PT_REGS_AX)                                                                                       \
  X(cx, KT_PT_REGS_CX)                                                                                       \
  X(dx, KT_PT_REGS_DX)                                                                                       \
  X(si, KT_PT_REGS_SI)                                                                                       \
  X(di, KT_PT_REGS_DI)                                                                                       \
  X(orig_ax, KT_PT_REGS_ORIG_AX)                                                                             \
  X(ip, KT_PT_REGS_IP)                                                                                       \
  X(cs, KT_PT_REGS_CS)                                                                                       \
  X(flags, KT_PT_REGS_FLAGS)                                                                                 \
  X(sp, KT_PT_REGS_SP)                                                                                       \
  X(ss, KT_PT_REGS_SS)

#endif
