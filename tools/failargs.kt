#!/usr/bin/env kt
// the arguments of every call in a failing call chain
//
// Starts a session at the functions the first glob matches, records those
// the second matches while it is open, and for each session that fails
// prints its deepest failing call chain with the arguments each call of
// the chain was given (captured at the call, with their C types: strings,
// structs behind pointers, enums by name). The error is usually made by
// the arguments of the deepest call: a path, a flag, a size. Globs are as
// in entry:/allow: sets: a kernel glob (kernel functions: kprobes, tested
// in the guest suite), BINARY:GLOB for a program or library, @FILE for a
// list, several in one argument separated by commas; kt's -p and -c go
// before the recipe's name.
//
// Examples:
//   kt failargs '/usr/bin/app:api_*' '/usr/bin/app:*'
//   kt failargs do_sys_openat2 'path_*' --pid=1234
//   kt -c 'ip link add x type bogus' failargs '*sys_sendmsg' 'rtnl_*'
//
// Output:
//   app[4242/4242] api_request -> -EIO in 41us
//                         main+0x5f2         (app.c:349)
//        41us [-EIO]  api_request+0x18   (app.c:106)
//                         depth=3 err=5
//   !     2us [-EIO]  svc_validate
//                         depth=3 err=5
//
// See also: libfail, failtrace, failcount

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:$1, allow:$2
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && (wanted_errno == 0 || retval == -wanted_errno) /
{
    print(stack(args));
}
