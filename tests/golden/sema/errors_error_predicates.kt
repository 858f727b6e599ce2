// error and error(NAMES): return probes only; errno names, NULL and errors
// known when the program is compiled only.
kprobe:vfs_read { $e = error; } // error: 'error' has no meaning in a kprobe probe
fentry:vfs_read { $e = error(ENOMEM); } // error: 'error' has no meaning in an fentry probe
fexit:vfs_read { $e = error(ENOMEMM); } // error: unknown errno name 'ENOMEMM'
fexit:vfs_read { $e = error(pid); } // error: unknown errno name 'pid'
