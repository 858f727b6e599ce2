// Integer arithmetic widens both operands to 64 bits (types.cpp promote()):
// the result is unsigned only when an operand is u64 (or a pointer).
// Unary minus is signed, '~' keeps the operand's sign, comparisons and
// logic give 0 or 1.
kprobe:vfs_read {
  $u8 = (uint8)arg0;
  $u16 = (uint16)arg0;
  $u32 = (uint32)arg0;
  $s8 = (int8)arg0;
  $s32 = (int32)arg0;
  $s64 = (int64)arg0;
  $a = (uint8)arg0 + (uint8)arg1;
  $b = (uint32)arg0 * (int32)arg1;
  $c = (uint32)arg0 - (uint32)arg1;
  $d = arg0 + (int32)arg1;
  $e = (int64)arg0 / (uint16)arg1;
  $f = (int64)arg0 % arg1;
  $g = (uint8)arg0 << 3;
  $h = 1 + 2;
  $i = 0xffffffffffffffff + 1;
  $j = -(uint32)arg0;
  $k = ~(uint32)arg0;
  $l = ~(int8)arg0;
  $m = (uint32)arg0 < (int32)arg1;
  $n = arg0 && arg1;
  $o = !arg0;
  $p = (uint16)arg0 & 0xff;
  $q = pid ^ tid;
  $r = (uint8 *)arg0 + 4;
  $s = 4 + (uint8 *)arg0;
  $t = (uint8 *)arg0 - 1;
  $u = true + 1;
  $v = (uint64)arg0 | (uint8)arg1;
}
