/* @[tid] = count(): a per-CPU hash keyed by tid. */
#include "common.bpf.h"

struct {
    __uint(type, BPF_MAP_TYPE_PERCPU_HASH);
    __uint(max_entries, 4096);
    __type(key, __u32);
    __type(value, __u64);
} counts SEC(".maps");

SEC("tracepoint/syscalls/sys_enter_getppid")
int count_tid_enter(void *ctx)
{
    __u64 id = bpf_get_current_pid_tgid();
    if ((id >> 32) != target_pid)
        return 0;
    __u32 tid = (__u32)id;
    __u64 *v = bpf_map_lookup_elem(&counts, &tid);
    if (v) {
        *v += 1;
    } else {
        __u64 one = 1;
        bpf_map_update_elem(&counts, &tid, &one, BPF_NOEXIST);
    }
    return 0;
}
