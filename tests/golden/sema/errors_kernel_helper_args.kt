// check_types: the kernel helpers' arguments, and write_user() where the
// current process is kt's own.
// unsafe
tracepoint:syscalls:sys_enter_openat {
  $a = write_user(curtask, "x", 2); // error: 'write_user()' writes user memory, and 'struct task_struct *' points to kernel memory
  $b = write_user("x", "x", 2); // error: 'write_user()' writes to a user address, not 'string[2]'
  $c = write_user(args.filename, args.filename, 8); // error: 'write_user()' writes the bytes of a string, integer, buffer, array, struct or tuple, not 's8 *'
  $d = write_user(args.filename, "abc", 5); // error: 'write_user()' can write at most 4 bytes of 'string[4]', not 5
  $e = write_user(args.filename, "abc", 0); // error: 'write_user()' writes at least one byte
  $f = write_user(args.filename, buf(args.filename, 8), 12); // error: 'write_user()' can write at most 8 bytes of 'buffer[8]', not 12
  $g = write_user(args.filename, "abc", "4"); // error: a length must be an integer, not 'string[2]'
}
END { $w = write_user(0, "x", 1); } // error: write_user() cannot be used in END: it runs in kt's own process
fentry:vfs_open { $w = path(uptr(args.path)); } // error: 'path()' needs a struct path in kernel memory, not through a user pointer
kprobe:vfs_open { override("x"); } // error: a return value must be an integer, not 'string[2]'
fentry:vfs_read {
  $s = socket_cookie(args.file); // error: 'socket_cookie()' takes a kernel 'struct sock *', not 'struct file *'
  $t = socket_cookie(1); // error: 'socket_cookie()' takes a kernel 'struct sock *', not 's64'
  $p = path(args.file); // error: 'path()' takes a kernel 'struct path *' (or a struct path field through one), not 'struct file *'
  $f = args.file->f_path;
  $q = path($f); // error: 'path()' needs a struct path in kernel memory, reached through a kernel pointer
  $v = path(uptr(args.file)->f_path); // error: 'path()' needs a struct path in kernel memory, reached through a kernel pointer
  $r = path(args.file->f_path, 0); // error: 'path()' reads 1 to 4096 bytes, not 0
  $n = 8;
  $u = path(args.file->f_path, $n); // error: 'path()' takes its size as an integer literal
}
