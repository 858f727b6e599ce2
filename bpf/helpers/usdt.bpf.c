/* USDT argument access, through libbpf's usdt.bpf.h: libbpf's attach step
 * fills its spec maps (__bpf_usdt_specs, __bpf_usdt_ip_to_spec_id) from
 * each probe's stapsdt note, and these functions read an argument as the
 * note describes it (a register, a constant, memory). Linked into a
 * program only when it uses USDT arguments or the probe name. */
#define __TARGET_ARCH_x86
#include <linux/types.h>
#include <linux/bpf.h>
#include <linux/ptrace.h>
#include <stdbool.h>
#include <bpf/usdt.bpf.h>

#include "kt_helpers.h"

/* Argument n (0-based) of the USDT probe being served, 0 if it has none. */
KT_HELPER long kt_usdt_arg(void *ctx, unsigned long n) {
  long v = 0;
  if (bpf_usdt_arg((struct pt_regs *)ctx, n, &v) != 0)
    return 0;
  return v;
}

/* The cookie kt gave this attachment (the probe name's index). */
KT_HELPER long kt_usdt_cookie(void *ctx) { return bpf_usdt_cookie((struct pt_regs *)ctx); }

/* libbpf refuses to attach USDT probes unless the object has its maps;
 * a program that reads no arguments references this to keep them. */
KT_HELPER long kt_usdt_keep_maps(void *ctx) { return bpf_usdt_arg_cnt((struct pt_regs *)ctx); }
