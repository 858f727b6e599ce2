// check_types: errorf(), warnf() and assert() take a printf format or a
// condition and a string message.
kprobe:vfs_read {
  errorf("%d %d", pid); // error: the format has 2 conversions but 1 argument is given
  warnf(comm); // error: 'warnf()' needs a string literal as its format
  assert(pid > 0, 5); // error: assert()'s message must be a string, not 's64'
  assert(pid > 0); // error: 'assert()' takes 2 arguments, not 1
}
