/* The pid filter alone, no map: the floor under every per-event figure
 * (program dispatch, the run-time statistics' clock reads, the filter). */
#include "common.bpf.h"

SEC("tracepoint/syscalls/sys_enter_getppid")
int filter_enter(void *ctx)
{
    if ((bpf_get_current_pid_tgid() >> 32) != target_pid)
        return 0;
    return 1;
}
