// A bad conversion: the caret is on the conversion inside the literal
// (when the literal has no escapes, its bytes map to columns).
BEGIN { printf("pid %d comm %y", pid, comm); } // error: unknown conversion '%y' in format string
