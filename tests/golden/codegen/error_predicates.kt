// error by return type. fexit:vfs_* groups its functions by return type,
// one program each: vfs_read and vfs_write return ssize_t (fail in
// -4095..-1 as 64 bits), vfs_open an int (the low 32 bits), vfs_cleanup
// void (never fails: the predicate is false), vfs_dup a pointer (NULL or
// ERR_PTR). error(NAMES) compares with each errno (NULL with 0).
fexit:vfs_* / error / { @[probe] = count(); }
fexit:vfs_dup / error(ENOMEM, NULL) / { @dup = count(); }
