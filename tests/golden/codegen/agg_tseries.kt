// tseries(): the slot of interval now / 100ms % 5 in the key's ring (a
// per-CPU hash keyed by comm and the slot), reset when it is from an
// older interval, then the minimum kept with its "set" word.
tracepoint:syscalls:sys_enter_read { @t[comm] = tseries(args.count, 100ms, 5, "min"); }
