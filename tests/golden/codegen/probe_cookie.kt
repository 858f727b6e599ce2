// The probe builtin in a unit attached several times: the attach cookie.
kprobe:vfs_read, kprobe:vfs_write { @p[probe] = count(); }
