// check_types: fields, tuple indexes and variables that change type.
struct point { int x; int y; };
kprobe:vfs_read {
  $p = (struct point *)arg0;
  $a = $p->z; // error: 'struct point' has no field 'z'
  $b = curtask->pidd; // error: 'struct task_struct' has no field 'pidd'
  $c = arg0.x; // error: cannot access field 'x' of 'u64'
  $d = comm.len; // error: cannot access field 'len' of 'string[16]'
  $t = (1, "a");
  $e = $t.2; // error: tuple index 2 is out of range for '(s64, string[2])'
  $f = pid.0; // error: cannot index 'u32' with '.0': it is not a tuple
  $v = 1;
  $v = "one"; // error: '$v' holds 's64'; cannot assign 'string[4]'
  $w = comm;
  $w = (1, 2); // error: '$w' holds 'string[16]'; cannot assign '(s64, s64)'
  $x = 5;
  $x -= "s"; // error: cannot apply '-=' to 'string[2]'
  $y = printf("hi\n"); // error: 'printf()' does not return a value
}
tracepoint:sched:sched_switch {
  $g = args.nope; // error: 'struct sched:sched_switch' has no field 'nope'
  $h = args.prev_comm.x; // error: cannot access field 'x' of 'string[16]'
}
