// tp_btf args are the tracepoint's arguments, by name; arg0..N, retval and
// func are not tp_btf builtins.
tp_btf:sched_process_fork { $x = arg0; } // error: 'arg0' has no meaning in a tp_btf probe
tp_btf:sched_process_fork { $x = retval; } // error: 'retval' has no meaning in a tp_btf probe
tp_btf:sched_process_fork { $x = func; } // error: 'func' has no meaning in a tp_btf probe
