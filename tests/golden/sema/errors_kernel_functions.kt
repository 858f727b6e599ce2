// Kernel-function probes: names BTF does not know, wildcards that match
// nothing, retval of a function that returns void, functions kt refuses
// (unstable when traced, or spin-lock internals under fentry/fexit).
fentry:vfs_reed { } // error: no kernel function 'vfs_reed' in the kernel's BTF
fexit:vfs_cleanup { $r = retval; } // error: 'vfs_cleanup' returns void: 'retval' has no value in fexit:vfs_cleanup
fentry:nothing_like_this_* { } // error: no traceable kernel function matches 'nothing_like_this_*'
kprobe:vfs_read { $x = args.file; } // error: 'args' has no meaning in a kprobe probe
fentry:vfs_read { $r = retval; } // error: 'retval' has no meaning in an fentry probe
kprobe:vfs_reed { } // error: no kernel function 'vfs_reed' (it does not exist, or it is inlined everywhere)
kretprobe:vmlinux:vfs_raed { } // error: no kernel function 'vfs_raed' (it does not exist, or it is inlined everywhere)
fentry:_raw_spin_lock { } // error: kt does not attach to kernel function '_raw_spin_lock': an fentry/fexit program inside the kernel's spin-lock code can deadlock the kernel
fexit:queued_spin_lock_slowpath { } // error: kt does not attach to kernel function 'queued_spin_lock_slowpath': an fentry/fexit program inside the kernel's spin-lock code can deadlock the kernel
kprobe:arch_cpu_idle { } // error: kt does not attach to kernel function 'arch_cpu_idle': tracing it can hang or crash the system
kretprobe:rcu_note_context_switch { } // error: kt does not attach to kernel function 'rcu_note_context_switch': tracing it can hang or crash the system
