#!/usr/bin/env kt
// latency histograms of the functions a function set matches
//
// Times every call of the functions that the function set given as the
// first argument matches, from entry to return, and prints a histogram of
// the times when kt stops (Ctrl-C, or the command of -c exiting). The
// argument is a session entry set, kernel or user space alike:
// entry:vfs_read, entry:vfs_*, entry:libc:malloc, entry:/usr/bin/app:handle_*
// (see SESSIONS in kt(7)), or several separated by commas. kt pairs each call with its return per thread,
// through a kprobe.session or kprobe and kretprobe, uprobe and uretprobe,
// so one argument is enough; a call made while another call of the set is
// still running on the same thread (recursion, vfs_read calling
// vfs_iter_read) is part of the outer call and not timed on its own.
// Kernel functions need kprobes. kt's own options (-c, -p) go before the
// recipe's name.
//
// Examples:
//   kt funclatency 'entry:vfs_read'                 vfs_read, microseconds
//   kt -c 'ls -R /usr' funclatency 'entry:libc:malloc' --unit=ns
//   kt funclatency 'entry:vfs_*' --per-func --unit=ms --pid=1234
//
// Output:
//   @usecs[api_slow]:
//   [16K, 32K)             2 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//
// See also: funccount, argdist, syslat

macro wanted_pid() { getopt("pid", 0, "time the calls of this process only (0: every process)") }
macro unit() { getopt("unit", "us", "the unit of the histograms: ns, us or ms") }
macro per_func() { getopt("per-func", false, "one histogram per function instead of one for all") }

BEGIN {
    if (unit != "ns" && unit != "us" && unit != "ms") {
        printf("funclatency: --unit must be ns, us or ms, not %s\n", unit);
        exit(2);
    }
}

$1 / wanted_pid == 0 || pid == wanted_pid / {
    if (unit == "ns") {
        if (per_func) { @nsecs[func] = hist(duration); } else { @nsecs = hist(duration); }
    } else if (unit == "ms") {
        if (per_func) { @msecs[func] = hist(duration / 1000000); } else { @msecs = hist(duration / 1000000); }
    } else {
        if (per_func) { @usecs[func] = hist(duration / 1000); } else { @usecs = hist(duration / 1000); }
    }
}

