entry:*sys_bpf, allow::kernel/bpf/*.c, deny:bpf_lsm_*
/ error && duration > 10us /
{
    print(stack(args));
    print(calls());
    print(lbr(any_return));
    @fails[func, retval] = count();
}
