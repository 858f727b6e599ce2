// A struct neither the program nor the (fixture) kernel BTF declares.
kprobe:vfs_read { $t = (struct task *)arg0; } // error: unknown type 'struct task'
