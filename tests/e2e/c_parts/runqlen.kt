// In the style of the classic scheduler tools: task states from a
// tracepoint, a #define'd state in a predicate.
#include <linux/sched.h>
#define TASK_RUNNING_STATE 0
#define SAMPLES 5

tracepoint:sched:sched_switch / args.prev_state == TASK_RUNNING_STATE / {
    @preempted[args.prev_comm] = count();
    if (++@n >= SAMPLES) { exit(); }
}
