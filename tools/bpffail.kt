#!/usr/bin/env kt
// why a bpf() system call failed: the kernel function and its callers
//
// Starts a kernel session at every bpf() system call, records the
// functions that create and look up maps, load and verify programs and
// pin or get objects while it runs, and for each call that fails prints
// the deepest failing call chain: the function that made the error (a
// bad file descriptor in the map lookup, a flag map_create refused, the
// verifier), its callers, with --args their arguments (the command, the
// attributes). Needs kernel functions (kprobes): tested in the guest
// suite. The verifier's log says more about a rejected program; this says
// which check failed before it ran, or that it did.
//
// Examples:
//   kt bpffail                           every failing bpf() call
//   kt bpffail --comm=bpftool --args     bpftool's, with the arguments
//   kt -c 'bpftool map show id 99999' bpffail
//
// Output:
//   python3[4242/4242] __x64_sys_bpf -> -EBADF in 9us
//                       do_syscall_64+0x5b
//        9us [-EBADF]  __x64_sys_bpf+0x19
//        7us [-EBADF]  __sys_bpf+0x4c7
//   !    2us [-EBADF]  map_lookup_elem
//
// See also: libfail, errsnoop, bpf(2)

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:*sys_bpf, allow:map_*, allow:bpf_map_*, allow:bpf_prog_load,
allow:bpf_check, allow:bpf_obj_*
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && (wanted_errno == 0 || retval == -wanted_errno) /
{
    if (getopt("args", false, "print each call's arguments under it")) {
        print(stack(args));
    } else {
        print(stack());
    }
}
