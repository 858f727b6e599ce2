/* @h = hist(args.ret) on sys_exit_getppid: a per-CPU array of log2 slots. */
#include "common.bpf.h"

struct {
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, HIST_SLOTS);
    __type(key, __u32);
    __type(value, __u64);
} hist SEC(".maps");

SEC("tracepoint/syscalls/sys_exit_getppid")
int hist_exit(struct sys_exit_ctx *ctx)
{
    if ((bpf_get_current_pid_tgid() >> 32) != target_pid)
        return 0;
    __u32 slot = log2_bucket(ctx->ret);
    __u64 *v = bpf_map_lookup_elem(&hist, &slot);
    if (v)
        *v += 1;
    return 0;
}
