// raw_syscalls:sys_enter without args: a raw_tp program on the same
// tracepoint (no perf-event record per event, no grace period when
// detached). With args it stays a tracepoint program (tracepoint_field).
tracepoint:raw_syscalls:sys_enter { @[probe] = count(); }
