// A session predicate's tests of the thread (pid, comm) are also checked
// by the call program (blocks thread_ok): a thread that fails them never
// starts a session. The return program checks the whole predicate.
entry:vfs_read, allow:vfs_* / pid == 42 && comm == "app" && error && duration > 1000 / {
  @[retval] = count();
}
