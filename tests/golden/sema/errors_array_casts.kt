// Array casts: the bytes stay, so the sizes agree; only integers and
// strings (to bytes) convert.
BEGIN {
  $a = (uint8[4])nsecs; // error: cannot cast 'u64' (8 bytes) to 'u8[4]' (4 bytes): an array cast keeps the value's bytes
  $b = (uint16[])"abc"; // error: cannot cast 'string[4]' (4 bytes) to 'u16[]': a string becomes an array of bytes
  $f = (uint8[2])"abc"; // error: cannot cast 'string[4]' (4 bytes) to 'u8[2]' (2 bytes): an array cast keeps the value's bytes
  $g = (int32[])comm; // error: cannot cast 'string[16]' (16 bytes) to 's32[]': a string becomes an array of bytes
  $h = (uint8[])comm; // a string's bytes: fine
  $c = (int32[])(uint16)1; // error: cannot take the length of 's32[]' from 'u16' (2 bytes): they are not a whole number of 's32' elements
  $d = (uint64)pton("127.0.0.1"); // error: cannot cast 'u8[4]' (4 bytes) to 'u64' (8 bytes)
  $e = (uint8[2])0x12345; // error: cannot cast 's64' (8 bytes) to 'u8[2]' (2 bytes): an array cast keeps the value's bytes
}
