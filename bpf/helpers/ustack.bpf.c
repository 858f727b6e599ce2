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

/* A per-CPU sequence: with the CPU it makes each sample's id, unique in a
 * run without an atomic operation. */
struct {
  __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, __u64);
} kt_ustack_seq SEC(".maps");

#define KT_PAGE 4096

static __always_inline __u64 reg(void *ctx, __u32 offset) { return *(__u64 *)((char *)ctx + offset); }

/* Fills `rec` (a struct kt_ustack_sample followed by `bytes` +
 * KT_USTACK_SLACK bytes) from the pt_regs at `ctx`; returns the record's
 * size (header and copied stack). The stack is copied in one read, or,
 * when its top is nearer than `bytes` (a fault past the stack's mapping
 * fails the whole read), page by page up to the first that faults. */
KT_HELPER unsigned long long kt_ustack_sample(void *ctx, void *rec, unsigned long long bytes,
                                              unsigned long long pid) {
  struct kt_ustack_sample *s = rec;
  __u32 zero = 0;
  __u64 *seq = bpf_map_lookup_elem(&kt_ustack_seq, &zero);
  __u64 n = seq ? ++*seq : 0;
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
  unsigned char *buf = (unsigned char *)(s + 1);
  __u64 sp = s->regs[KT_USTACK_SP];
  __u64 got = 0;
  if (bpf_probe_read_user(buf, bytes, (void *)sp) == 0) {
    got = bytes;
  } else {
    for (int i = 0; i < KT_USTACK_MAX_BYTES / KT_PAGE + 1; i++) {
      __u64 len = KT_PAGE - ((sp + got) & (KT_PAGE - 1));
      if (got >= bytes || got > KT_USTACK_MAX_BYTES || len > KT_PAGE)
        break;
      unsigned char *dst = buf + got;
      KT_OPAQUE(dst);
      if (bpf_probe_read_user(dst, len, (void *)(sp + got)) != 0)
        break;
      got += len;
    }
    if (got > bytes)
      got = bytes;
  }
  s->size = got;
  return sizeof(*s) + got;
}
