// iter probes (probe_rules.cpp): one per program, beside BEGIN and END only.
BEGIN { }
iter:task { }
iter:task_file { } // error: a program can have one iter probe
tracepoint:syscalls:sys_enter_openat { } // error: 'tracepoint' probes cannot share a program with an iter probe
END { }
