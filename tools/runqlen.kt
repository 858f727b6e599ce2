#!/usr/bin/env kt
// run queue length histogram: how many threads wait for a CPU, sampled
//
// Samples every CPU 99 times a second and counts the threads waiting in
// that CPU's run queue at that moment: runnable, but not running (the
// thread on the CPU is not counted; an idle CPU counts its waiting
// threads, normally none). When kt ends it prints a linear histogram of
// those lengths, for all CPUs together or one per CPU with --per-cpu,
// and the number of samples. Lengths that are often above zero mean more
// runnable threads than CPUs: CPU saturation. runqlat gives the waits'
// durations; this gives their depth, at less cost (no event per switch).
//
// The length is the run queue's nr_running (threads of every scheduling
// class), reached from the sampled thread's fair-class entity: its
// cfs_rq and that cfs_rq's CPU run queue, through kernel BTF. It needs a
// kernel with CONFIG_FAIR_GROUP_SCHED (Debian's, Fedora's, Ubuntu's).
//
// Examples:
//   kt runqlen                             every CPU, until Ctrl-C
//   kt runqlen -- --duration=10            for 10 seconds
//   kt runqlen -- --per-cpu --duration=5   one histogram per CPU
//
// Output:
//   @runqlen:
//   [0, 1)               312 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//   [1, 2)               199 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@                   |
//   [2, 3)                 3 |                                                    |
//
//   514 samples
//
// See also: runqlat, profile

config { print_maps_on_exit = 0 }

profile:hz:99 {
    $queued = curtask->se.cfs_rq->rq->nr_running;
    // The thread on the CPU is in nr_running unless it is the idle
    // thread (pid 0), which no run queue holds.
    $len = (pid == 0 || $queued == 0) ? $queued : $queued - 1;
    if (getopt("per-cpu", false, "one histogram per CPU")) {
        @runqlen[cpu] = lhist($len, 0, 100, 1);
    } else {
        @runqlen = lhist($len, 0, 100, 1);
    }
    @samples = count();
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@runqlen);
    printf("%d samples\n", @samples);
}
