/* args(): copies the current function's arguments into a KT_REC_ARGS
 * record, as the runtime's spec for this attach point says (args.h): each
 * argument's register, and for pointers the bytes or string they point to,
 * within a per-argument and a per-call limit. Linked into a program only
 * when it uses args(). */
#include <linux/types.h>
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

#include "kt_helpers.h"
#include "args.h"

struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_ARGS_SPECS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, struct kt_args_spec);
} kt_args_specs SEC(".maps");

/* Argument `i` of a kprobe or uprobe: x86-64's argument registers, read
 * from struct pt_regs (di, si, dx, cx, r8, r9). */
static __always_inline __u64 kt_reg_arg(void *ctx, int i) {
  switch (i) {
  case 0: return *(__u64 *)((char *)ctx + 112);
  case 1: return *(__u64 *)((char *)ctx + 104);
  case 2: return *(__u64 *)((char *)ctx + 96);
  case 3: return *(__u64 *)((char *)ctx + 88);
  case 4: return *(__u64 *)((char *)ctx + 72);
  case 5: return *(__u64 *)((char *)ctx + 64);
  }
  return 0;
}

/* Fills `rec` (a struct kt_args_record with a per_arg-byte slot per
 * argument after it: KT_ARGS_MAX of them, or KT_ARGS_REGS unless
 * `tracing`). `tracing`: ctx is an fentry/fexit context, else pt_regs. */
KT_HELPER void kt_args_capture(void *ctx, unsigned long long cookie, void *rec, unsigned long long per_arg,
                               unsigned long long tracing) {
  struct kt_args_record *r = rec;
  __u32 index = (__u32)cookie;
  r->index = index;
  r->nargs = 0;
  r->data = 0;
  r->slot = per_arg;
  struct kt_args_spec *s = bpf_map_lookup_elem(&kt_args_specs, &index);
  if (!s)
    return;
  __u32 n = s->nargs;
  if (n > (tracing ? KT_ARGS_MAX : KT_ARGS_REGS))
    n = tracing ? KT_ARGS_MAX : KT_ARGS_REGS;
  r->nargs = n;
  char *data = (char *)(r + 1);
  __u32 used = 0; /* slots up to the last one written */
#pragma unroll
  for (int i = 0; i < KT_ARGS_MAX; i++) {
    r->raw[i] = 0;
    r->len[i] = 0;
    if (i >= n)
      continue;
    __u64 v = 0;
    if (tracing)
      bpf_get_func_arg(ctx, i, &v);
    else
      v = kt_reg_arg(ctx, i);
    r->raw[i] = v;
    __u32 kind = s->args[i].kind;
    if (kind == KT_ARG_VALUE || !v)
      continue;
    /* The runtime split the call's budget (args_max_total) among the
     * arguments already; the test against per_arg is for the verifier,
     * on a register LLVM may not reason about (the barrier), and every
     * argument has its own slot at a constant offset: older verifiers
     * (6.1) lose the bounds of offsets summed over iterations. */
    __u64 size = s->args[i].size;
    asm volatile("" : "+r"(size));
    if (size > per_arg)
      size = per_arg;
    if (!size)
      continue;
    char *dst = data + i * per_arg;
    __u32 mem = s->args[i].user;
    long got;
    if (kind == KT_ARG_STR) {
      got = mem == KT_ARG_USER ? bpf_probe_read_user_str(dst, size, (void *)v)
                               : bpf_probe_read_kernel_str(dst, size, (void *)v);
      if (got < 0 && mem == KT_ARG_EITHER)
        got = bpf_probe_read_user_str(dst, size, (void *)v);
    } else {
      got = mem == KT_ARG_USER ? bpf_probe_read_user(dst, size, (void *)v)
                               : bpf_probe_read_kernel(dst, size, (void *)v);
      if (got < 0 && mem == KT_ARG_EITHER)
        got = bpf_probe_read_user(dst, size, (void *)v);
    }
    if (got < 0) {
      r->len[i] = KT_ARG_READ_FAILED;
      continue;
    }
    r->len[i] = kind == KT_ARG_STR ? (__u32)got : (__u32)size;
    used = i + 1;
  }
  r->data = used * per_arg;
}
