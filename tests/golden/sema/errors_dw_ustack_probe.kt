// resolve_names: dw_ustack is for probes that interrupt user code, whose
// context holds the user registers it copies.
tracepoint:syscalls:sys_enter_openat {
  print(dw_ustack); // error: 'dw_ustack' has no meaning in a tracepoint probe
}
kprobe:vfs_read {
  print(dw_ustack(3)); // error: 'dw_ustack' has no meaning in a kprobe probe
}
