// Tuples: element types (integers widen in storage), nesting, indexing,
// tuples as map keys and values, and string elements unifying.
kprobe:vfs_read {
  $t = (1, "two", (uint8)3, (comm, pid));
  $a = $t.0;
  $b = $t.1;
  $c = $t.3.0;
  @pair[tid] = (pid, comm);
  @pair[0] = (1, "a");
  @by_tuple[(pid, "x")] = 1;
  @by_keys[pid, comm, (uint16)arg0] = count();
  print((1, 2, "three"));
  $n = @by_tuple[(tid, "yy")];
}
