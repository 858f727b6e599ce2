// tp_btf (fixture BTF): the context is the tracepoint's arguments, one u64
// each; args.child is the second, a pointer followed with
// bpf_probe_read_kernel. The section names the tracepoint for libbpf.
tp_btf:sched_process_fork {
  @[args.parent->pid, args.child->comm] = count();
}
