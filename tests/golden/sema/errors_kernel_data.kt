// check_types: the kernel data functions: percpu_kaddr() of a variable
// the kernel's BTF lacks (the fixture has no per-CPU section),
// cgroup_path()'s id and filter, kfunc_allowed()'s literal.
kprobe:vfs_read {
  $a = percpu_kaddr("runqueues"); // error: the kernel's BTF has no per-CPU variable 'runqueues'
  $b = percpu_kaddr(comm); // error: 'percpu_kaddr()' needs a string literal here
  $d = cgroup_path(comm); // error: a cgroup id must be an integer, not 'string[16]'
  $e = cgroup_path(cgroup, comm); // error: 'cgroup_path()' needs a string literal here
  $f = cgroup_path(cgroup) + 1; // error: cannot apply '+' to 'cgroup_path' and 's64'
  $g = kfunc_exist(comm); // error: 'kfunc_exist()' needs a string literal here
}
