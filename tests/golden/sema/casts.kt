// Casts: to every integer type, to pointers of the program's own structs
// and typedefs, and of the kernel's (fixture BTF); an enum is the
// kernel's (its size, printed by name), void * is u8 *. Casts of a syscall's user pointer and in a uprobe make user
// pointers (which the dump does not show).
struct point { int x; int y; };
typedef struct point point_t;
typedef unsigned short port_t;
kprobe:vfs_read {
  $a = (uint8)arg0;
  $b = (int16)arg0;
  $c = (unsigned int)arg0;
  $d = (long)arg0;
  $e = (char)arg0;
  $f = (bool)arg0;
  $g = (port_t)arg0;
  $p = (struct point *)arg0;
  $q = (point_t *)arg1;
  $t = (struct task_struct *)arg2;
  $tp = (struct task_struct **)arg2;
  $v = (void *)arg0;
  $ino = ((struct inode *)arg3)->i_ino;
  $n = (enum pid_type)arg4;
  $x = $p->x;
  $y = (*$p).y;
  $deref = *(uint32 *)arg0;
  $ptr_to_int = (uint64)$t;
}
tracepoint:syscalls:sys_enter_openat {
  $cp = (uint8 *)args.filename;
  $sp = (struct point *)args.filename;
}
uprobe:/bin/sh:main {
  $up = (struct point *)arg0;
}
