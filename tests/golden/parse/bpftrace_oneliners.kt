// The classic bpftrace one-liners (README and one-liner tutorial), unchanged.
BEGIN { printf("hello world\n"); }
tracepoint:syscalls:sys_enter_openat { printf("%s %s\n", comm, str(args->filename)); }
tracepoint:raw_syscalls:sys_enter { @[comm] = count(); }
tracepoint:syscalls:sys_exit_read /pid == 18644/ { @bytes = hist(args->ret); }
tracepoint:syscalls:sys_exit_read /args->ret/ { @[comm] = sum(args->ret); }
tracepoint:syscalls:sys_exit_read { @[comm] = hist(args->ret); }
kretprobe:vfs_read { @bytes = lhist(retval, 0, 2000, 200); }
kprobe:vfs_read { @start[tid] = nsecs; } kretprobe:vfs_read /@start[tid]/ { @ns[comm] = hist(nsecs - @start[tid]); delete(@start[tid]); }
tracepoint:sched:sched* { @[probe] = count(); } interval:s:5 { exit(); }
profile:hz:99 { @[kstack] = count(); }
tracepoint:sched:sched_switch { @[kstack] = count(); }
tracepoint:block:block_rq_issue { @ = hist(args->bytes); }
tracepoint:raw_syscalls:sys_enter { @ = count(); } interval:s:1 { print(@); clear(@); }
tracepoint:block:block_rq_issue { printf("%d %s %d\n", pid, comm, args->bytes); }
software:faults:1 { @[comm] = count(); }
hardware:cache-misses:1000000 { @[comm, pid] = count(); }
profile:hz:99 /pid == 189/ { @[ustack] = count(); }
tracepoint:syscalls:sys_enter_openat /cgroup == cgroupid("/sys/fs/cgroup/unified/mycg")/ { printf("%s\n", str(args->filename)); }
kprobe:do_nanosleep { printf("PID %d sleeping...\n", pid); }
tracepoint:syscalls:sys_enter_nanosleep { printf("%s is sleeping.\n", comm); }
uretprobe:/bin/bash:readline { printf("read a line\n"); }
uprobe:/bin/bash:readline { printf("arg0: %d\n", arg0); }
uretprobe:/bin/bash:readline { printf("readline: \"%s\"\n", str(retval)); }
kprobe:do_sys_open { printf("%s: %s\n", comm, str(arg1)); }
kprobe:vfs_open { printf("open path: %s\n", str(((struct path *)arg0)->dentry->d_name.name)); }
tracepoint:syscalls:sys_enter_execve { join(args->argv); }
kprobe:tcp_sendmsg { @bytes[comm] = sum(arg2); }
tracepoint:syscalls:sys_enter_kill { printf("%d -> %d sig %d\n", pid, args->pid, args->sig); }
tracepoint:syscalls:sys_exit_* /args->ret < 0/ { @[probe, args->ret] = count(); }
