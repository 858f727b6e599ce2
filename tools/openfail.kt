#!/usr/bin/env kt
// why an open failed, deep in the path walk, permissions or the LSM
//
// Starts a kernel session at every open (do_sys_openat2: open, openat,
// openat2, creat), records the path walk, the lookups, the permission
// checks, the LSM hook and the file's open method while it runs, and for
// each open that fails prints the deepest failing call chain: which
// kernel function made the error (a component missing in link_path_walk,
// generic_permission refusing, security_file_open for an LSM), through
// which callers it came back, with --args the arguments of each call (the
// path, the open flags). Needs kernel functions (kprobes): tested in the
// guest suite.
//
// Examples:
//   kt openfail                             every failing open
//   kt openfail --comm=nginx --errno=13     EACCES of nginx's opens
//   kt -c 'cat /etc/shadow' openfail --args
//
// Output:
//   cat[4242/4242] do_sys_openat2 -> -EACCES in 19us
//                          __x64_sys_openat+0x55
//        19us [-EACCES]  do_sys_openat2+0x87
//                          do_filp_open+0xa9
//        12us [-EACCES]  path_openat+0x3d3
//         4us [-EACCES]  inode_permission+0x56
//   !     1us [-EACCES]  generic_permission
//
// See also: opensnoop, syscallfail, errsnoop, open(2)

macro wanted_pid() { getopt("pid", 0, "trace only this process (0: every process)") }
macro wanted_comm() { getopt("comm", "", "trace only the threads of this name (empty: all)") }
macro wanted_errno() { getopt("errno", 0, "show only the failures with this error number (2 for ENOENT; 0: every failure)") }

entry:do_sys_openat2, allow:path_openat, allow:link_path_walk*,
allow:*lookup_fast, allow:*lookup_slow, allow:*inode_permission,
allow:generic_permission, allow:may_*, allow:vfs_open,
allow:do_dentry_open, allow:security_file_open
/ (wanted_pid == 0 || pid == wanted_pid) &&
  (wanted_comm == "" || comm == wanted_comm) &&
  error && (wanted_errno == 0 || retval == -wanted_errno) /
{
    if (getopt("args", false, "print each call's arguments under it")) {
        print(stack(args));
    } else {
        print(stack());
    }
}
