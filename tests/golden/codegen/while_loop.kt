// while with break and continue.
BEGIN {
  $i = 0;
  while ($i < 10) {
    $i++;
    if ($i == 3) { continue; }
    if ($i == 8) { break; }
    @sum = @sum + $i;
  }
}
