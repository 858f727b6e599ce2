// Several attach points sharing one body, one per line or on one line.
tracepoint:syscalls:sys_enter_openat,
tracepoint:syscalls:sys_enter_open,
  tracepoint:syscalls:sys_enter_creat
{
    @opens[comm] = count();
}

kprobe:vfs_read, kprobe:vfs_write, kretprobe:vfs_readv /pid != 0/ { @[probe] = count(); }

BEGIN, interval:s:1, software:cpu-clock:1000, uprobe:/bin/sh:main, usdt:/bin/app:p { @mixed = count(); }
