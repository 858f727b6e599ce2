// rawtracepoint args typed from BTF (bpftrace v0.26): the same arguments as
// tp_btf (btf_trace_sched_process_fork, names from its __traceiter_), and
// arg0..N beside them.
rawtracepoint:sched_process_fork {
  $parent = args.parent;
  $pid = args.child->pid;
  $raw = arg0;
}
rt:vmlinux:sched_process_fork { $comm = args.parent->comm; }
