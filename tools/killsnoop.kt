#!/usr/bin/env kt
// trace signals sent with kill(), tkill() and tgkill(), and their results
//
// One line per kill(), tkill() and tgkill() call that returns: the
// sender's pid and name, the system call, the target (a process for
// kill(), a thread for the other two; kill()'s 0 and negative targets are
// process groups, -1 is every process), the signal by name (0 only checks
// that the target exists) and the result, 0 or the error (-ESRCH: no
// such process, -EPERM: not allowed). Who kills a service, and who
// probes for processes with signal 0, show up here.
//
// Examples:
//   kt killsnoop                     every signal sent by a system call
//   kt killsnoop -- --target=1234    signals sent to 1234
//   kt killsnoop -- --pid=1234       signals sent by 1234
//   kt killsnoop -- --failed         calls that failed only
//
// Output:
//   PID     COMM             SYSCALL  TARGET   SIGNAL     RESULT
//   1402    sh               kill     1403     SIGTERM    0
//   1402    sh               kill     99999    SIGUSR1    -ESRCH
//
// See also: exitsnoop, execsnoop, kill(2), signal(7)

import "errno.kt"
import "signals.kt"

// The maps only pair a syscall's entry with its exit: none is printed.
config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-7s %-16s %-8s %-8s %-10s %s\n",
           "PID", "COMM", "SYSCALL", "TARGET", "SIGNAL", "RESULT");
}

macro sender_ok() {
    (getopt("pid", 0, "trace only the signals this process sends (0: every process)") == 0 ||
     pid == getopt("pid", 0))
}

macro target_ok(t) {
    (getopt("target", 0, "trace only the signals sent to this pid or tid (0: every target)") == 0 ||
     t == getopt("target", 0))
}

tracepoint:syscalls:sys_enter_kill / sender_ok() && target_ok((int32)args.pid) /
{
    @call[tid] = (1, (int32)args.pid, (int32)args.sig);
}

tracepoint:syscalls:sys_enter_tkill / sender_ok() && target_ok((int32)args.pid) /
{
    @call[tid] = (2, (int32)args.pid, (int32)args.sig);
}

tracepoint:syscalls:sys_enter_tgkill / sender_ok() && target_ok((int32)args.pid) /
{
    @call[tid] = (3, (int32)args.pid, (int32)args.sig);
}

tracepoint:syscalls:sys_exit_kill,
tracepoint:syscalls:sys_exit_tkill,
tracepoint:syscalls:sys_exit_tgkill
/ has_key(@call, tid) /
{
    $c = @call[tid];
    delete(@call, tid);
    $ret = (int64)args.ret;
    if ($ret < 0 || !getopt("failed", false, "show failed calls only")) {
        printf("%-7d %-16s %-8s %-8d %-10s ", pid, comm,
               $c.0 == 1 ? "kill" : ($c.0 == 2 ? "tkill" : "tgkill"), $c.1,
               (enum signal)$c.2);
        if ($ret < 0) {
            printf("-%s\n", (enum errno)(-$ret));
        } else {
            printf("%d\n", $ret);
        }
    }
}
