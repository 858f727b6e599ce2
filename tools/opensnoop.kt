#!/usr/bin/env kt
// trace file opens: process, file descriptor or error, and path
//
// One line per open(), openat() and openat2() that returns, with the
// process's pid and name, the descriptor it got (or the error, as
// -ENOENT) and the path it asked for, relative paths as given. Opens that
// fail are often the first sign of a misconfiguration: a missing config
// file, a library looked up in the wrong directories, a permission.
//
// Examples:
//   kt opensnoop                   every open on the system
//   kt opensnoop -- --pid=1234     the opens of process 1234
//   kt opensnoop -- --failed       failed opens only
//   kt -c 'ls /nope' opensnoop     opens while ls runs (of every process)
//
// Output:
//   PID     COMM             FD       PATH
//   4242    cat              3        /etc/hostname
//   4243    ls               -ENOENT  /nope
//
// See also: execsnoop, errsnoop, open(2)

import "errno.kt"

// The maps only pair a syscall's entry with its exit: none is printed.
config { max_strlen = 256; print_maps_on_exit = 0 }

BEGIN {
    printf("%-7s %-16s %-8s %s\n", "PID", "COMM", "FD", "PATH");
}

tracepoint:syscalls:sys_enter_open,
tracepoint:syscalls:sys_enter_openat,
tracepoint:syscalls:sys_enter_openat2
/ getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    @path[tid] = str(args.filename);
}

tracepoint:syscalls:sys_exit_open,
tracepoint:syscalls:sys_exit_openat,
tracepoint:syscalls:sys_exit_openat2
/ has_key(@path, tid) /
{
    $ret = (int64)args.ret;
    if ($ret < 0) {
        printf("%-7d %-16s -%-7s %s\n", pid, comm, (enum errno)(-$ret), @path[tid]);
    } else if (!getopt("failed", false, "show failed opens only")) {
        printf("%-7d %-16s %-8d %s\n", pid, comm, $ret, @path[tid]);
    }
    delete(@path, tid);
}
