// Probes whose args cannot be typed, and session probes.
tracepoint:nope:* { @x = args.a; } // error: no tracepoint matches 'tracepoint:nope:*'
tracepoint:sched:nope { @y = args.a; } // error: unknown tracepoint 'sched:nope'
uprobe:/bin/sh:main { @z = args.a; } // error: args of 'uprobe:/bin/sh:main': DWARF is not available in fixtures
uprobe:/bin/sh:ma* { @w = args.a; } // error: 'args' needs one named function; 'uprobe:/bin/sh:ma*' is not
entry:nosuch_* { @v = 1; } // error: 'entry:nosuch_*' matches no function the kernel can trace
tracepoint:sched:sched_swich { @u = count(); } // error: unknown tracepoint 'sched:sched_swich'
