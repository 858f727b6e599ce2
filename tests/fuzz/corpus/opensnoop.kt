#!/usr/bin/env kt
// opensnoop.kt: who opens what
config { max_strlen = 256 }

tracepoint:syscalls:sys_enter_openat { @path[tid] = str(args.filename); }
tracepoint:syscalls:sys_exit_openat / has_key(@path, tid) / {
    printf("%-6d %-16s %4d %s\n", pid, comm, args.ret, @path[tid]);
    delete(@path, tid);
}
