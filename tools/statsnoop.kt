#!/usr/bin/env kt
// trace stat calls: process, result and path
//
// One line per stat(2), lstat(2), fstatat(2) and statx(2) that returns,
// with the process, the call, the result (0, or the error, as -ENOENT)
// and the path asked for (relative to the directory descriptor for
// fstatat and statx; empty for fstat of a descriptor, which is not
// traced: fstat names no path). Programs that look for files along a
// search path, configuration files that are missing and busy stat loops
// show up here.
//
// Examples:
//   kt statsnoop                   every stat on the system
//   kt statsnoop --failed          failed stats only
//   kt statsnoop --pid=1234        the stats of process 1234
//
// Output:
//   PID     COMM             SYSCALL    RET      PATH
//   5321    stat             statx      0        /etc/hostname
//   5321    stat             statx      -ENOENT  /etc/nope
//
// See also: opensnoop, mountsnoop, stat(2), statx(2)

import "errno.kt"

// The map only pairs a call's entry with its exit: nothing to print.
config { print_maps_on_exit = 0 }

macro pid_ok() {
    (getopt("pid", 0, "only the calls of this process (0: every process)") == 0 || pid == getopt("pid", 0))
}

BEGIN {
    printf("%-7s %-16s %-10s %-8s %s\n", "PID", "COMM", "SYSCALL", "RET", "PATH");
}

tracepoint:syscalls:sys_enter_newstat / pid_ok() / { @call[tid] = (1, str(args.filename)); }
tracepoint:syscalls:sys_enter_newlstat / pid_ok() / { @call[tid] = (2, str(args.filename)); }
tracepoint:syscalls:sys_enter_newfstatat / pid_ok() / { @call[tid] = (3, str(args.filename)); }
tracepoint:syscalls:sys_enter_statx / pid_ok() / { @call[tid] = (4, str(args.filename)); }

tracepoint:syscalls:sys_exit_newstat,
tracepoint:syscalls:sys_exit_newlstat,
tracepoint:syscalls:sys_exit_newfstatat,
tracepoint:syscalls:sys_exit_statx
/ has_key(@call, tid) /
{
    $c = @call[tid];
    delete(@call, tid);
    $ret = (int64)args.ret;
    $name = $c.0 == 1 ? "stat" : ($c.0 == 2 ? "lstat" : ($c.0 == 3 ? "newfstatat" : "statx"));
    if ($ret < 0) {
        printf("%-7d %-16s %-10s -%-7s %s\n", pid, comm, $name, (enum errno)(-$ret), $c.1);
    } else if (!getopt("failed", false, "show failed calls only")) {
        printf("%-7d %-16s %-10s %-8d %s\n", pid, comm, $name, $ret, $c.1);
    }
}
