// Map forms: anonymous, scalar, keyed, multi-key, maps in expressions and calls.
kprobe:f {
    @ = count();
    @[comm] = count();
    @[comm, pid] = count();
    @scalar = 1;
    @one[tid] = nsecs;
    @two[pid, tid] = 1;
    @three[pid, comm, cpu] = sum(arg2);
    @expr_key[arg0 + 1] = 1;
    @str_key["literal"] = 1;
    $v = @one[tid] + @scalar;
    delete(@one[tid]);
    delete(@two, (pid, tid));
    clear(@three);
    zero(@scalar);
    print(@);
    $has = has_key(@one, tid);
    $n = len(@two);
    @nested[@one[tid]] = 1;
}
