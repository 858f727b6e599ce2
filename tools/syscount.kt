#!/usr/bin/env kt
// count system calls by syscall or by process, the top N
//
// Counts every system call entry, keyed by the system call's name or by
// the calling process (pid and name), and prints the top N counts when
// kt ends (Ctrl-C, -c's command ending, --duration) or every --interval
// seconds, most frequent last. A process that loops on a failing call,
// polls too often or reads a byte at a time stands out here; errsnoop and
// syslat then tell which calls fail and how long they take.
//
// Examples:
//   kt syscount                            the top 10 system calls until Ctrl-C
//   kt syscount -- --by=process            the top 10 callers
//   kt syscount -- --pid=1234 --top=20     the top 20 calls of process 1234
//   kt syscount -- --interval=5            the top 10 every 5 seconds
//   kt syscount -- --duration=10           count for 10 seconds, then print
//   kt --metrics 9464 syscount             also serve the counts to Prometheus
//                                          (kt_syscalls_total{syscall="read"}, ...)
//
// Output:
//   @syscalls[close]: 8
//   @syscalls[mmap]: 8
//   @syscalls[getpid]: 4321
//
//   @processes[2772, kt]: 19
//   @processes[2773, tp_target]: 4350
//
// See also: syslat, errsnoop, strace(1)

config { print_maps_on_exit = 0 }

macro by_process() {
    getopt("by", "syscall", "count by 'syscall' or by 'process'") == "process"
}

BEGIN {
    if (getopt("by", "syscall") != "syscall" && !by_process()) {
        fail("--by is syscall or process");
    }
}

tracepoint:raw_syscalls:sys_enter
/ getopt("pid", 0, "count only this process's calls (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    if (by_process()) {
        @processes[pid, comm] = count();
    } else {
        @syscalls[syscall_name(args.id)] = count();
    }
}

macro report() {
    if (by_process()) {
        print(@processes, getopt("top", 10, "how many of the highest counts to print"));
        clear(@processes);
    } else {
        print(@syscalls, getopt("top", 10));
        clear(@syscalls);
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (getopt("interval", 0, "print and reset the counts every this many seconds (0: at the end only)") > 0 &&
        @seconds % getopt("interval", 0) == 0) {
        time("%H:%M:%S\n");
        report!();
    }
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    report!();
}
