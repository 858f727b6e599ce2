// macro definitions: no parameters, $variables, @maps, plain names; value bodies.
macro nothing() {
    0
}
macro inc($v) {
    $v + 1
}
macro bump(@m, key) {
    @m[key]++;
}
macro mixed($a, @b, c, $d) {
    $a = $a + c;
    @b[$d] = $a;
    $a
}
macro side_effect() {
    printf("called\n");
}
BEGIN {
    $x = inc(1);
    bump(@counts, pid);
    side_effect();
}
