#!/usr/bin/env kt
// sample on-CPU stacks at 99 Hz, user and kernel, for flame graphs
//
// Samples what every CPU runs 99 times a second and counts the samples
// by process name, user stack and kernel stack. Run it with kt's -f
// folded output: at exit it then writes one line per distinct stack,
// process name first, frames from the root to the leaf joined by ';' and
// the number of samples, which flamegraph.pl, inferno or speedscope draw
// as a flame graph. Without -f folded the same counts print as kt's
// usual map of stacks.
//
// The rate is fixed at 99 Hz (an attach point cannot take an option's
// value): not 100, so that the samples do not run in step with timers.
// Idle CPUs (the swapper threads) are left out unless --idle is given.
//
// Examples:
//   kt -f folded profile > out.folded           every CPU until Ctrl-C
//   kt -f folded profile -- --pid=1234 --duration=30
//   kt -f folded profile -- --kernel-only       kernel stacks only
//   flamegraph.pl out.folded > flame.svg
//
// Output:
//   cpu_spin;__libc_start_call_main;main;spin_step;[no stack] 51
//   tp_target;entry_SYSCALL_64_after_hwframe;do_syscall_64;__x64_sys_getpid 3
//
// See also: runqlat, syscount, perf-record(1)

config { print_maps_on_exit = 0 }

profile:hz:99
/ (getopt("pid", 0, "sample only this process (0: every process)") == 0 ||
   pid == getopt("pid", 0)) &&
  (pid != 0 || getopt("idle", false, "count the idle CPUs' samples too")) /
{
    if (getopt("kernel-only", false, "kernel stacks only")) {
        @stacks[comm, kstack] = count();
    } else if (getopt("user-only", false, "user stacks only")) {
        @stacks[comm, ustack] = count();
    } else {
        @stacks[comm, ustack, kstack] = count();
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@stacks);
}
