// fold_branches: an `if` whose condition is known when the program is
// compiled is replaced by the branch it takes; the other branches are not
// in the typed tree, and a fail() there is not reached. Conditions known
// only at run time stay. A variable declared without a type and assigned
// only in a dropped branch takes that assignment's type ($declared); one
// the dropped branch alone names is no variable of the probe ($never).
// params: 5
enum mode { OFF, ON };
BEGIN {
  if ($1 < 2) { fail("too small: %d", $1); } else { $ok = $1; }
  if (PIDTYPE_TGID == 1 && $# == 1) { $kernel_enum = PIDTYPE_PID; }
  if (ON) { $mode = ON; } else { $never = "x"; }
  if (!kfunc_exist("no_such_kfunc")) { $no_kfunc = 1; }
  if (pid > 1) { $kept = 1; }
  let $declared;
  if (OFF) { $declared = comm; }
  print($declared);
}
