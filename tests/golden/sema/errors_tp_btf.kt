// tp_btf: names the fixture BTF has no tracepoint for, the tracepoint
// category written as if it were a module, builtins tp_btf does not have.
tp_btf:sched_process_frok { } // error: no tracepoint 'sched_process_frok' in the BTF of the kernel
tp_btf:sched:sched_process_fork { } // error: no BTF for module 'sched' (is the module loaded?)
tp_btf:nothing_* { } // error: no tracepoint matches 'nothing_*' in the BTF of the kernel
