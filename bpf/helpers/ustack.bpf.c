/* dw_ustack: a KT_REC_USTACK_SAMPLE record (ustack.h) of the registers
 * and the user stack a uprobe or USDT probe interrupted, for the runtime
 * to unwind with DWARF CFI. Linked into a program only when it unwinds a
 * user stack with DWARF. */
#include <linux/types.h>
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

#include "kt_helpers.h"
#include "pt_regs.h"
#include "ustack.h"

/* Per thread, the first address above its stack that faulted: the
 * stack's mapping ends there, and later copies stop before it instead of
 * faulting again (a fault costs several times the copy: in the benchmark
 * a copy of 8 KiB from a stack 5 KiB deep cost 15 us with the fault, 2 us
 * without). A thread id reused with another stack at worst copies less
 * (or faults once more). */
struct {
  __uint(type, BPF_MAP_TYPE_LRU_HASH);
  __uint(max_entries, 4096);
  __type(key, __u32);
  __type(value, __u64);
} kt_ustack_tops SEC(".maps");

/* The record is built here, per CPU, rather than in the program's scratch
 * memory: every DWARF stack of every program shares it (each is sent as
 * soon as it is built), where a slot per stack in the scratch map, whose
 * value the kernel limits to 32 KiB, would make two of 16 KiB too many. */
struct kt_ustack_buffer {
  __u64 seq; /* with the CPU, each sample's id: unique in a run without an atomic operation */
  struct kt_ustack_sample sample;
  unsigned char stack[KT_USTACK_MAX_BYTES + KT_USTACK_SLACK];
};
struct {
  __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, struct kt_ustack_buffer);
} kt_ustack_buffers SEC(".maps");

#define KT_PAGE 4096

static __always_inline __u64 reg(void *ctx, __u32 offset) { return *(__u64 *)((char *)ctx + offset); }

/* The KT_REC_USTACK_SAMPLE record of the pt_regs at `ctx` and `bytes` of
 * their stack (its size: sizeof(struct kt_ustack_sample) + its `size`),
 * or NULL when there is no buffer. The stack is copied page by page, up to
 * `bytes`, the thread's known stack end (kt_ustack_tops) or the first page
 * that faults: a read that crosses the end of the stack's mapping fails
 * whole, and the top of a shallow stack (the main thread's, below its
 * environment) is often nearer than 8 KiB. */
KT_HELPER void *kt_ustack_sample(void *ctx, unsigned long long bytes, unsigned long long pid) {
  __u32 zero = 0;
  struct kt_ustack_buffer *b = bpf_map_lookup_elem(&kt_ustack_buffers, &zero);
  if (!b)
    return 0;
  struct kt_ustack_sample *s = &b->sample;
  __u64 n = ++b->seq;
  s->header.kind = KT_REC_USTACK_SAMPLE;
  s->header.id = 0;
  s->id = n << 16 | (bpf_get_smp_processor_id() & 0xffff);
  s->pid = pid;
  s->regs[KT_USTACK_IP] = reg(ctx, KT_PT_REGS_IP);
  s->regs[KT_USTACK_SP] = reg(ctx, KT_PT_REGS_SP);
  s->regs[KT_USTACK_BP] = reg(ctx, KT_PT_REGS_BP);
  s->regs[KT_USTACK_BX] = reg(ctx, KT_PT_REGS_BX);
  s->regs[KT_USTACK_R12] = reg(ctx, KT_PT_REGS_R12);
  s->regs[KT_USTACK_R13] = reg(ctx, KT_PT_REGS_R13);
  s->regs[KT_USTACK_R14] = reg(ctx, KT_PT_REGS_R14);
  s->regs[KT_USTACK_R15] = reg(ctx, KT_PT_REGS_R15);
  if (bytes > KT_USTACK_MAX_BYTES)
    bytes = KT_USTACK_MAX_BYTES;
  unsigned char *buf = b->stack;
  __u64 sp = s->regs[KT_USTACK_SP];
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  __u64 *top = bpf_map_lookup_elem(&kt_ustack_tops, &tid);
  if (top && *top > sp && *top - sp < bytes)
    bytes = *top - sp;
  __u64 got = 0;
  for (int i = 0; i < KT_USTACK_MAX_BYTES / KT_PAGE + 1; i++) {
    __u64 len = KT_PAGE - ((sp + got) & (KT_PAGE - 1));
    if (got >= bytes || got > KT_USTACK_MAX_BYTES || len > KT_PAGE)
      break;
    unsigned char *dst = buf + got;
    KT_OPAQUE(dst);
    if (bpf_probe_read_user(dst, len, (void *)(sp + got)) != 0) {
      __u64 end = sp + got;
      bpf_map_update_elem(&kt_ustack_tops, &tid, &end, BPF_ANY);
      break;
    }
    got += len;
  }
  if (got > bytes)
    got = bytes;
  s->size = got;
  return s;
}
