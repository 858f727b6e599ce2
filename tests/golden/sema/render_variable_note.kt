// A variable keeps its first type; the note points at its first assignment.
BEGIN {
  $v = 1;
  $v = "one"; // error: '$v' holds 's64'; cannot assign 'string[4]'
}
