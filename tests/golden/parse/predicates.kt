// Predicates: any expression between '/' and '/', division inside, layout.
kprobe:vfs_read /pid == 1234/ { @a = count(); }
kprobe:vfs_read/pid == 1234/ { @b = count(); }
tracepoint:syscalls:sys_exit_read /args.ret > 0 && comm == "bash"/ { @c = sum(args.ret); }
kprobe:f / $1 / 2 > 3 / { @d = count(); }
kprobe:f /!(uid == 0 || gid == 0)/ { @e = count(); }
kretprobe:f /@start[tid]/ { @f = nsecs - @start[tid]; }
kprobe:f
/ cpu == 0
  && (pid % 2 == 1) /
{
    @g = count();
}
kprobe:f /$#/ { @h = count(); }
kprobe:f /has_key(@seen, tid) ? 1 : 0/ { @i = count(); }
