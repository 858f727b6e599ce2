// The kernel helpers: write_user() of each kind of bytes kt holds, with a
// literal or a run-time length; override() on functions of the fixture's
// error-injection list; socket_cookie() of a socket and of a struct
// starting with one; path() of a pointer, of a field through one, and
// with a size.
// unsafe
tracepoint:syscalls:sys_enter_openat {
  $ok = write_user(args.filename, "/dev/null", 10);
  $n = write_user(args.filename, (uint32)7, 4);
  $b = write_user(args.filename, buf(args.filename, 8), args.flags);
  $t = write_user(args.filename, (1, 2), 16);
}
kprobe:vfs_open { override(-12); }
kprobe:vfs_dup { override(0); }
fentry:vfs_read { $c = socket_cookie((struct sock *)arg0); $d = socket_cookie((struct sock_common *)arg1); }
fentry:vfs_open { $p = path(args.path); $q = path(args.file->f_path, 256); }
fexit:vfs_read { $r = path(args.file->f_path, 16); }
