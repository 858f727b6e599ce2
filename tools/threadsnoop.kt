#!/usr/bin/env kt
// trace thread creation by pthread_create(): start function and result
//
// One line per pthread_create() call that returns, from uprobes on the C
// library (glibc's libc.so.6, found as kt finds "libc"): the time, the
// process's pid and name, the calling thread's id, the result (0, or the
// error pthread_create() returns, as EAGAIN) and the function the new
// thread starts in, by its symbol where the binary has one. Thread pools
// that keep growing, and programs that start a thread per request, show
// up here. Threads made without glibc's pthread_create() (Go, raw
// clone()) are not seen.
//
// Examples:
//   kt threadsnoop                      every pthread_create()
//   kt threadsnoop -- --pid=1234        those of process 1234
//
// Output:
//   TIME     PID     TID     COMM             RESULT   FUNCTION
//   11:18:30 25279   25279   session_target   0        worker_main
//
// See also: execsnoop, exitsnoop, pthread_create(3)

import "errno.kt"

config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-8s %-7s %-7s %-16s %-8s %s\n", "TIME", "PID", "TID", "COMM", "RESULT", "FUNCTION");
}

uprobe:libc:pthread_create
/ getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    @start_fn[tid] = arg2;
}

uretprobe:libc:pthread_create
/ has_key(@start_fn, tid) /
{
    // One printf per line: lines of threads on other CPUs cannot cut in.
    if ((int32)retval != 0) {
        printf("%s %-7d %-7d %-16s %-8s %s\n", strftime("%H:%M:%S", nsecs), pid, tid, comm,
               (enum errno)(int32)retval, usym(@start_fn[tid]));
    } else {
        printf("%s %-7d %-7d %-16s %-8d %s\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, 0,
               usym(@start_fn[tid]));
    }
    delete(@start_fn, tid);
}
