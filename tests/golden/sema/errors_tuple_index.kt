// Tuples indexed with [N]: a constant in range.
BEGIN {
  $t = (1, "two");
  $i = 1;
  print($t[2]); // error: tuple index 2 is out of range for '(s64, string[4])'
  print($t[$i]); // error: a tuple's index must be an integer constant
}
