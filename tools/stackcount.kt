#!/usr/bin/env kt
// count the stacks that lead to the functions an attach point matches
//
// Counts, for every hit of the attach point given as the first argument
// (any kt takes: kprobe:vfs_*, uprobe:libc:malloc, tracepoint:sched:*,
// usdt:BIN:*:*), the stack it came from, and prints each stack with its
// count when kt stops, most frequent last. The key is the kernel stack
// and the user stack together (a uprobe's kernel stack is empty and
// prints nothing); --user or --kernel keeps one of them, --comm adds the
// command. Kernel functions need kprobes or fentry.
//
// Examples:
//   kt -c 'ls /' stackcount 'uprobe:libc:malloc'      who calls malloc
//   kt stackcount 'kprobe:submit_bio' --kernel --comm  who issues I/O
//   kt stackcount 'tracepoint:sched:sched_switch' --pid=1234
//
// Output:
//   @stacks[
//       middle+8
//       outer+8
//       workload+456
//       main+80
//   ]: 1
//
// See also: funccount, profile, trace

config { print_maps_on_exit = 0 }

macro wanted_pid() { getopt("pid", 0, "count the stacks of this process only (0: every process)") }
macro user_only() { getopt("user", false, "count user stacks only") }
macro kernel_only() { getopt("kernel", false, "count kernel stacks only") }
macro by_comm() { getopt("comm", false, "count per command too") }

BEGIN {
    if (user_only && kernel_only) {
        printf("stackcount: --user and --kernel exclude each other\n");
        exit(2);
    }
}

$1 / wanted_pid == 0 || pid == wanted_pid / {
    if (user_only) {
        if (by_comm) { @stacks[comm, ustack] = count(); } else { @stacks[ustack] = count(); }
    } else if (kernel_only) {
        if (by_comm) { @stacks[comm, kstack] = count(); } else { @stacks[kstack] = count(); }
    } else {
        if (by_comm) {
            @stacks[comm, kstack, ustack] = count();
        } else {
            @stacks[kstack, ustack] = count();
        }
    }
}

END {
    print(@stacks);
}
