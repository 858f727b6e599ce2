/* dw_ustack (and ustack where kt unwinds with DWARF): what a probe copies
 * for the runtime to unwind the user stack with the binaries' call-frame
 * information (.eh_frame, .debug_frame), as `perf record --call-graph
 * dwarf` does. A KT_REC_USTACK_SAMPLE record carries the registers x86-64
 * CFI needs to start from and the bytes of the user stack from sp up; the
 * value of the expression is {id, pid}, 16 bytes like a frame-pointer
 * ustack's {stack id, pid}, and names the sample, which the probe sends
 * before the record that prints the value (the ring buffer keeps a CPU's
 * records in order).
 *
 * Cost per event: bpf_probe_read_user of ustack_bytes, page by page (a
 * fault where the stack's top is nearer than that), and a record of that
 * size on the ring buffer (whose default size is then 8 MiB, about 1,000
 * samples of 8 KiB between two of kt's 10 ms drains: records.h); the
 * runtime then unwinds each with libdw. Plain C: included by BPF C and by
 * C++. */
#ifndef KT_ABI_USTACK_H
#define KT_ABI_USTACK_H

#include "records.h"

/* The registers copied, in this order (pt_regs.h's offsets): the
 * instruction and stack pointers, and the callee-saved registers CFI
 * rules restore (rbp, rbx, r12-r15). */
enum kt_ustack_reg {
  KT_USTACK_IP,
  KT_USTACK_SP,
  KT_USTACK_BP,
  KT_USTACK_BX,
  KT_USTACK_R12,
  KT_USTACK_R13,
  KT_USTACK_R14,
  KT_USTACK_R15,
  KT_USTACK_REGS,
};

/* config ustack_bytes: the stack bytes copied per event. 8 KiB is perf's
 * default; 16 KiB is the most, because the record is built in a per-CPU
 * array's value (bpf/helpers/ustack.bpf.c), which the kernel limits to
 * 32 KiB (PCPU_MIN_UNIT_SIZE). */
#define KT_USTACK_DEFAULT_BYTES 8192
#define KT_USTACK_MAX_BYTES 16384
/* The record is built in a per-CPU buffer this much larger than its most
 * bytes: the copy goes page by page, and the verifier bounds each page's
 * copy by the buffer alone. */
#define KT_USTACK_SLACK 4096

struct kt_ustack_sample {
  struct kt_record_header header; /* KT_REC_USTACK_SAMPLE, id unused */
  kt_u64 id;                      /* (per-CPU sequence << 16) | CPU */
  kt_u64 pid;
  kt_u64 regs[KT_USTACK_REGS];
  kt_u64 size; /* stack bytes that follow, copied from regs[KT_USTACK_SP] */
};

#ifdef __cplusplus
static_assert(sizeof(struct kt_ustack_sample) == 96, "ustack sample header is 96 bytes");
#else
_Static_assert(sizeof(struct kt_ustack_sample) == 96, "ustack sample header is 96 bytes");
#endif

#endif
