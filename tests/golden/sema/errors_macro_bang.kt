// resolve_names: `name!(...)` calls a macro (bpftrace v0.26); one that
// names no macro is an error, even when a function has that name.
macro twice(x) { x * 2 }
BEGIN {
  $a = twice!(3);
  $b = nope!(1); // error: no macro named 'nope'
  $c = strlen!("x"); // error: no macro named 'strlen'
}
