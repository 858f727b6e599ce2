// check_types: the context builtins' arguments, and where usermode has a
// meaning.
kprobe:vfs_read {
  $a = ppid(1); // error: 'ppid()' takes a 'struct task_struct *', not 's64'
  $b = pcomm(curtask, 1); // error: 'pcomm()' takes 0 to 1 arguments, not 2
  $c = leader_comm(uptr(curtask)); // error: 'leader_comm()' reads a task in kernel memory, not through a user pointer
  $d = uptr("x"); // error: an address must be an integer, not 'string[2]'
  $e = kptr(); // error: 'kptr()' takes 1 argument, not 0
  $f = cgroupid(comm); // error: 'cgroupid()' needs a string literal here
}
