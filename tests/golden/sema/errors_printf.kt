// check_types: printf-like formats and their arguments.
// unsafe
kprobe:vfs_read {
  $s = comm;
  printf($s); // error: 'printf()' needs a string literal as its format
  printf("%d %d\n", 1); // error: the format has 2 conversions but 1 argument is given
  printf("%s\n", 1, 2); // error: the format has 1 conversion but 2 arguments are given
  printf("%d\n", comm); // error: '%d' cannot print 'string[16]'
  printf("%x\n", (1, 2)); // error: '%x' cannot print '(s64, s64)'
  printf("%r\n", comm); // error: '%r' cannot print 'string[16]'
  printf("%p\n", comm); // error: '%p' cannot print 'string[16]'
  system("%d", comm); // error: '%d' cannot print 'string[16]'
  cat("%s %s", comm); // error: the format has 2 conversions but 1 argument is given
}
