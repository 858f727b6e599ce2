// In the style of the classic scheduler tools: the state a task leaves the
// CPU in, named by an enum switch over #define'd kernel values.
#include <linux/sched.h>

#define TASK_RUNNING_ 0x0000
#define TASK_INTERRUPTIBLE_ 0x0001
#define TASK_UNINTERRUPTIBLE_ 0x0002
#define SAMPLES 20

enum leaving { PREEMPTED, SLEEPING, WAITING, OTHER };

tracepoint:sched:sched_switch {
    $s = args.prev_state == TASK_RUNNING_ ? PREEMPTED
       : args.prev_state == TASK_INTERRUPTIBLE_ ? SLEEPING
       : args.prev_state == TASK_UNINTERRUPTIBLE_ ? WAITING : OTHER;
    @[(enum leaving)$s] = count();
    if (++@n >= SAMPLES) { exit(); }
}
