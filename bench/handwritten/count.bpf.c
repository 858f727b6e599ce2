/* @ = count(): one per-CPU slot, no atomics. */
#include "common.bpf.h"

struct {
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, 1);
    __type(key, __u32);
    __type(value, __u64);
} counts SEC(".maps");

SEC("tracepoint/syscalls/sys_enter_getppid")
int count_enter(void *ctx)
{
    if ((bpf_get_current_pid_tgid() >> 32) != target_pid)
        return 0;
    __u32 key = 0;
    __u64 *v = bpf_map_lookup_elem(&counts, &key);
    if (v)
        *v += 1;
    return 0;
}
