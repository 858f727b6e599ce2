// kstack/ustack: stack ids from the stack map as map keys.
kprobe:vfs_read { @k[kstack(5)] = count(); @u[ustack] = count(); }
