#!/usr/bin/env kt
// print a line for each call of the functions an attach point matches
//
// Prints one line per hit of the attach point given as the first
// argument (any kt takes, kernel or user space: uprobe:libc:open*,
// usdt:BIN:*:*, kprobe:do_sys_open, tracepoint:syscalls:sys_enter_kill):
// the time, process and thread ids, the command and the attach point that
// fired, then with --args=N the first N (at most 6) numbered arguments
// (uprobe:, usdt:, kprobe:, fentry:, rawtracepoint:), in hex (64 bits) or
// with --dec as signed decimals of C ints (printf's %d: the low 32 bits), or with --retval the return value instead
// (uretprobe:, kretprobe:, fexit:), and with --ustack or --kstack the stack below the
// line. A kt printf format must be a literal, so the line's layout is
// fixed: for strings, typed fields or your own format, write a one-line
// program with kt -e instead. Kernel functions need kprobes or fentry.
//
// Examples:
//   kt trace 'uprobe:libc:unlink*' --args=1 --ustack
//   kt trace 'uretprobe:libc:getpid' --retval --dec --comm=bash
//   kt trace 'kprobe:vfs_unlink' --args=3 --kstack --pid=1234
//
// Output:
//   TIME     PID     TID     COMM             PROBE / ARGS
//   10:41:07 52307   52307   uprobe_target    uprobe:/work/.../uprobe_target:add_nums 0x28 0x2
//
// See also: funccount, argdist, stackcount

config { print_maps_on_exit = 0 }

macro wanted_pid() { getopt("pid", 0, "only the calls of this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "only the calls of commands of this name") }
macro nargs() { getopt("args", 0, "print the first N arguments (0 to 6)") }
macro dec() { getopt("dec", false, "print the arguments and result as signed 32-bit decimals instead of hex") }
macro want_retval() { getopt("retval", false, "print the return value (return probes)") }
macro want_ustack() { getopt("ustack", false, "print the user stack") }
macro want_kstack() { getopt("kstack", false, "print the kernel stack") }

BEGIN {
    if (nargs > 6) {
        printf("trace: --args must be 0 to 6, not %d\n", nargs);
        exit(2);
    } else {
        printf("%-8s %-7s %-7s %-16s %s\n", "TIME", "PID", "TID", "COMM", "PROBE / ARGS");
    }
}

$1 / (wanted_pid == 0 || pid == wanted_pid) && (wanted_comm == "" || comm == wanted_comm) / {
    // One printf a line, so that lines from other CPUs cannot cut it.
    if (want_retval) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s = %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)retval);
        } else {
            printf("%s %-7d %-7d %-16s %s = 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (uint64)retval);
        }
    } else if (nargs == 0) {
        printf("%s %-7d %-7d %-16s %s\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe);
    } else if (nargs == 1) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0);
        }
    } else if (nargs == 2) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0, (int64)arg1);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0, arg1);
        }
    } else if (nargs == 3) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d %d %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0, (int64)arg1, (int64)arg2);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x 0x%x 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0, arg1, arg2);
        }
    } else if (nargs == 4) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d %d %d %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0, (int64)arg1, (int64)arg2, (int64)arg3);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x 0x%x 0x%x 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0, arg1, arg2, arg3);
        }
    } else if (nargs == 5) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d %d %d %d %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0, (int64)arg1, (int64)arg2, (int64)arg3, (int64)arg4);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x 0x%x 0x%x 0x%x 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0, arg1, arg2, arg3, arg4);
        }
    } else if (nargs == 6) {
        if (dec) {
            printf("%s %-7d %-7d %-16s %s %d %d %d %d %d %d\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, (int64)arg0, (int64)arg1, (int64)arg2, (int64)arg3, (int64)arg4, (int64)arg5);
        } else {
            printf("%s %-7d %-7d %-16s %s 0x%x 0x%x 0x%x 0x%x 0x%x 0x%x\n", strftime("%H:%M:%S", nsecs), pid, tid, comm, probe, arg0, arg1, arg2, arg3, arg4, arg5);
        }
    }
    if (want_kstack) { print(kstack); }
    if (want_ustack) { print(ustack); }
}
