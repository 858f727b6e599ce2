// A plain map: read (zero when missing), add, write back.
kprobe:vfs_read { @calls = @calls + 1; @last[tid] = nsecs; }
