// A session probe: a call program (session_0_call, kprobe) that pushes
// each call with kt_session_enter(cookie, ip), and a return program
// (session_0, kretprobe) that pops it with kt_session_exit(cookie, ax, ip)
// and runs the body on the session it ended, reading retval, duration and
// the entry function's name index from the session's record. calls()
// adds kt_calls_enter/kt_calls_exit around them and kt_calls_record().
entry:vfs_read, allow:vfs_* / error(EINTR) || duration > 1000 / {
  @[func, retval] = count();
  print(stack());
  print(calls());
}
