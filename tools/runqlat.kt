#!/usr/bin/env kt
// run queue latency histogram: how long runnable threads wait for a CPU
//
// Times each thread from the moment it becomes runnable (woken up, newly
// created, or preempted while still runnable) to the moment it runs on a
// CPU, and prints a histogram of the waits in microseconds (milliseconds
// with --ms) when kt ends, for all threads together or one per process
// name with --comms, and the number of waits seen. Long waits mean CPU
// saturation, or a thread kept off its CPU by priorities or affinity.
//
// It uses the sched_wakeup, sched_wakeup_new and sched_switch raw
// tracepoints through BTF (tp_btf), which give the task_struct, so that
// --pid filters a process (all its threads) rather than one thread.
//
// Examples:
//   kt runqlat                          every thread, until Ctrl-C
//   kt runqlat -- --pid=1234 --ms       process 1234, in milliseconds
//   kt runqlat -- --comms --duration=5  one histogram per process name, 5 s
//
// Output:
//   @usecs:
//   [1]                    1 |                                                    |
//   [2, 4)                 1 |                                                    |
//   [4, 8)                 0 |                                                    |
//   [8, 16)               54 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//   [16, 32)              29 |@@@@@@@@@@@@@@@@@@@@@@@@@@@                         |
//   [32, 64)               1 |                                                    |
//
//   98 waits
//
// See also: profile, syslat

config { print_maps_on_exit = 0 }

macro wanted(t) {
    (getopt("pid", 0, "time only this process's threads (0: every process)") == 0 ||
     t->tgid == getopt("pid", 0))
}

tp_btf:sched_wakeup, tp_btf:sched_wakeup_new
/ wanted(args.p) /
{
    @queued[args.p->pid] = nsecs;
}

tp_btf:sched_switch {
    // A thread preempted while still runnable (state 0, TASK_RUNNING)
    // waits in the run queue again from now.
    if (args.prev_state == 0 && wanted(args.prev)) {
        @queued[args.prev->pid] = nsecs;
    }
    $tid = args.next->pid;
    if (has_key(@queued, $tid)) {
        $t = (nsecs - @queued[$tid]) / 1000;
        delete(@queued, $tid);
        if (getopt("ms", false, "histograms in milliseconds")) {
            if (getopt("comms", false, "one histogram per process name")) {
                @msecs[args.next->comm] = hist($t / 1000);
            } else {
                @msecs = hist($t / 1000);
            }
        } else {
            if (getopt("comms", false)) {
                @usecs[args.next->comm] = hist($t);
            } else {
                @usecs = hist($t);
            }
        }
        @waits = count();
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    if (getopt("ms", false)) {
        print(@msecs);
    } else {
        print(@usecs);
    }
    printf("%d waits\n", @waits);
}
