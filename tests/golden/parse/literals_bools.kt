// true and false, alone and in expressions.
BEGIN {
    $t = true;
    $f = false;
    $both = true && !false;
    if (true) { @x = false; }
    @m[true] = 1;
}
