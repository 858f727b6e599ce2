// The type of every builtin function that returns a value, and the
// statements that return none.
// unsafe
kprobe:vfs_read {
  $s = str(arg0);
  $s8 = str(arg0, 8);
  $b = buf(arg1, 16);
  $bmax = buf(arg1);
  $k = ksym(arg0);
  $u = usym(arg0);
  $ka = kaddr("jiffies");
  $n = ntop(arg2);
  $n6 = ntop(10, arg2);
  $t = strftime("%H:%M:%S", nsecs);
  @m[1] = 1;
  $has = has_key(@m, 1);
  $len = len(@m);
  $found = find(@m, 1, $value);
  @c[comm] = count();
  $counted = find(@c, "bash", $count);
  $mac = macaddr(arg0);
  $cg = cgroup_path(cgroup);
  $cgv2 = cgroup_path(cgroup, "unified");
  $kf = kfunc_exist("bpf_rcu_read_lock");
  $off = offsetof(struct task_struct, comm);
  $word = *arg1;
  $ks = kstack();
  $ks5 = kstack(5);
  $ksp = kstack(perf, 3);
  $us = ustack(bpftrace);
  $cmp = strncmp(comm, "bash", 4);
  printf("%s %d\n", comm, pid);
  print(@m);
  print(@m, 10);
  print(comm);
  time("%H:%M\n");
  time();
  join(arg1);
  join(arg1, ",");
  delete(@m, 1);
  delete(@m[2]);
  clear(@m);
  zero(@m);
  system("echo %d", pid);
  cat("/proc/%d/status", pid);
  signal("SIGUSR1");
  signal(9);
  exit();
  exit(3);
  assert_str(comm);
}
