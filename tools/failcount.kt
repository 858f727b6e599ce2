#!/usr/bin/env kt
// count failing sessions by process, entry function and error
//
// Starts a session at every call of the functions the glob matches (kernel
// functions, BINARY:GLOB for a program or library, @FILE for a list) and
// counts the calls that fail, by process, function and error (@fails,
// under the error's name; @null for NULL pointers), printed when kt ends (Ctrl-C, or the command of -c
// exiting), most frequent last, or every --interval seconds. A call fails
// as retsnoop judges it, by its return type: an errno-like negative
// integer, a NULL or error pointer. With --all the successful calls count
// too, in @ok. Nested and recursive calls of the functions count once: the
// outermost call. Kernel globs need kprobes (tested in the guest suite);
// kt's -p and -c go before the recipe's name.
//
// Examples:
//   kt failcount '/usr/bin/app:api_*'              failures until Ctrl-C
//   kt failcount '*sys_bpf' --all                  bpf() results
//   kt -p 1234 failcount 'libssl:SSL_*' --interval=5
//
// Output:
//   @fails[4242, app, api_replace, EPERM]: 1
//   @fails[4242, app, api_request, ENOENT]: 3
//   @null[4242, app, api_alloc]: 1
//
// See also: errsnoop, libfail, failtrace

import "errno.kt"

config { print_maps_on_exit = 0 }

macro wanted_pid() { getopt("pid", 0, "count only this process's calls (0: every process)") }
macro interval() { getopt("interval", 0, "print and reset the counts every N seconds (0: at the end only)") }

entry:$1
/ (wanted_pid == 0 || pid == wanted_pid) && (error || getopt("all", false, "count the successful calls too, in @ok")) /
{
    if (!error) {
        @ok[pid, comm, func] = count();
    } else if (retval == 0) {
        @null[pid, comm, func] = count();
    } else {
        @fails[pid, comm, func, (enum errno)(-retval)] = count();
    }
}

interval:s:1 {
    if (interval > 0) {
        @ticks = @ticks + 1;
        if (@ticks >= interval) {
            time("%H:%M:%S\n");
            print(@fails);
            print(@null);
            print(@ok);
            clear(@fails);
            clear(@null);
            clear(@ok);
            @ticks = 0;
        }
    }
}

END {
    print(@fails);
    print(@null);
    print(@ok);
}
