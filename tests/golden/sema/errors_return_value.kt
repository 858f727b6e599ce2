// A value after `return`: test: and bench: probes return their verdict;
// other probes return nothing.
tracepoint:syscalls:sys_enter_openat { return 1; } // error: a probe's 'return' takes no value
test:strings { return "no"; } // error: a test probe returns an integer, not 'string[3]'
test:fine { if (1 + 1 == 2) { return 0; } return 1; }
bench:skipped { return 1; }
