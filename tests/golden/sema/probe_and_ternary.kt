// The probe builtin compares with ==, and keys maps; ?: takes integers of
// any width (promoted), strings (unified) and pointers.
tracepoint:sched:sched_switch, tracepoint:syscalls:sys_enter_openat {
  @by_probe[probe] = count();
  $is = probe == probe;
}
tracepoint:sched:sched_switch {
  $w = args.prev_pid > 0 ? (uint16)1 : (uint32)2;
  $p = pid > 1 ? curtask : curtask->parent;
  $s = pid > 1 ? args.prev_comm : "idle";
}
interval:s:1 { print(@by_probe); }
profile:hz:99 { @cpu[cpu] = count(); }
software:cpu-clock:1000000 { @sw = count(); }
