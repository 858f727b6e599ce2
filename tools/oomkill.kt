#!/usr/bin/env kt
// trace OOM kills: the victim, its memory, and who triggered the kill
//
// One line per process the out-of-memory killer chooses (the
// oom:mark_victim tracepoint), for the whole system or for a memory
// cgroup over its limit: the victim's pid and name, its virtual size and
// its resident anonymous, file and shared memory in kB, its uid and
// oom_score_adj, and the process whose allocation triggered the kill
// (often the victim itself). The kernel log says more (dmesg), but this
// is cheap to leave running and easy to collect.
//
// Examples:
//   kt oomkill                          every OOM kill until Ctrl-C
//   kt oomkill -- --count=1             stop after the first one
//
// Output:
//   TIME     PID     COMM             TOTAL_VM_KB ANON_KB  FILE_KB  SHMEM_KB UID    ADJ   TRIGGERED BY
//   11:17:20 21615   python3          218656      32512    5392     0        0      0     21615 python3
//
// See also: exitsnoop, pagefaults, dmesg(1)

config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-8s %-7s %-16s %-11s %-8s %-8s %-8s %-6s %-5s %s\n", "TIME", "PID", "COMM",
           "TOTAL_VM_KB", "ANON_KB", "FILE_KB", "SHMEM_KB", "UID", "ADJ", "TRIGGERED BY");
}

tracepoint:oom:mark_victim {
    printf("%s %-7d %-16s %-11d %-8d %-8d %-8d %-6d %-5d %d %s\n", strftime("%H:%M:%S", nsecs), args.pid, str(args.comm),
           args.total_vm, args.anon_rss, args.file_rss, args.shmem_rss, args.uid,
           args.oom_score_adj, pid, comm);
    @kills = count();
    if (getopt("count", 0, "stop after this many kills (0: never)") > 0 &&
        @kills == getopt("count", 0)) {
        exit();
    }
}
