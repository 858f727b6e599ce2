// Kernel-function probes typed from the fixture BTF's function prototypes:
// fentry args by parameter name, fexit retval by return type, wildcards
// grouped by the argument types their bodies use, arg0..N in fentry, and
// kprobe/kretprobe's untyped registers.
fentry:vfs_read {
  $file = args.file;
  $count = args->count;
  $name = str(args.file->f_path.dentry->d_name.name);
  $first = arg0;
}
fexit:vfs_read {
  $ret = retval;
  $count = args.count;
}
fexit:vfs_open { $ok = retval; }
fexit:vfs_dup { $dup = retval; }
kfunc:do_sys_openat2 { $path = str(args.filename); $flags = args.how->flags; }
fentry:vfs_* { @[func] = count(); }
fentry:vfs_* { $f = args.file; }
fexit:vfs_* { @r[probe] = retval; }
kprobe:vfs_read { $a = arg0; $c = arg2; }
kretprobe:vfs_read { $r = retval; }
kprobe:vmlinux:vfs_write+4 { $b = arg1; }
