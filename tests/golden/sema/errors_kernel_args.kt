// fentry/fexit args are the function's parameters, by name; tp_btf args the tracepoint's arguments.
fentry:vfs_read { $x = args.buff; } // error: 'struct vfs_read' has no field 'buff'
fexit:do_sys_openat2 { $x = args.how->flagz; } // error: 'struct open_how' has no field 'flagz'
tp_btf:sched_process_fork { $x = args.nope; } // error: 'struct sched_process_fork' has no field 'nope'
