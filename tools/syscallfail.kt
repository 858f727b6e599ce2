#!/usr/bin/env kt
// which kernel function made a system call fail, and through which calls
//
// Starts a kernel session at the system call named by the first argument
// (its name, as openat, or a glob, as '*stat*': the kernel's *sys_NAME
// functions), records the kernel functions the second argument matches (a
// glob, MODULE:GLOB, ::SOURCE_GLOB with a vmlinux with DWARF, or @FILE
// listing several) while it runs, and for each call that fails prints the
// deepest failing call chain: the function that made the error and its
// callers, with --args the arguments of each call; with --summary it
// counts the failures by system call, the function the error came from
// (errfunc) and the error instead, and prints the counts when kt ends. A glob that matches
// many functions costs time at start-up on kernels without
// kprobe.multi. Needs kernel functions (kprobes): tested in the guest
// suite. openfail, bpffail and connectfail are this with chosen sets.
//
// Examples:
//   kt syscallfail openat 'link_path_walk*'
//   kt syscallfail mount @mount-funcs.txt --comm=mount
//   kt -k ./vmlinux syscallfail 'unlink*' ::fs/namei.c --args
//   kt syscallfail '*' '*path*' --summary   where every failure came from
//
// Output:
//   tp_target[4242/4242] __x64_sys_openat -> -ENOENT in 31us
//                          do_syscall_64+0x5b
//        31us [-ENOENT]  __x64_sys_openat+0x55
//                          do_filp_open+0xa9
//   !     6us [-ENOENT]  link_path_walk.part.0
//
//   (--summary)
//   @failures[__x64_sys_openat, link_path_walk.part.0, ENOENT]: 12
//
// See also: openfail, errsnoop, failargs

import "errno.kt"

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:*sys_$1, allow:$2
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && (wanted_errno == 0 || retval == -wanted_errno) /
{
    if (getopt("summary", false, "count the failures by system call, the function the error came from and the error, printed when kt ends, instead of a chain each")) {
        @failures[func, errfunc, (enum errno)(-retval)] = count();
    } else if (getopt("args", false, "print each call's arguments under it")) {
        print(stack(args));
    } else {
        print(stack());
    }
}
