#!/usr/bin/env kt
// system call latency histograms, one per system call
//
// Times every system call from its entry to its return, per thread, and
// prints at the end a histogram of the times in microseconds for each
// system call. Calls that block (reads of a socket, futex waits, sleeps)
// are expected to be slow; a slow fsync(), openat() or mmap() usually is
// the storage or the memory manager. --min-us leaves out the fast calls,
// --syscall keeps one call.
//
// Examples:
//   kt syslat                               every call until Ctrl-C
//   kt syslat -- --pid=1234                 the calls of process 1234
//   kt syslat -- --min-us=1000              calls of 1 ms or more
//   kt syslat -- --syscall=fsync --duration=10
//
// Output:
//   @usecs[clock_nanosleep]:
//   [64K, 128K)            3 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//
//   @usecs[getrusage]:
//   [0]                    1 |@@@@@@                                              |
//   [1]                    0 |                                                    |
//   [2, 4)                 8 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//
// See also: syscount, errsnoop, runqlat

config { print_maps_on_exit = 0 }

tracepoint:raw_syscalls:sys_enter
/ getopt("pid", 0, "time only this process's calls (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    if (getopt("syscall", "", "time only this system call (by name, as openat)") == "" ||
        syscall_name(args.id) == getopt("syscall", "")) {
        @start[tid] = nsecs;
    }
}

tracepoint:raw_syscalls:sys_exit
/ has_key(@start, tid) /
{
    $us = (nsecs - @start[tid]) / 1000;
    delete(@start, tid);
    if ($us >= getopt("min-us", 0, "leave out calls faster than this many microseconds")) {
        @usecs[syscall_name(args.id)] = hist($us);
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@usecs);
}
