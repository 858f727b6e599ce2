// An iterator the kernel's BTF does not have (no struct bpf_iter__NAME).
iter:tsk { } // error: the kernel has no iterator 'tsk' (no struct bpf_iter__tsk in its BTF)
