// The probe builtin in a unit with one attach point: a constant.
kprobe:vfs_read { @p[probe] = count(); }
