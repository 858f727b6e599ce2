// check_types: aggregation arguments and uses.
kprobe:vfs_read {
  @a = hist(arg0, 1, 2); // error: 'hist()' takes 1 to 2 arguments, not 3
  @h = hist(arg0, arg1); // error: hist()'s bits must be an integer literal from 0 to 5
  @j = hist(arg0, 6); // error: hist()'s bits must be from 0 to 5, not 6
  @n = hist(arg0, -1); // error: hist()'s bits must be from 0 to 5, not -1
  @l = hist(arg0);
  @l = hist(arg0, 3); // error: map '@l' cannot have other hist() bits than at its first use
  @o = hist(arg0, 0);
  @o = hist(arg1);
  @b = sum(comm); // error: a value must be an integer, not 'string[16]'
  @c = lhist(arg0, 0, 100); // error: 'lhist()' takes 4 arguments, not 3
  @d = lhist(arg0, 0, arg1, 10); // error: lhist()'s min, max and step must be integer literals
  @e = lhist(arg0, 0, 100, 0); // error: lhist()'s step must be greater than zero
  @f = lhist(arg0, 100, 10, 1); // error: lhist()'s max must be greater than its min
  @g = lhist(arg0, 0, 100000, 1); // error: lhist() would have more than 1000 buckets
  @k = lhist(arg0, 0, 10, 1);
  @k = lhist(arg0, 0, 20, 1); // error: map '@k' cannot have other lhist() bounds than at its first use
  @i[comm] = hist(arg0);
  for ($kv : @i) { } // error: 'for' cannot iterate over '@i', which holds 'hist' values (per-CPU parts)
  @q[comm] = count();
  for ($kv : @q) { }
}
