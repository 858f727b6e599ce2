// check_types: operators, conditions, casts and indexing on the wrong types.
struct point { int x; int y; };
kprobe:vfs_read /comm/ { // error: a predicate must be an integer or a pointer, not 'string[16]'
  $s = comm;
  $a = $s + 1; // error: cannot apply '+' to 'string[16]' and 's64'
  $b = $s < "x"; // error: cannot apply '<' to 'string[16]' and 'string[2]'
  $c = !$s; // error: cannot apply '!' to 'string[16]'
  $d = -$s; // error: cannot apply '-' to 'string[16]'
  $e = ~$s; // error: cannot apply '~' to 'string[16]'
  $f = *$s; // error: cannot dereference 'string[16]', which is not a pointer or an address
  $g = &arg0; // error: '&' takes a scratch variable ($name)
  @m = 1;
  $g2 = &@m; // error: taking the address of a map element with '&' is not supported; copy it into a variable and take the variable's
  $h = 1++; // error: '++' needs a variable or a map element
  $s++; // error: cannot apply '++' to 'string[16]'
  if ($s) { } // error: an if condition must be an integer or a pointer, not 'string[16]'
  while ($s) { } // error: a while condition must be an integer or a pointer, not 'string[16]'
  $i = $s ? 1 : 2; // error: a condition must be an integer or a pointer, not 'string[16]'
  $j = pid ? "a" : 1; // error: the branches of '?:' have different types, 'string[2]' and 's64'
  $k = (uint32)$s; // error: cannot cast 'string[16]' to 'u32'
  $l = (struct nothere *)arg0; // error: unknown type 'struct nothere'
  $m = sizeof(struct nothere); // error: unknown type 'struct nothere'
  $n = $s[16]; // error: index out of range for 'string[16]' (16 bytes)
  $n2 = nsecs[0]; // error: cannot index 'u64': it is not an array, a string or a pointer
  $o = ((uint8 *)arg0)[$s]; // error: an index must be an integer, not 'string[16]'
  $p = kstack + 1; // error: cannot apply '+' to 'kstack' and 's64'
  $q = (1, 2) == (1, "a"); // error: cannot apply '==' to '(s64, s64)' and '(s64, string[2])'
  $q2 = (1, 2) < (1, 2); // error: cannot apply '<' to '(s64, s64)' and '(s64, s64)'
  $r = probe + 1; // error: cannot apply '+' to 'probe' and 's64'
}
BEGIN {
  $a = 1 / 0; // error: division by zero
  $b = 5 % (2 - 2); // error: remainder by zero
  $c = 1 << 64; // error: shift by 64: the shift count must be from 0 to 63
  $d = 1 >> -1; // error: shift by -1: the shift count must be from 0 to 63
  $e = 7;
  $e /= 0; // error: division by zero
  @f = 1;
  @f <<= 100; // error: shift by 100: the shift count must be from 0 to 63
  $g = (struct point)1; // error: cannot cast 's64' to 'struct point'; a cast makes an integer or a pointer
  $h = 1 << 63;
  $i = 8 / (4 - 3);
}
