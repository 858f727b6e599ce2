// rawtracepoint args: one tracepoint per attach point, known to BTF.
rawtracepoint:sched_process_* { $p = args.parent; } // error: 'args' in a rawtracepoint probe needs one tracepoint, not a wildcard
rawtracepoint:no_such_tracepoint_x { $p = args.x; } // error: no tracepoint 'no_such_tracepoint_x' in the BTF of the kernel
