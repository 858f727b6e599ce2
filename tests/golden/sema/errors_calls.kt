// check_types: builtin function arguments.
// unsafe
kprobe:vfs_read {
  @m[1] = 1;
  @h = hist(arg0);
  $s = comm;
  $a = str(); // error: 'str()' takes 1 to 2 arguments, not 0
  $b = has_key(@m); // error: 'has_key()' takes 2 arguments, not 1
  exit(1, 2); // error: 'exit()' takes 0 to 1 arguments, not 2
  printf(); // error: 'printf()' takes at least 1 argument, not 0
  $c = count(); // error: 'count()' must be assigned to a map
  $d = 1 + exit(); // error: 'exit()' does not return a value
  print(comm, 2); // error: print() of a value takes one argument
  print(@m, "top"); // error: print()'s top must be an integer, not 'string[4]'
  print(@m, 1, "div"); // error: print()'s divisor must be an integer, not 'string[4]'
  exit("code"); // error: an exit code must be an integer, not 'string[5]'
  time($s); // error: 'time()' needs a string literal here
  $e = str((1, 2)); // error: 'str()' reads from an address, not '(s64, s64)'
  $f = str(arg0, "len"); // error: a length must be an integer, not 'string[4]'
  $g = ksym($s); // error: an address must be an integer, not 'string[16]'
  signal("SIGNOPE"); // error: unknown signal 'SIGNOPE'
  signal($s); // error: a signal number must be an integer, not 'string[16]'
  $h = kaddr($s); // error: 'kaddr()' needs a string literal here
  $i = strftime($s, nsecs); // error: 'strftime()' needs a string literal here
  $j = strftime("%H", $s); // error: a time in nanoseconds must be an integer, not 'string[16]'
  join(arg0, $s); // error: 'join()' needs a string literal here
  delete(@m); // error: delete() takes a map element, e.g. delete(@m[key]) or delete(@m, key)
  delete(1); // error: delete() takes a map element, e.g. delete(@m[key]) or delete(@m, key)
  clear(@m[1]); // error: 'clear()' takes a map, e.g. clear(@name)
  zero(1); // error: 'zero()' takes a map, e.g. zero(@name)
  $k = len(@h); // error: len() of a histogram map is not supported
  $l = has_key(1, 2); // error: 'has_key()' takes a map, e.g. has_key(@name)
  $la = has_key(@h, 1); // error: has_key() looks up a key, and map '@h' has no keys
  @c = count();
  $lb = len(@c); // error: len() counts keys, and '@c' is an aggregation without keys
  $st = kstack(pid); // error: unknown stack mode 'pid'; use bpftrace, perf, raw or build_id
  $su = ustack(perf, 500); // error: 'ustack()'s frame limit must be an integer literal from 1 to 127
  $sv = kstack(perf, 3, 4); // error: 'kstack()' takes 0 to 2 arguments, not 3
  $sw = kstack(3, 4); // error: 'kstack()' takes a mode and a frame limit
  $x = strncmp(comm, "a", $s); // error: a length must be an integer, not 'string[16]'
  $xa = strncmp(probe, "a", 3); // error: 'strncmp()' takes a string or a char array, not 'probe'
  $xb = strncmp(comm, pid, 3); // error: 'strncmp()' takes a string or a char array, not 'u32'
  $y = printf("x"); // error: 'printf()' does not return a value
}
BEGIN {
  signal(9); // error: signal() cannot be used in BEGIN: it runs in kt's own process
}
END {
  signal("SIGKILL"); // error: signal() cannot be used in END: it runs in kt's own process
}
