#!/usr/bin/env kt
// distribution of a function's argument or return value
//
// Counts the values of one argument (--arg=N, from 0) of the functions
// that the attach point given as the first argument matches, or their
// return values (--retval, on a return probe: uretprobe:, kretprobe:,
// fexit:), and prints at the end how often each value came, or with
// --hist a power-of-two histogram of them. The attach point is any kt
// takes that has numbered arguments (uprobe:, usdt:, kprobe:, fentry:,
// rawtracepoint:) or a return value (--arg=0..9). Values are read as
// 64-bit integers, signed with --signed, or with --int as C ints (32
// bits, signed: the upper half of the register is not part of an int
// result). The distributions are per command, or with --by-probe per
// attach point matched (for a glob).
// Kernel functions need kprobes or fentry.
//
// Examples:
//   kt argdist 'uprobe:libc:malloc' --arg=0 --hist      malloc sizes
//   kt argdist 'uretprobe:libc:read' --retval --signed  read results
//   kt argdist 'kprobe:vfs_read' --arg=2 --hist --by-probe
//   kt argdist 'uretprobe:libc:open' --retval --int
//
// Output:
//   @values[uprobe_target]: 
//   [1]                    1 |@@@@@@@@@@@@@                                       |
//   [2, 4)                 2 |@@@@@@@@@@@@@@@@@@@@@@@@@@                          |
//   [4, 8)                 4 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@|
//   [8, 16)                3 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@             |
//
// See also: funccount, funclatency, trace

macro wanted_pid() { getopt("pid", 0, "only the calls of this process (0: every process)") }
macro argn() { getopt("arg", 0, "the argument to count, from 0 (at most 9)") }
macro want_retval() { getopt("retval", false, "count the return value instead (return probes)") }
macro want_hist() { getopt("hist", false, "a power-of-two histogram instead of a count per value") }
macro want_signed() { getopt("signed", false, "read the value as signed (default: unsigned)") }
macro want_int() { getopt("int", false, "read the value as a 32-bit signed C int (int arguments and results)") }
macro by_probe() { getopt("by-probe", false, "one distribution per attach point matched instead of per command") }

BEGIN {
    if (argn > 9) {
        printf("argdist: --arg must be 0 to 9, not %d\n", argn);
        exit(2);
    }
}

$1 / wanted_pid == 0 || pid == wanted_pid / {
    let $v: int64 = 0;
    if (want_retval) {
        $v = (int64)retval;
    } else if (argn == 0) { $v = (int64)arg0; }
    else if (argn == 1) { $v = (int64)arg1; }
    else if (argn == 2) { $v = (int64)arg2; }
    else if (argn == 3) { $v = (int64)arg3; }
    else if (argn == 4) { $v = (int64)arg4; }
    else if (argn == 5) { $v = (int64)arg5; }
    else if (argn == 6) { $v = (int64)arg6; }
    else if (argn == 7) { $v = (int64)arg7; }
    else if (argn == 8) { $v = (int64)arg8; }
    else { $v = (int64)arg9; }
    if (want_int) {
        $v = (int64)(int32)$v;
    }
    if (by_probe) {
        if (want_hist) {
            if (want_signed || want_int) { @values[probe] = hist($v); } else { @values[probe] = hist((uint64)$v); }
        } else {
            if (want_signed || want_int) { @values[probe, $v] = count(); } else { @values[probe, (uint64)$v] = count(); }
        }
    } else {
        if (want_hist) {
            if (want_signed || want_int) { @values[comm] = hist($v); } else { @values[comm] = hist((uint64)$v); }
        } else {
            if (want_signed || want_int) { @values[comm, $v] = count(); } else { @values[comm, (uint64)$v] = count(); }
        }
    }
}
