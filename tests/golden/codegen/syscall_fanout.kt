// A syscall wildcard without args: one raw_tp program on sys_enter that
// keeps the syscalls marked in the fanout map (and the tracepoint program
// for one-by-one attachment).
tracepoint:syscalls:sys_enter_* { @[probe] = count(); }
