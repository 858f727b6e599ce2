// Session probes: entry/allow/deny function sets in every form.
// why does bpf() fail?
entry:*sys_bpf, allow::kernel/bpf/*.c, deny:bpf_lsm_*
/ error && duration > 10us /
{
    print(stack(args));
    print(calls());
    print(lbr(any_return));
    @fails[func, retval] = count();
}

entry:kvm*:*_read_* { @kvm = count(); }
entry:do_sys_openat2, allow:vfs_*, allow:ext4:ext4_*, deny:security_* { print(stack()); }
entry:/usr/bin/app:handle_*, allow:/usr/bin/app::src/db/*.c { print(calls(args)); }
entry:@funcs.txt, allow:@more_funcs.txt, deny:@deny.list { @listed = count(); }
entry:./bin/server:serve, deny:./bin/server:log_* { @srv[func] = count(); }
entry:do_sys_open /error(ENOMEM, EINVAL, NULL)/ { @errs[retval] = count(); }
deny:kfree, entry:__x64_sys_openat { @order = count(); }
