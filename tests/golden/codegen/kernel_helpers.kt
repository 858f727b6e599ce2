// Kernel helpers: path() passes the kernel address of a struct path field
// (the pointer plus its relocated offset, no read) to bpf_d_path; a
// run-time write_user() length is cut to the bytes kt holds and skips the
// helper when it is 0.
// unsafe
fentry:vfs_open { @p = path(args.file->f_path); }
tracepoint:syscalls:sys_enter_openat { @w = write_user(args.filename, (int32)5, args.flags); }
