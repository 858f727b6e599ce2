// check_types: loops, jumps, return and unroll.
kprobe:vfs_read {
  @plain = 1;
  @keyed[1] = 1;
  break; // error: 'break' outside a loop
  continue; // error: 'continue' outside a loop
  unroll (0) { } // error: unroll takes an integer literal from 1 to 100
  unroll (101) { } // error: unroll takes an integer literal from 1 to 100
  for ($kv : @nothing) { } // error: map '@nothing' is never assigned
  for ($kv : @plain) { } // error: 'for' iterates over a map with keys; '@plain' has none
  for ($kv : @keyed) {
    return;
  }
  for ($i : 0..comm) { } // error: a range bound must be an integer, not 'string[16]'
  for ($j : "a"..10) { } // error: a range bound must be an integer, not 'string[2]'
  return 1; // error: a probe's 'return' takes no value
}
