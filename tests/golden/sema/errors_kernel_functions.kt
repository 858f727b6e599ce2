// Kernel-function probes: names BTF does not know, wildcards that match
// nothing, retval of a function that returns void.
fentry:vfs_reed { } // error: no kernel function 'vfs_reed' in the kernel's BTF
fexit:vfs_cleanup { $r = retval; } // error: 'vfs_cleanup' returns void: 'retval' has no value in fexit:vfs_cleanup
fentry:nothing_like_this_* { } // error: no traceable kernel function matches 'nothing_like_this_*'
kprobe:vfs_read { $x = args.file; } // error: 'args' has no meaning in a kprobe probe
fentry:vfs_read { $r = retval; } // error: 'retval' has no meaning in a fentry probe
kprobe:vfs_reed { } // error: no kernel function 'vfs_reed' (it does not exist, or it is inlined everywhere)
kretprobe:vmlinux:vfs_raed { } // error: no kernel function 'vfs_raed' (it does not exist, or it is inlined everywhere)
