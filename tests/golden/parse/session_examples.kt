// The session examples of the design brief, and the opensnoop recipe.
config { max_strlen = 256 }

tracepoint:syscalls:sys_enter_openat { @path[tid] = str(args.filename); }
tracepoint:syscalls:sys_exit_openat / has_key(@path, tid) / {
    printf("%-6d %-16s %4d %s\n", pid, comm, args.ret, @path[tid]);
    delete(@path, tid);
}

entry:*sys_bpf, allow::kernel/bpf/*.c, deny:bpf_lsm_*
/ error && duration > 10us /
{
    print(stack(args));
    print(calls());
    print(lbr(any_return));
    @fails[func, retval] = count();
}

fexit:vfs_read /error/ { @[retval] = count(); }
kretprobe:do_sys_openat2 /error(ENOENT, EACCES)/ { @[comm] = count(); }
uretprobe:/usr/bin/app:handle /error/ { print(args()); }
