// Strings of different sizes unify to the largest: in a variable, in a map
// value and key, and in the branches of '?:'. str() of a string keeps its
// size; of an address it is max_strlen, or its length argument plus one.
tracepoint:sched:sched_switch {
  $s = "a";
  $s = "a longer string";
  $s = args.prev_comm;
  @name[args.next_comm] = "x";
  @name["kworker"] = comm;
  $t = pid > 100 ? "big" : "small!";
  $u = str(args.prev_comm);
  @same = comm == args.next_comm;
  @diff = "abc" != $s;
}
kprobe:do_sys_openat2 {
  $v = str(arg1, 3);
  $w = str(arg1);
  $w = "short";
  @name[str(arg1, 40)] = str(arg1, 20);
}
