// A tuple as a map value and printf argument.
kprobe:vfs_read { @last[tid] = (pid, comm, arg2); printf("%d %s\n", pid, comm); }
