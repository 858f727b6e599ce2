#!/usr/bin/env kt
// calls slower than a threshold, with the call tree that took the time
//
// Starts a session at the functions the first glob matches, records those
// the second matches while it is open, and for each session that lasted
// at least --min-ms milliseconds prints its length, its result and its
// whole call tree: every call and return in order, indented by depth, each
// with its duration, so the slow part of the tree shows where the time
// went. Recursion and nested entry functions count once (the session ends
// when the outermost call returns). Globs are as in entry:/allow: sets: a
// kernel glob (kprobes; tested in the guest suite), BINARY:GLOB for a
// program or library, @FILE for a list, several in one argument
// separated by commas; kt's -p and -c go before the recipe's name.
//
// Examples:
//   kt slowcalls '/usr/bin/app:handle_*' '/usr/bin/app:*' --min-ms=50
//   kt -p 1234 slowcalls 'libpq:PQexec*' 'libpq:*' --min-ms=100
//   kt slowcalls do_sys_openat2 'path_*' --min-ms=5 --failed
//
// Output:
//   11:42:03 app[4242/4242] api_slow took 50 ms -> 0
//   app[4242/4242] calls:
//   → api_slow
//       ↔ slow_wait  [0]  50ms
//   ← api_slow       [0]  50ms
//
// See also: failtrace, libfail, funclatency

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro min_ms() { getopt("min-ms", 10, "show the sessions that took at least this many milliseconds") }

entry:$1, allow:$2
/ (wanted_pid == 0 || pid == wanted_pid) && duration >= min_ms * 1000000 &&
  (!getopt("failed", false, "show only the slow sessions that failed") || error) /
{
    printf("%s %s[%d/%d] %s took %d ms -> %d\n", strftime("%H:%M:%S", nsecs), comm, pid, tid, func,
           duration / 1000000, retval);
    print(calls());
}
