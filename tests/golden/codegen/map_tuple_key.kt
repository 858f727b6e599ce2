// Several keys make a tuple key: laid out as a C struct, zero-padded.
kprobe:vfs_read { @by[pid, comm, (uint8)arg0] = arg2; }
