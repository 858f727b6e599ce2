// sum() without keys: a per-CPU array slot of {total, set}; the set word
// tells a sum of zeros from a sum never taken.
kprobe:vfs_read { @bytes = sum((int32)arg2); }
