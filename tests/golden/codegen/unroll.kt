// unroll: the body is emitted N times.
BEGIN { $x = 1; unroll (3) { $x = $x * 2; } @x = $x; }
