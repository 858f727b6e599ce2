// min(): compare with the stored value, store when smaller.
kprobe:vfs_read { @smallest = min(arg2); }
