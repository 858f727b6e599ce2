// error and error(NAMES): return probes only; errno names and NULL only.
kprobe:vfs_read { $e = error; } // error: 'error' has no meaning in a kprobe probe
fentry:vfs_read { $e = error(ENOMEM); } // error: 'error' has no meaning in an fentry probe
fexit:vfs_read { $e = error(ENOMEMM); } // error: unknown errno name 'ENOMEMM'
fexit:vfs_read { $e = error(12); } // error: error() takes errno names and NULL, e.g. error(ENOMEM, EINVAL, NULL)
