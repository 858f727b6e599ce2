#!/usr/bin/env kt
// why a call into a program or library failed: the failing call chain
//
// Starts a session at every call of the functions FUNC_GLOB matches in
// BINARY (a program or a shared library: a path, or a name such as libc
// found as the dynamic linker finds it), records every function of BINARY
// that runs inside it, and for each such call that fails prints the
// deepest failing call chain: which function made the error, through which
// callers it came back, with each call's result and duration, and with
// --args each call's arguments. A call fails as retsnoop judges it: a
// negative errno-like integer (-4095 to -1) or a NULL or error pointer,
// by the return types in the binary's DWARF (an int without it). This is
// a user-space session: kt's -p and -c go before the recipe's name.
//
// Examples:
//   kt libfail /usr/bin/app 'api_*'                 failing api_ calls
//   kt -c './app' libfail ./app 'db_open*' --args   with the arguments
//   kt libfail libfoo 'foo_*' --pid=1234 --errno=2  -ENOENT of one process
//
// Output:
//   app[4242/4242] api_request -> -ENOENT in 62us
//                         main+0x5f2        (app.c:349)
//        62us [-ENOENT]  api_request+0x18  (app.c:106)
//        12us [-ENOENT]  svc_handle+0x18   (app.c:100)
//   !     3us [-ENOENT]  store_read_block
//
// See also: failargs, failtrace, failcount, slowcalls

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:$1:$2, allow:$1:*
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
