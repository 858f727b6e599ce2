// check_types: static_assert() and fail() report when the program is
// compiled; their arguments must be known then.
kprobe:vfs_read {
  static_assert(is_ptr(comm), "comm is no pointer"); // error: static assertion failed: comm is no pointer
  static_assert(pid > 1, "run time"); // error: static_assert()'s condition must be known when the program is compiled (literals, is_str() and the like)
  static_assert(1, comm); // error: 'static_assert()' needs a string literal here
  fail("expected %d, got %s", 2, "three"); // error: expected 2, got three
  fail("%d", pid); // error: 'fail()' takes literals and parameters only: its message is made when the program is compiled
  $e = is_err(comm); // error: is_err()'s argument must be an integer, not 'string[16]'
  $x = is_str(); // error: 'is_str()' takes 1 argument, not 0
  assert_str(comm);
  assert_str((int8 *)arg0);
  assert_str(pid); // error: assert_str(): a string-like value is a string, a char array or a char pointer, not 'u32'
  assert_str((uint32 *)arg0); // error: assert_str(): a string-like pointer points to chars, not 'u32'
  $k = kfunc_exist(comm); // error: 'kfunc_exist()' needs a string literal here
  if (0) { fail("never reached"); }
  if (1 + 1 == 2) { fail("taken %d", 2); } else { fail("not taken"); } // error: taken 2
  if (PIDTYPE_TGID == 1) { static_assert(0, "kernel enum constants are known"); } // error: static assertion failed: kernel enum constants are known
}
