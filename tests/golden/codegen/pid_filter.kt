// The -p prologue: every probe but BEGIN/END/interval compares the
// current tgid with kt_config's target pid (0: all) and leaves early.
tracepoint:sched:sched_switch { @switches = 1; }
END { @done = 1; }
