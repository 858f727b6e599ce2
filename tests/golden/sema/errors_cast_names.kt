// A name in parentheses before an expression is a cast (bpftrace v0.26);
// a builtin there is a value.
BEGIN {
  $a = 5;
  $x = (myident)*$a; // error: unknown type 'myident'
  $y = (pid)*tid;
  $z = (nothing)-1; // error: unknown type 'nothing'
}
