/* Shared by the hand-written per-event programs (bench/sections/40-per-event.sh):
 * the pid filter, the tracepoint contexts and a log2 bucket, written as a
 * careful engineer would write them by hand. */
#ifndef BENCH_COMMON_BPF_H
#define BENCH_COMMON_BPF_H
#include <linux/types.h>
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

/* Set by the loader before load (a read-only global, as libbpf tools do). */
const volatile __u32 target_pid = 0;

/* tracefs: events/syscalls/sys_{enter,exit}_getppid/format */
struct sys_enter_ctx {
    __u64 common;
    __s32 syscall_nr;
};
struct sys_exit_ctx {
    __u64 common;
    __s32 syscall_nr;
    __s64 ret;
};

#define HIST_SLOTS 66

/* bpftrace's hist buckets: 0 for negative values, 1 for 0, 2 + log2(v). */
static __always_inline __u32 log2_bucket(__s64 v)
{
    if (v < 0)
        return 0;
    if (v == 0)
        return 1;
    __u64 x = v;
    __u32 r, s;
    r = (x > 0xFFFFFFFFULL) << 5; x >>= r;
    s = (x > 0xFFFF) << 4; x >>= s; r |= s;
    s = (x > 0xFF) << 3; x >>= s; r |= s;
    s = (x > 0xF) << 2; x >>= s; r |= s;
    s = (x > 0x3) << 1; x >>= s; r |= s;
    r |= (x >> 1);
    return r + 2;
}

char LICENSE[] SEC("license") = "GPL";
#endif
