// if, if/else, else-if chains, nesting, and the condition without parentheses.
kprobe:f {
    if (arg0 > 10) {
        @big = count();
    }
    if (arg0 == 0) {
        @zero = count();
    } else {
        @nonzero = count();
    }
    if (arg0 < 10) {
        @small = 1;
    } else if (arg0 < 100) {
        @medium = 1;
    } else if (arg0 < 1000) {
        @large = 1;
    } else {
        @huge = 1;
    }
    if (pid) {
        if (tid) {
            @nested = 1;
        } else {
            @inner_else = 1;
        }
    }
    if arg1 != 0 {
        @noparens = 1;
    }
    if (1) { } else { }
}
