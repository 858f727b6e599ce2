// Integer literals: bases, separators, exponents, durations, limits.
BEGIN {
    $dec = 42;
    $zero = 0;
    $hex = 0x1f;
    $hex_upper = 0XFF;
    $hex_mixed = 0xDeadBeef;
    $oct = 0755;
    $oct_zero = 00;
    $bin = 0b1010;
    $bin_upper = 0B11;
    $sep = 1_000_000;
    $hex_sep = 0xffff_ffff;
    $bin_sep = 0b1111_0000;
    $exp = 1e3;
    $exp_big = 5e9;
    $ns = 10ns;
    $us = 10us;
    $ms = 10ms;
    $s = 2s;
    $m = 3m;
    $h = 1h;
    $d = 1d;
    $exp_dur = 1e3ms;
    $max = 18446744073709551615;
    $max_hex = 0xffffffffffffffff;
    $neg = -1;
    $neg_hex = -0x10;
}
