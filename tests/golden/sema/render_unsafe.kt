// Unsafe functions need --unsafe.
BEGIN { system("reboot"); } // error: 'system' is unsafe: it acts on the system while tracing
