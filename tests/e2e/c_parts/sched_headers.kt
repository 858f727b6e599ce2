// In the style of the classic scheduler tools, on a machine with the
// kernel's headers installed: the kernel's own <linux/sched.h> (not the
// C library's UAPI one) gives the task flags and states, which a
// predicate and a body use.
#include <linux/sched.h>

BEGIN
{
    printf("TASK_COMM_LEN %d PF_KTHREAD 0x%x TASK_INTERRUPTIBLE %d\n", TASK_COMM_LEN, PF_KTHREAD, TASK_INTERRUPTIBLE);
}

tracepoint:sched:sched_process_exit / pid == cpid && (curtask->flags & PF_KTHREAD) == 0 /
{
    printf("user task %s exits, kthread %d\n", comm, (curtask->flags & PF_KTHREAD) != 0);
}
