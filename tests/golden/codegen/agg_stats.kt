// stats(): count, total (and the average the runtime derives).
kprobe:vfs_read { @stats[pid] = stats(arg2); }
