// Tuples, nested tuples, tuple indexing and tuples as map values and keys.
BEGIN {
    $t = (1, 2);
    $u = (1, "two", true, (3, 4));
    $a = $u.0;
    $b = $u.3.1;
    @pairs[tid] = (pid, comm);
    @keyed[(1, 2)] = 1;
    $c = (1 + 2, $t.0 * 3, f(1, 2));
    print((1, 2, 3));
    $d = ((1, 2));
}
