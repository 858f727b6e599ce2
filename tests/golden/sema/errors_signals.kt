// check_types: signal() and signal_thread() take a signal's name or number,
// and act on the current process or thread, which BEGIN, END and self
// probes do not have: they run in kt's own process.
// unsafe
tracepoint:syscalls:sys_enter_openat {
  signal_thread("SIGNOPE"); // error: unknown signal 'SIGNOPE'
  signal_thread(comm); // error: a signal number must be an integer, not 'string[16]'
}
BEGIN { signal_thread(10); } // error: signal_thread() cannot be used in BEGIN: it runs in kt's own process
END { signal_thread("USR1"); } // error: signal_thread() cannot be used in END: it runs in kt's own process
self:signal:SIGUSR1 { signal("SIGUSR2"); } // error: signal() cannot be used in a self probe: it runs in kt's own process
