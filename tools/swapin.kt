#!/usr/bin/env kt
// count swap-ins by process: pages read back from swap
//
// Counts the pages brought back from swap, by the process whose access
// brought each one back (its pid and name), and prints the counts when
// kt ends, highest last. The unit is a call of the kernel's swap read:
// one page, or a large folio on kernels that swap those in at once;
// pages read ahead around a fault count for the faulting process, and
// pages of zeros count although newer kernels need no device read for
// them (so the counts can exceed /proc/vmstat's pswpin). A process that
// keeps swapping in is short of memory: the machine's, or its cgroup's
// memory.max.
//
// It probes the kernel function swap_read_folio (Linux 6.10 and later)
// or swap_readpage (earlier kernels), whichever this kernel has: it
// needs kernel functions (kprobes).
//
// Examples:
//   kt swapin                           every process, until Ctrl-C
//   kt swapin --pid=1234 --duration=10  process 1234 for 10 seconds
//   kt -c './build-index' swapin        while a command runs
//
// Output:
//   @swapins[203, python3]: 49145
//
// See also: pagefaults, oomkill, swapon(8)

config {
    print_maps_on_exit = 0;
    // One of the two functions exists on a given kernel.
    missing_probes = ignore;
}

kprobe:swap_read_folio, kprobe:swap_readpage
/ getopt("pid", 0, "count only this process's swap-ins (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    @swapins[pid, comm] = count();
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@swapins);
}
