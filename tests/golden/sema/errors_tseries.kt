// check_types: tseries()'s constant arguments (bpftrace v0.26's checks).
kprobe:vfs_read {
  @a = tseries(arg0, 100ms); // error: 'tseries()' takes 3 to 4 arguments, not 2
  @b = tseries(arg0, arg1, 10); // error: tseries()'s interval must be an integer literal or a duration, e.g. 100ms
  @c = tseries(arg0, 0, 10); // error: tseries()'s interval must be at least 1 (nanosecond)
  @d = tseries(arg0, 1s, 0); // error: tseries()'s number of intervals must be at least 1
  @e = tseries(arg0, 1s, 1000001); // error: tseries()'s number of intervals must be at most 1000000, not 1000001
  @f = tseries(arg0, 1s, 5, "median"); // error: tseries()'s aggregation must be "avg", "max", "min" or "sum", not "median"
  @g = tseries(arg0, 1s, 5, comm); // error: tseries()'s aggregation must be a string literal: "avg", "max", "min" or "sum"
  @h = tseries(comm, 1s, 5); // error: a value must be an integer, not 'string[16]'
  @i = tseries(arg0, 1s, 5);
  @i = tseries(arg1, 2s, 5); // error: map '@i' cannot have other tseries() bounds than at its first use
  @l[1] = tseries(arg0, 1s, 5);
  $n = len(@l); // error: len() of a time series map is not supported
  @j = tseries(arg0, 1s, 5, "max");
  @j = tseries(arg0, 1s, 5, "min"); // error: map '@j' cannot have other tseries() bounds than at its first use
}
