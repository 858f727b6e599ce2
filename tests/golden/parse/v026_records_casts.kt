// bpftrace v0.26 forms: records, array casts, a bare name cast before an
// expression, keywords as field names, a macro without parentheses.
macro greet { printf("hello\n"); }
macro twice(x) { (x) * 2 }
BEGIN {
  $r = (color = "green", size = 2, inner = (a = 1));
  $b = (uint8[8])12345;
  $w = (int16[])$x;
  $c = (pid_t)-1;
  $d = (myident)*$p;
  $e = $s.let + $p->if + $r.inner.a;
  greet();
}
