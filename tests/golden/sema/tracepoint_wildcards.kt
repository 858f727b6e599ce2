// Tracepoint wildcards whose args the body reads expand at compile time;
// tracepoints that lay out the used fields alike share one unit. Without
// args, a wildcard stays one unit (the runtime expands it).
tracepoint:syscalls:sys_enter_* { @nr[args.__syscall_nr] = count(); }
tracepoint:syscalls:sys_enter_read, tracepoint:syscalls:sys_enter_write {
  @fd[args.fd] = sum(args.count);
}
tracepoint:syscalls:sys_exit_* { @ret = hist(args.ret); }
tracepoint:syscalls:sys_enter_* /pid == 1/ { @calls[probe] = count(); }
tracepoint:sched:sched_* { @sched[probe] = count(); }
// sys_enter_open and sys_enter_openat both have `filename`, at different
// offsets: two units.
tracepoint:syscalls:sys_enter_open* { @files[str(args.filename)] = count(); }
