// diagnostics.test: an attach point this machine does not have, in an imported file.
tracepoint:syscalls:sys_enter_opnat { @ = count(); }
