// Tracepoint args from the fixture formats: integers by size and sign,
// char arrays as strings, __data_loc strings (string[64]: the driver's
// max_strlen), arrays, bools, syscall pointers into user memory, other
// pointers, and a struct pointer typed from the fixture BTF.
tracepoint:sched:sched_switch {
  $prev_comm = args.prev_comm;
  $prev_pid = args.prev_pid;
  $prev_state = args.prev_state;
  $whole = args;
}
tracepoint:sched:sched_process_exec {
  $filename = args.filename;
  $str = str(args.filename);
  $old_pid = args->old_pid;
}
tracepoint:syscalls:sys_enter_openat {
  $filename = args.filename;
  $path = str(args.filename);
  $flags = args.flags;
  $mode = args.mode;
  $nr = args.__syscall_nr;
}
tracepoint:syscalls:sys_exit_openat { $ret = args.ret; }
tracepoint:sock:inet_sock_set_state {
  $skaddr = args.skaddr;
  $sport = args.sport;
  $saddr = args.saddr;
  $src = ntop(args.saddr);
  $src6 = ntop(args.saddr_v6);
  $first = args.daddr[0];
}
tracepoint:raw_syscalls:sys_enter {
  $id = args.id;
  $args = args.args;
  $a0 = args.args[0];
}
tracepoint:dma:dma_map_sg {
  $device = args.device;
  $truncated = args.truncated;
  $dir = args.dir;
}
tracepoint:percpu:percpu_alloc_percpu {
  $reserved = args.reserved;
  $base = args.base_addr;
  $ptr = args.ptr;
  $size = args.size;
}
tracepoint:filelock:locks_get_lock_context {
  $ctx = args.ctx;
  $lock = args.ctx->flc_lock;
  $next = args.ctx->flc_posix.next;
  $type = args.type;
  $dev = args.s_dev;
}
