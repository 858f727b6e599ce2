// while loops with break/continue, and unroll with constant and computed counts.
BEGIN {
    $i = 0;
    while ($i < 10) {
        $i++;
        if ($i % 2 == 0) {
            continue;
        }
        if ($i > 7) {
            break;
        }
        @odd += $i;
    }
    while (1) { break; }
    while $i > 0 { $i--; }
    unroll (5) {
        @u += 1;
    }
    unroll (2 + 3) { $i <<= 1; }
    unroll 4 { @v++; }
}
