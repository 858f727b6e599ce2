// Assignments to variables, maps and map elements with every operator.
BEGIN {
    $x = 1;
    @m = 2;
    @m[1] = 3;
    @m[1, "two"] = 4;
    @ = 5;
    @[comm] = 6;
    $x += 1;
    $x -= 2;
    $x *= 3;
    $x /= 4;
    $x %= 5;
    $x &= 6;
    $x |= 7;
    $x ^= 8;
    $x <<= 9;
    $x >>= 10;
    @m[tid] += arg0;
    @total -= 1;
    $y = $x == 0 ? 1 : 2;
    $t = (1, "a");
    $s = str(arg0);
    $z = $x == 1;
}
