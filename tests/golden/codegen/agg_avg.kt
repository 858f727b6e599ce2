// avg(): a count and a total.
kprobe:vfs_read { @avg = avg(arg2); }
