// A session probe: a call program (session_0_call, kprobe) that pushes
// each call with kt_session_enter(cookie, ip), and a return program
// (session_0, kretprobe) that pops it with kt_session_exit(cookie, ax, ip)
// and runs the body on the session it ended, reading retval, duration and
// the entry function's name index from the session's record.
entry:vfs_read, allow:vfs_* / error(EINTR) || duration > 1000 / {
  @[func, retval] = count();
  print(stack());
}
