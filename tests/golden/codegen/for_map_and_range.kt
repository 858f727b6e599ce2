// A loop over a map and a range loop in one probe: the variables the map
// loop's body uses ($t, $kv, $i) are copied to scratch memory for it and
// back after it; the range loop counts in a slot of its own and copies the
// count to $i each round.
BEGIN {
  $t = 0;
  $n = 3;
  for ($i : 0..$n) {
    for ($kv : @m) { $t += $kv.1 * $i; }
  }
  @total = $t;
}
tracepoint:sched:sched_switch { @m[cpu] = 1; }
