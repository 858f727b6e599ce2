// Records: a field the record lacks, records of other fields together,
// a record where a tuple was, fields read by number.
BEGIN {
  $a = (color = "green", size = 2);
  print($a.colour); // error: record '(color = string[6], size = s64)' has no field 'colour'
  $a = (color = "red", weight = 3); // error: '$a' holds '(color = string[6], size = s64)'; cannot assign '(color = string[4], weight = s64)'
  @m = (a = 1, b = 2);
  @m = (1, 2); // error: map '@m' holds '(a = s64, b = s64)' values; cannot assign '(s64, s64)'
  print($a.0); // error: a record's fields are read by name, not by number: '(color = string[6], size = s64)'
  $x = 1 ? (a = 1) : (b = 1); // error: the branches of '?:' have different types, '(a = s64)' and '(b = s64)'
}
