// Variables in control flow: the for range variable is s64, a for-map
// variable is a (key, value) tuple, unroll and while bodies are typed like
// any block; a variable widens across assignments in branches.
kprobe:vfs_read {
  @bytes[comm] = arg2;
  @t[pid, tid] = "x";
  $total = 0;
  for ($i : 0..10) {
    $total = $total + $i;
  }
  for ($kv : @bytes) {
    $k = $kv.0;
    $val = $kv.1;
  }
  for ($e : @t) {
    $pid = $e.0.0;
  }
  $j = (uint8)0;
  while ($j < 5) {
    $j++;
    if ($j == 3) { continue; }
    if ($j == 4) { break; }
  }
  unroll (3) { @unrolled += 1; }
  if (pid > 1) {
    $s = "short";
  } else {
    $s = "much longer";
  }
  $x = pid > 1 ? (uint8)1 : (int64)-1;
  $y = arg0 ?: 5;
  return;
}
