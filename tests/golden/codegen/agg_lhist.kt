// lhist(): a linear bucket, clamped below min and above max.
kprobe:vfs_read { @l = lhist((int64)arg2, -100, 100, 10); }
