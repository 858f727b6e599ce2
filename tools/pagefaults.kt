#!/usr/bin/env kt
// count user page faults by process, optionally by user stack
//
// Counts the page faults taken by user-space code (the
// exceptions:page_fault_user tracepoint: first touches of new memory,
// copy-on-write after fork(), pages read back from files or swap) by
// process, and with --stacks by the user stack that faulted, and prints
// the top counts when kt ends, most frequent last. Faults the kernel
// takes on user memory while copying to or from it (read() into a fresh
// buffer) are not user faults and are not counted. A process whose
// count keeps growing is touching new memory: allocating, or thrashing.
//
// Examples:
//   kt pagefaults                          by process, until Ctrl-C
//   kt pagefaults -- --pid=1234 --stacks   process 1234, by user stack
//   kt pagefaults -- --duration=10 --top=5
//
// Output:
//   @faults[31027, bash]: 634
//   @faults[31028, python3]: 18195
//
// See also: profile, oomkill, mmap(2)

config { print_maps_on_exit = 0 }

tracepoint:exceptions:page_fault_user
/ getopt("pid", 0, "count only this process's faults (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    if (getopt("stacks", false, "count by user stack too")) {
        @faults[pid, comm, ustack] = count();
    } else {
        @faults[pid, comm] = count();
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    print(@faults, getopt("top", 20, "how many of the highest counts to print"));
}
