// Block expressions, map declarations and tuples indexed with [N].
let @recent = lruhash(100);
let @n = percpuhash(10);
BEGIN {
  $x = { let $a = 1; $a + 1 };
  $s = { "str" };
  @recent[1] = { $y = 2; $y * $x };
  @n[comm] = count();
  $t = (1, "two", (3, 4));
  $u = $t[2][1] + $t[0];
  print($t[1]);
}
