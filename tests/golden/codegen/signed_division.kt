// Signed division and remainder without BPF sdiv: by the magnitudes, the
// sign fixed afterwards.
kprobe:vfs_read { @q = (int64)arg0 / (int64)arg1; @r = (int64)arg0 % (int64)arg1; @u = arg0 / arg1; }
