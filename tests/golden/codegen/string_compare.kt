// String equality compares bytes up to the first NUL.
kprobe:vfs_read { if (comm == "bash") { @bash = 1; } }
