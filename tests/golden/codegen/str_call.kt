// str() of an address in a kprobe, whose address space is unknown:
// bpf_probe_read_str (45), which reads user or kernel memory by the
// address on x86-64, into a buffer of max_strlen.
kprobe:vfs_read { @name[tid] = str(arg1); }
