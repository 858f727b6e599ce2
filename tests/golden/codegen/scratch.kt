// Values beyond the stack budget live in the per-CPU scratch map, looked
// up once in the prologue.
config { max_strlen = 200 }
kprobe:vfs_read { @a = str(arg0); @b = str(arg1); @c = str(arg2); }
