// for over a map: a bpf_for_each_map_elem callback; variables the body
// shares with the probe live in a context the callback receives.
BEGIN {
  @m[1] = 10;
  @m[2] = 20;
  $total = 0;
  for ($kv : @m) { $total = $total + $kv.1; }
  @total = $total;
}
