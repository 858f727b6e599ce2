// Positional parameters: an integer argument is s64, any other a string
// sized to fit; a missing one is s64 (zero), as is $#.
// params: 42 hello -7 12abc
BEGIN {
  $n = $1;
  $s = $2;
  $neg = $3;
  $mixed = $4;
  $missing = $5;
  $count = $#;
  @by_name[$2] = $1 + $3;
  printf("%s %d\n", $4, $#);
}
kprobe:vfs_read /pid == $1/ { @reads = count(); }
