// session.kt where the kernel has kprobe.session links (Linux 6.10): one
// program (session_0, kprobe, attached as kprobe.session) that asks the
// kernel whether it runs at a return (a call of helper 0x6b7401, which the
// runtime makes a call of the kfunc bpf_session_is_return). At a call
// (block session_call) it does the call program's part and returns what
// kt_session_skip_return() says (1: the kernel skips the return run); at a
// return (session_return) the return program's.
// codegen: kprobe_session
entry:vfs_read, allow:vfs_* / error(EINTR) || duration > 1000 / {
  @[func, retval] = count();
  print(stack());
  print(calls());
}
