// count(): a per-CPU map lookup, insert on a miss, and an add.
kprobe:vfs_read { @count = count(); }
