#!/usr/bin/env kt
// trace new programs: pid, parent, result and arguments of each exec
//
// One line per execve() and execveat() that returns, with the process's
// pid and its parent's, the name it runs under afterwards (the old name
// when the exec failed), the result (0, or the error as -ENOENT) and the
// arguments it was given, argv[0] first. Short-lived processes that come
// and go between two looks at ps(1) show up here: shell loops, cron jobs,
// health checks, compilers started by a build.
//
// Examples:
//   kt execsnoop                     every exec on the system
//   kt execsnoop -- --failed         execs that failed only
//   kt execsnoop -- --max-args=40    keep up to 40 arguments
//   kt execsnoop -- --ppid=1234      the execs of 1234's children
//
// Output:
//   PID     PPID    COMM             RET      ARGS
//   30101   30100   ls               0        ls -l /tmp
//   30102   30100   bash             -ENOENT  /usr/bin/nope x
//
// See also: exitsnoop, opensnoop, threadsnoop, execve(2)

import "errno.kt"

// The maps only pair a syscall's entry with its exit: none is printed.
config { max_strlen = 128; print_maps_on_exit = 0 }

BEGIN {
    printf("%-7s %-7s %-16s %-8s %s\n", "PID", "PPID", "COMM", "RET", "ARGS");
}

tracepoint:syscalls:sys_enter_execve,
tracepoint:syscalls:sys_enter_execveat
/ getopt("ppid", 0, "trace only the children of this process (0: every process)") == 0 ||
  curtask->real_parent->tgid == getopt("ppid", 0) /
{
    $n = 0;
    for $i : 0..getopt("max-args", 20, "the number of arguments kept, argv[0] included") {
        $p = *(args.argv + $i);
        if ($p == 0) {
            break;
        }
        @arg[tid, $i] = str($p);
        $n = $i + 1;
    }
    @argc[tid] = $n;
    // A NULL argv (allowed by Linux) leaves only the file name.
    if ($n == 0) {
        @arg[tid, 0] = str(args.filename);
        @argc[tid] = 1;
    }
}

tracepoint:syscalls:sys_exit_execve,
tracepoint:syscalls:sys_exit_execveat
/ has_key(@argc, tid) /
{
    $ret = (int64)args.ret;
    if ($ret == 0 && getopt("failed", false, "show failed execs only")) {
        // nothing to print
    } else {
        printf("%-7d %-7d %-16s ", pid, curtask->real_parent->tgid, comm);
        if ($ret < 0) {
            printf("-%-7s", (enum errno)(-$ret));
        } else {
            printf("%-8d", $ret);
        }
        for $i : 0..getopt("max-args", 20) {
            if ($i >= @argc[tid]) {
                break;
            }
            printf(" %s", @arg[tid, $i]);
        }
        printf("\n");
    }
    for $i : 0..getopt("max-args", 20) {
        delete(@arg, (tid, $i));
    }
    delete(@argc, tid);
}
