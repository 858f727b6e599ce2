// error and error(NAMES) are booleans in return probes; `error` alone
// does not need the function to return a value (void never fails).
fexit:vfs_read / error / { @fails = count(); }
fexit:vfs_cleanup / error / { @never = count(); }
kretprobe:vfs_open { $e = error(EINTR, EWOULDBLOCK, ERESTARTSYS); }
fexit:vfs_dup { $n = error(NULL); }
