#!/usr/bin/env kt
// count failed system calls by process, system call and error
//
// Every system call that returns an error is counted under the process
// (pid and name), the system call and the error's name (ENOENT, EAGAIN,
// and the kernel's own such as ERESTARTSYS when a signal interrupts a
// call), and the top counts print when kt ends, most frequent last.
// With --snoop each failure prints as it happens instead. Some errors are
// routine (EAGAIN on non-blocking sockets, ENOENT while a path is
// searched); a new or growing count is what to look at.
//
// Examples:
//   kt errsnoop                           failures until Ctrl-C, top 20
//   kt errsnoop -- --pid=1234             the failures of process 1234
//   kt errsnoop -- --syscall=openat       failed openat() calls only
//   kt errsnoop -- --snoop                one line per failure
//   kt errsnoop -- --duration=10 --top=5
//
// Output:
//   @errors[4455, tp_target, access, ENOENT]: 1
//   @errors[4455, tp_target, openat, ENOENT]: 3
//
// See also: syscount, opensnoop, errno(3)

import "errno.kt"

config { print_maps_on_exit = 0 }

BEGIN {
    if (getopt("snoop", false, "print each failure as it happens instead of counts")) {
        printf("%-7s %-16s %-20s %s\n", "PID", "COMM", "SYSCALL", "ERROR");
    }
}

tracepoint:raw_syscalls:sys_exit
/ args.ret < 0 && args.ret >= -4095 &&
  (getopt("pid", 0, "count only this process's failures (0: every process)") == 0 ||
   pid == getopt("pid", 0)) /
{
    if (getopt("syscall", "", "count only this system call's failures (by name, as openat)") == "" ||
        syscall_name(args.id) == getopt("syscall", "")) {
        if (getopt("snoop", false)) {
            printf("%-7d %-16s %-20s -%s\n", pid, comm, syscall_name(args.id),
                   (enum errno)(-args.ret));
        } else {
            @errors[pid, comm, syscall_name(args.id), (enum errno)(-args.ret)] = count();
        }
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    if (!getopt("snoop", false)) {
        print(@errors, getopt("top", 20, "how many of the highest counts to print"));
    }
}
