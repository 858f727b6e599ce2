// tp_btf typed from the fixture BTF: btf_trace_sched_process_fork gives the
// argument types, __traceiter_sched_process_fork their names; one unit per
// tracepoint of a wildcard.
tp_btf:sched_process_fork {
  $parent = args.parent;
  $pid = args->child->pid;
  $comm = args.parent->comm;
}
tp_btf:sched_process_* { @[probe] = count(); }
