/* Start/end latency: enter stores the time by tid, exit adds the
 * difference to a log2 histogram (per-CPU array) and deletes the start. */
#include "common.bpf.h"

struct {
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 4096);
    __type(key, __u32);
    __type(value, __u64);
} start SEC(".maps");

struct {
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, HIST_SLOTS);
    __type(key, __u32);
    __type(value, __u64);
} lat SEC(".maps");

SEC("tracepoint/syscalls/sys_enter_getppid")
int lat_enter(void *ctx)
{
    __u64 id = bpf_get_current_pid_tgid();
    if ((id >> 32) != target_pid)
        return 0;
    __u32 tid = (__u32)id;
    __u64 ts = bpf_ktime_get_ns();
    bpf_map_update_elem(&start, &tid, &ts, BPF_ANY);
    return 0;
}

SEC("tracepoint/syscalls/sys_exit_getppid")
int lat_exit(void *ctx)
{
    __u64 id = bpf_get_current_pid_tgid();
    if ((id >> 32) != target_pid)
        return 0;
    __u32 tid = (__u32)id;
    __u64 *ts = bpf_map_lookup_elem(&start, &tid);
    if (!ts)
        return 0;
    __u32 slot = log2_bucket(bpf_ktime_get_ns() - *ts);
    __u64 *v = bpf_map_lookup_elem(&lat, &slot);
    if (v)
        *v += 1;
    bpf_map_delete_elem(&start, &tid);
    return 0;
}
