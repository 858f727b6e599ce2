#!/usr/bin/env kt
// trace process exits: pid, parent, age, and exit code or signal
//
// One line per process that ends (its last thread), with its pid and its
// parent's, its name, how long it lived and how it ended: the exit
// status it returned (exit 0, exit 3) or the signal that killed it
// (SIGKILL, with "core" when it dumped core). The age is measured from
// the process's start, so processes started before kt are seen too.
// Crashes, OOM kills and short-lived failing helpers show up here.
//
// Examples:
//   kt exitsnoop                     every process exit
//   kt exitsnoop -- --failed         exits with a non-zero status or a signal
//   kt exitsnoop -- --threads        every thread's exit, not only processes'
//   kt exitsnoop -- --pid=1234       the exit of process 1234
//
// Output:
//   PID     PPID    COMM             AGE(ms)    EXIT
//   732     728     sleep            308        exit 0
//   731     728     sleep            310        signal SIGKILL
//   728     725     sh               355        exit 7
//
// See also: execsnoop, killsnoop, oomkill, wait(2)

import "signals.kt"

BEGIN {
    printf("%-7s %-7s %-16s %-10s %s\n", "PID", "PPID", "COMM", "AGE(ms)", "EXIT");
}

tracepoint:sched:sched_process_exit
/ (args.group_dead || getopt("threads", false, "show every thread's exit (TID in the PID column)")) &&
  (getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
   pid == getopt("pid", 0)) /
{
    // The process's status when its threads exit together (exit_group(),
    // a fatal signal), else this thread's own.
    $code = curtask->signal->group_exit_code;
    if ($code == 0) {
        $code = curtask->exit_code;
    }
    $sig = $code & 0x7f;
    $status = ($code >> 8) & 0xff;
    if (!getopt("failed", false, "show exits with a non-zero status or a signal only") ||
        $code != 0) {
        $age = (nsecs - curtask->group_leader->start_time) / 1000000;
        if (getopt("threads", false)) {
            $age = (nsecs - curtask->start_time) / 1000000;
        }
        printf("%-7d %-7d %-16s %-10d ", getopt("threads", false) ? tid : pid,
               curtask->real_parent->tgid, args.comm, $age);
        if ($sig != 0) {
            printf("signal %s%s\n", (enum signal)$sig, ($code & 0x80) ? " core" : "");
        } else {
            printf("exit %d\n", $status);
        }
    }
}
