/* args(): copies the current function's arguments into a KT_REC_ARGS
 * record, as the runtime's spec for this attach point says (args.h;
 * the loop is args_capture.h's). Linked into a program only when it uses
 * args(). */
#include <linux/types.h>
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

#include "kt_helpers.h"
#include "args_capture.h"

struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_ARGS_SPECS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, struct kt_args_spec);
} kt_args_specs SEC(".maps");

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
  __u32 max = tracing ? KT_ARGS_MAX : KT_ARGS_REGS;
  __u32 n = s->nargs < max ? s->nargs : max;
  r->nargs = n;
  __u32 used = kt_args_fill(ctx, s, n, r->raw, r->len, (char *)(r + 1), per_arg, tracing);
  r->data = used * per_arg;
}
