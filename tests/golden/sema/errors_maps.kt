// check_types: map keys and values that disagree, across probes too;
// aggregations are written, not read. A map used with keys anywhere is
// keyed: its uses without keys are the errors.
struct point { int x; int y; };
kprobe:vfs_write {
  @keyed[1] = 1;
  @keyed = 0; // error: map '@keyed' needs a key here
  @plain = 1;
  @str = "s";
  @c = count();
  @kc[1] = count();
  $a = @never; // error: map '@never' is never assigned
  $b = @keyed; // error: map '@keyed' needs a key here
  $d = @keyed["x"]; // error: map '@keyed' has keys of type 's64', not 'string[2]'
  $e = @c;
  $f = @kc[1];
  @hh = hist(1);
  @st = stats(1);
  $g = @hh; // error: cannot read the value of '@hh', which holds 'hist' values
  $h = @st; // error: cannot read the value of '@st', which holds 'stats' values
  @keyed = 2; // error: map '@keyed' needs a key here
  @keyed["y"] = 3; // error: map '@keyed' has keys of type 's64', not 'string[2]'
  @str = 5; // error: map '@str' holds 'string[2]' values; cannot assign 's64'
  @plain = "now a string"; // error: map '@plain' holds 's64' values; cannot assign 'string[13]'
  @c = sum(1); // error: map '@c' holds 'count' values; cannot assign 'sum'
  @c += 1; // error: cannot apply '+=' to '@c', which holds 'count' values
  @plain += "x"; // error: cannot apply '+=' to 'string[2]'
  @rec = *(struct point *)arg0;
  @v = print(@plain); // error: 'print()' does not return a value
  @bykey[*(struct point *)arg0] = 1;
  $found = find(@keyed, 1, $fk);
  $n1 = find(@plain, 1, $fp); // error: find() looks up a key, and map '@plain' has no keys
  $n2 = find(@keyed, "one", $fs); // error: map '@keyed' has keys of type 's64', not 'string[4]'
  @hk[1] = hist(1);
  $n3 = find(@hk, 1, $fh); // error: find() cannot read the value of '@hk', which holds 'hist' values
  $n4 = find(@keyed, 1, @out); // error: find() stores the value in a variable: its third argument is a $name
  $fstr = "text";
  $n5 = find(@keyed, 1, $fstr); // error: '$fstr' holds 'string[5]'; find() would store 's64' in it
}
kprobe:vfs_read {
  @keyed[tid, 1] = 2; // error: map '@keyed' has keys of type 's64', not '(u64, s64)'
  @kc[comm] = count(); // error: map '@kc' has keys of type 's64', not 'string[16]'
}
// A tracepoint's args are the probe's context, not bytes kt can copy.
tracepoint:sched:sched_switch {
  @tp = args; // error: cannot store 'struct sched:sched_switch' in a map
  @tpk[args] = 1; // error: a map key cannot be 'struct sched:sched_switch'
  print(args); // error: print() of a whole 'struct sched:sched_switch' is not supported; print its fields
}
