// str() of a syscall's user pointer: bpf_probe_read_user_str.
tracepoint:syscalls:sys_enter_openat { @files[str(args.filename)] = count(); }
