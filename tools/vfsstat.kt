#!/usr/bin/env kt
// per-second counts of VFS reads, writes, opens, fsyncs and creates
//
// Prints one line a second with how many times the kernel's vfs_read,
// vfs_write, vfs_open, vfs_fsync_range and vfs_create ran in it (the
// readv and writev paths included: vfs_readv and vfs_writev count as reads
// and writes), system-wide or for one process. A steady baseline makes
// bursts of opens, a write storm or an fsync loop stand out. Needs
// kernel functions (kprobes).
//
// Examples:
//   kt vfsstat                          every second until Ctrl-C
//   kt vfsstat --pid=1234 --count=10    one process, ten seconds
//
// Output:
//   TIME         READ    WRITE     OPEN    FSYNC   CREATE
//   10:40:01      231       57       12        0        0
//   10:40:02     4120     1022        3        8        1
//
// See also: vfscount, syscount, opensnoop

config { print_maps_on_exit = 0 }

macro pid_ok() { (getopt("pid", 0, "count the calls of this process only (0: every process)") == 0 || pid == getopt("pid", 0)) }

BEGIN {
    printf("%-8s %8s %8s %8s %8s %8s\n", "TIME", "READ", "WRITE", "OPEN", "FSYNC", "CREATE");
}

kprobe:vfs_read, kprobe:vfs_readv / pid_ok() / { @n[0] = count(); }
kprobe:vfs_write, kprobe:vfs_writev / pid_ok() / { @n[1] = count(); }
kprobe:vfs_open / pid_ok() / { @n[2] = count(); }
kprobe:vfs_fsync_range / pid_ok() / { @n[3] = count(); }
kprobe:vfs_create / pid_ok() / { @n[4] = count(); }

interval:s:1 {
    time("%H:%M:%S");
    printf(" %8d %8d %8d %8d %8d\n", @n[0], @n[1], @n[2], @n[3], @n[4]);
    clear(@n);
    @seconds = @seconds + 1;
    if (@seconds == getopt("count", 0, "stop after N lines (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}
