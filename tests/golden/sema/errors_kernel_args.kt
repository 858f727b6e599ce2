// fentry/fexit args are the function's parameters, by name.
fentry:vfs_read { $x = args.buff; } // error: 'struct vfs_read' has no field 'buff'
fexit:do_sys_openat2 { $x = args.how->flagz; } // error: 'struct open_how' has no field 'flagz'
