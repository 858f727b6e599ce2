/* printf("%d %d\n", pid, tid): an 8-byte record on a ring buffer (the
 * loader formats it), lost records counted per CPU. No wakeup per record
 * (BPF_RB_NO_WAKEUP): the loader drains the ring every 10 ms instead, so
 * a record costs its copy, not an irq_work to wake the reader (which is
 * what flags 0 pays whenever the reader has caught up). Built with
 * -DRB_FLAGS=0 (and read with `loader --poll`) it is the libbpf default,
 * which the bench measures too. */
#include "common.bpf.h"

#ifndef RB_FLAGS
#define RB_FLAGS BPF_RB_NO_WAKEUP
#endif

struct {
    __uint(type, BPF_MAP_TYPE_RINGBUF);
    __uint(max_entries, 4 << 20);
} events SEC(".maps");

struct {
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, 1);
    __type(key, __u32);
    __type(value, __u64);
} lost SEC(".maps");

struct event {
    __u32 pid;
    __u32 tid;
};

SEC("tracepoint/syscalls/sys_enter_getppid")
int printf_enter(void *ctx)
{
    __u64 id = bpf_get_current_pid_tgid();
    if ((id >> 32) != target_pid)
        return 0;
    struct event e = { .pid = id >> 32, .tid = (__u32)id };
    if (bpf_ringbuf_output(&events, &e, sizeof(e), RB_FLAGS)) {
        __u32 key = 0;
        __u64 *v = bpf_map_lookup_elem(&lost, &key);
        if (v)
            *v += 1;
    }
    return 0;
}
