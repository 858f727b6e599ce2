// max(): compare with the stored value, store when larger.
kprobe:vfs_read { @largest = max(arg2); }
