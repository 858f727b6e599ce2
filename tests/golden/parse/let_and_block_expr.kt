// bpftrace v0.26 forms: let declarations (with and without a type or a
// value), block expressions where a value is expected, map declarations.
let @recent = lruhash(100);
let @n = percpuhash(8);

BEGIN {
  let $a;
  let $b = 1;
  let $c: u8 = 3;
  let $d: struct task_struct *;
  $x = { let $t = $b + 1; $t * 2 };
  print({ 1 });
  $y = 1 + { 2 };
  {
    $z = 3;
  }
  if ($a) { $w = 1; }
}
