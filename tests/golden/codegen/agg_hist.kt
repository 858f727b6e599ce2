// hist(): the log2 bucket of the value keys a per-CPU counter.
kprobe:vfs_read { @h = hist(arg2); }
