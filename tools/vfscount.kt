#!/usr/bin/env kt
// count calls of the kernel's VFS functions, by function
//
// Counts the calls of every vfs_* function of the kernel (vfs_read,
// vfs_write, vfs_open, vfs_getattr, vfs_fsync_range and the rest: the
// layer between the system calls and the file systems) and prints the
// counts when kt stops, most frequent last, or every --interval seconds.
// A quick picture of what a workload asks of the file systems; funccount
// does the same for any glob. Needs kernel functions (kprobes).
//
// Examples:
//   kt vfscount                       until Ctrl-C
//   kt vfscount --pid=1234            the calls of process 1234
//   kt vfscount --interval=1          every second
//
// Output:
//   @calls[vfs_getattr]: 12
//   @calls[vfs_open]: 14
//   @calls[vfs_read]: 215
//
// See also: vfsstat, funccount

macro wanted_pid() { getopt("pid", 0, "count the calls of this process only (0: every process)") }
macro interval() { getopt("interval", 0, "print and reset the counts every N seconds (0: at the end only)") }

kprobe:vfs_* / wanted_pid == 0 || pid == wanted_pid / {
    @calls[func] = count();
}

interval:s:1 {
    if (interval > 0) {
        @ticks = @ticks + 1;
        if (@ticks >= interval) {
            time("%H:%M:%S\n");
            print(@calls);
            clear(@calls);
            @ticks = 0;
        }
    }
}

END {
    if (interval > 0) {
        clear(@ticks);
    }
}
