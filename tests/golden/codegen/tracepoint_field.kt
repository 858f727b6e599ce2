// A tracepoint args field: a load at its offset from the record.
tracepoint:sched:sched_switch { @prev = args.prev_pid; }
