/* The capture loop of args() (args.bpf.c) and of session frames' arguments
 * (stack(args), session.bpf.c): a function's argument registers, and for
 * pointers the bytes or string they point to, as its spec says, one slot
 * of `per_arg` bytes per argument at a constant offset (older verifiers,
 * 6.1's, lose the bounds of offsets summed over iterations). */
#ifndef KT_ARGS_CAPTURE_H
#define KT_ARGS_CAPTURE_H

#include <linux/types.h>
#include <bpf/bpf_helpers.h>

#include "args.h"
#include "pt_regs.h"

/* Argument `i` of a kprobe or uprobe: x86-64's argument registers, read
 * from struct pt_regs (di, si, dx, cx, r8, r9: pt_regs.h). */
static __always_inline __u64 kt_reg_arg(void *ctx, int i) {
  switch (i) {
  case 0: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG0);
  case 1: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG1);
  case 2: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG2);
  case 3: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG3);
  case 4: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG4);
  case 5: return *(__u64 *)((char *)ctx + KT_PT_REGS_ARG5);
  }
  return 0;
}

/* Fills raw[], len[] (KT_ARGS_MAX entries each) and the slots of `data`
 * (n of them) for the first `n` arguments; returns the slots up to the
 * last one written. `tracing`: ctx is an fentry/fexit context, else
 * pt_regs. */
static __always_inline __u32 kt_args_fill(void *ctx, const struct kt_args_spec *s, __u32 n, __u64 *raw,
                                          __u32 *len, char *data, __u64 per_arg, __u64 tracing) {
  __u32 used = 0;
#pragma unroll
  for (int i = 0; i < KT_ARGS_MAX; i++) {
    raw[i] = 0;
    len[i] = 0;
    if (i >= n)
      continue;
    __u64 v = 0;
    if (tracing)
      bpf_get_func_arg(ctx, i, &v);
    else
      v = kt_reg_arg(ctx, i);
    raw[i] = v;
    __u32 kind = s->args[i].kind;
    if (kind == KT_ARG_VALUE || !v)
      continue;
    /* The runtime split the call's budget (args_max_total) among the
     * arguments already; the test against per_arg is for the verifier, on
     * a register LLVM may not reason about (the barrier). */
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
      len[i] = KT_ARG_READ_FAILED;
      continue;
    }
    len[i] = kind == KT_ARG_STR ? (__u32)got : (__u32)size;
    used = i + 1;
  }
  return used;
}

#endif
