// override() on a function the kernel cannot override: the hint says which can.
// unsafe
kprobe:vfs_write { override(-5); } // error: 'override()' cannot make 'vfs_write' return: it is not on the kernel's error-injection list
