// Builtin identifiers and calls with zero, one and many arguments.
kprobe:f {
    @a[pid, tid, uid, gid] = count();
    @b[comm, cpu, cgroup] = count();
    @c = nsecs;
    @d = elapsed;
    @e[func, probe] = count();
    @f = retval;
    @g = arg0 + arg1 + arg5;
    @h[kstack, ustack] = count();
    @i = curtask;
    @j = args;
    printf("%s %d\n", comm, pid);
    print(@a);
    exit();
    time("%H:%M:%S\n");
    $s = str(arg0, 16);
    $b = buf(arg1, 8);
    $k = ksym(reg("ip"));
    $u = usym(arg0);
    $ka = kaddr("jiffies");
    $ua = uaddr("main");
    $ip = ntop(2, arg0);
    $t = strftime("%H:%M:%S", nsecs);
    join(arg1);
    cat("/proc/loadavg");
    system("echo hi");
    signal("KILL");
    @avg = avg(arg2);
    @min = min(arg2);
    @max = max(arg2);
    @stats = stats(arg2);
    @hist = hist(arg2);
    @lhist = lhist(arg2, 0, 1000, 100);
    @sum = sum(arg2);
    $nested = str(ksym(kaddr("f")));
}
