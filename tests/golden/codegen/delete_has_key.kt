// has_key() looks up; delete() deletes.
kprobe:vfs_read /has_key(@start, tid)/ { delete(@start, tid); }
kprobe:vfs_write { @start[tid] = nsecs; }
