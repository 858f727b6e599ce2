// A predicate: the body runs only when it is true.
kprobe:vfs_read /pid == 42 && arg2 > 0/ { @n = 1; }
