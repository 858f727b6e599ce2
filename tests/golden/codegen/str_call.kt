// str() of a kernel address: bpf_probe_read_kernel_str into a buffer of
// max_strlen.
kprobe:vfs_read { @name[tid] = str(arg1); }
