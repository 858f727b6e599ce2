// resolve_names: the kernel helpers outside the probes that give them a
// meaning, and override() on functions the kernel does not let it override.
// unsafe
tracepoint:syscalls:sys_enter_openat { override(1); } // error: 'override' has no meaning in a tracepoint probe
kretprobe:vfs_open { override(1); } // error: 'override' has no meaning in a kretprobe probe
fentry:vfs_open { override(1); } // error: 'override' has no meaning in an fentry probe
kprobe:vfs_read { override(1); } // error: 'override()' cannot make 'vfs_read' return: it is not on the kernel's error-injection list
kprobe:vfs_open+4 { override(1); } // error: 'override()' makes a function return at its entry, and 'kprobe:vfs_open+4' is inside it
kprobe:vfs_* { override(1); } // error: 'override()' cannot make 'vfs_cleanup' return: it is not on the kernel's error-injection list
kprobe:vfs_read { $c = socket_cookie(arg0); } // error: 'socket_cookie' has no meaning in a kprobe probe
tracepoint:syscalls:sys_enter_openat { $p = path(args.filename); } // error: 'path' has no meaning in a tracepoint probe
tp_btf:sched_process_fork { $p = path(args.parent); } // error: 'path' has no meaning in a tp_btf probe
