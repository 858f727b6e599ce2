// Binary operators associate to the left; ?: and the Elvis operator to the right.
BEGIN {
    $a = 1 - 2 - 3;
    $b = 8 / 4 / 2;
    $c = 9 % 5 % 3;
    $d = 1 << 2 << 3;
    $e = 64 >> 2 >> 1;
    $f = 1 < 2 < 3;
    $g = 1 == 2 != 3;
    $h = 1 & 2 & 3;
    $i = 1 ^ 2 ^ 3;
    $j = 1 | 2 | 3;
    $k = 1 && 2 && 3;
    $l = 1 || 2 || 3;
    $m = 1 - (2 - 3);
    $n = 1 ? 2 : 3 ? 4 : 5;
    $o = (1 ? 2 : 3) ? 4 : 5;
    $p = 1 ? 2 ? 3 : 4 : 5;
    $q = $x ?: $y ?: $z;
    $r = ($x ?: $y) ?: $z;
    $s = - - 1;
    $t = !!$x;
    $u = ~~$x;
    $w = **$pp;
}
