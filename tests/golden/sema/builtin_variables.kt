// The type of every builtin variable, each in a probe where it has a meaning.
BEGIN {
  $pid = pid; $tid = tid; $uid = uid; $gid = gid; $cpu = cpu; $cpid = cpid; $rand = rand;
  $nsecs = nsecs; $elapsed = elapsed; $cgroup = cgroup;
  $comm = comm;
  $probe = probe;
  $curtask = curtask;
  $kstack = kstack;
  $ustack = ustack;
}
kprobe:vfs_read { $func = func; $a0 = arg0; $a9 = arg9; }
kretprobe:vfs_read { $func = func; $ret = retval; }
uprobe:/bin/sh:main { $func = func; $a1 = arg1; }
uretprobe:/bin/sh:main { $ret = retval; }
rawtracepoint:sched_switch { $a2 = arg2; }
usdt:/bin/sh:probe { $a0 = arg0; }
tracepoint:sched:sched_switch { $args = args.prev_pid; }
