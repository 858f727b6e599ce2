// Records (bpftrace v0.26's named tuples): fields by name, one type for
// the same fields in any order (the first order kept), in maps and tuples.
BEGIN {
  $a = (color = "green", size = 2);
  $a = (size = 10, color = "blue");
  $n = $a.size + (x = 1).x;
  @v[1] = (a = 1, b = "x");
  @v[2] = (b = "yy", a = (uint8)2);
  @k[(id = 7, name = comm)] = count();
  $t = (1, (a = 5, b = $a));
  print($t.1.b.color);
}
