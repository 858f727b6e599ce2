// return with and without a value, bare blocks, empty statements, value blocks.
kprobe:f {
    if (pid == 0) {
        return;
    }
    {
        $scoped = 1;
        {
            $deeper = 2;
        }
    }
    ;;
    @x = 1;;
    return 0;
}
kprobe:g { }
kprobe:h { ; }
kprobe:i { @last = 1 }
kprobe:j { exit() }
macro value_block($a) {
    $a = $a + 1;
    $a * 2
}
