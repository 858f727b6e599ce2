// sum(): a signed value added into a per-CPU slot.
kprobe:vfs_read { @bytes[comm] = sum((int32)arg2); }
