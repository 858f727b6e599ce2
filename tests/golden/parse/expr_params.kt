// Positional parameters $1..$N and the parameter count $#.
BEGIN {
    $a = $1;
    $b = $2 + $10;
    $c = $#;
    if ($# < 2) {
        exit();
    }
    printf("%s\n", str($1));
}
kprobe:f /pid == $1/ { @x = $3; }
