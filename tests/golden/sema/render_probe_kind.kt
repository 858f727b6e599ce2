// A builtin outside the probes that give it a meaning: the hint lists them.
tracepoint:sched:sched_switch { @r = retval; } // error: 'retval' has no meaning in a tracepoint probe
