// bpftrace v0.26's probe forms: a name before the provider, test and bench
// probes (kt --test, --bench), iterators with and without a pin,
// watchpoints.
opens=tracepoint:syscalls:sys_enter_openat, b=BEGIN { printf("%s\n", probe); }
test:adds_up { return 1 + 1 == 2 ? 0 : 1; }
bench:count { @c = count(); }
iter:task { printf("%s\n", ctx.task.comm); }
it:task_file:/sys/fs/bpf/files { printf("%d\n", ctx.fd); }
watchpoint:0x10000000:8:rw { printf("hit\n"); unwatch(0x10000000); }
w:4096:4:x { }
