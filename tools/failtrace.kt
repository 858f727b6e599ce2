#!/usr/bin/env kt
// every call a failing session made, in order, with results and times
//
// Starts a session at the functions the first glob matches, records those
// the second matches while it is open, and for each session that fails
// prints the whole call trace: each call and return in order, indented by
// depth, with its result and duration. Where a failing chain (libfail,
// failargs) shows the one path the error came back by, the trace shows
// what the code tried before: calls that failed and were recovered from,
// retries, fallbacks, and the calls that succeeded. Made for one process:
// give kt -p PID (or -c CMD) before the recipe's name. Globs are as in
// entry:/allow: sets (kernel globs need kprobes; BINARY:GLOB for user
// space); an argument may hold several, separated by commas.
//
// Examples:
//   kt -p 1234 failtrace '/usr/bin/app:api_*' '/usr/bin/app:*'
//   kt -c './app --init' failtrace ./app:main_init './app:*' --min-us=100
//   kt failtrace do_sys_openat2 'path_*' --comm=nginx
//
// Output:
//   12:01:07 app[4242/4242] api_sibling -> -EIO after 11 us
//   app[4242/4242] calls:
//   → api_sibling
//       → child_fetch
//           ↔ child_fetch_deep  [-EAGAIN]  1us
//       ← child_fetch           [-EAGAIN]  4us
//       ↔ child_ok              [0]        1us
//   ← api_sibling               [-EIO]     11us
//
// See also: failargs, libfail, slowcalls

import "errno.kt"

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process, or kt -p's)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }

entry:$1, allow:$2
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && duration >= getopt("min-us", 0, "show only sessions that took at least this many microseconds") * 1000 /
{
    if (retval == 0) {
        printf("%s %s[%d/%d] %s -> NULL after %d us\n", strftime("%H:%M:%S", nsecs), comm, pid, tid, func,
               duration / 1000);
    } else {
        printf("%s %s[%d/%d] %s -> -%s after %d us\n", strftime("%H:%M:%S", nsecs), comm, pid, tid, func,
               (enum errno)(-retval), duration / 1000);
    }
    print(calls());
}
