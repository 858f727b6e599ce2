// for over a map and over a range; range bounds are expressions.
BEGIN {
    @m[1] = 10;
    @m[2] = 20;
    for ($kv : @m) {
        printf("%d %d\n", $kv.0, $kv.1);
    }
    for ($i : 0..10) {
        @sum += $i;
    }
    for ($j : $1..$2 + 1) {
        @r[$j] = $j * 2;
    }
    for ($k : (1 + 2)..(3 * 4)) {
        for ($kv2 : @m) {
            if ($k > 5) { break; }
            continue;
        }
    }
    for ($e : @) { print($e); }
}
