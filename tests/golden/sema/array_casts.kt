// Casts between integers and arrays of integers (bpftrace v0.26).
BEGIN {
  $a = (int8[8])12345;
  $b = (uint8[])(uint32)0x0a000001;
  $c = (uint16[])(uint64)$a;
  $d = (uint64)$a;
  $e = (uint32)pton("127.0.0.1");
  $f = (uint8[2])0x1234;
  $g = (uint8[8])(uint32)1;
  print(($a[1], $b, $c, $d, $e, $f, $g));
}
