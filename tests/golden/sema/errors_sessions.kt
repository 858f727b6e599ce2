// Session-only builtins outside sessions, function-only ones inside, and
// one session probe per program. (stack() outside print() is a type
// mistake, checked by tests/e2e/sessions.test.)
kprobe:vfs_read { @d = duration; } // error: 'duration' has no meaning in a kprobe probe
kprobe:vfs_open { print(stack()); } // error: 'stack' has no meaning in a kprobe probe
entry:vfs_open { @a = arg0; } // error: 'arg0' has no meaning in a session (entry:) probe
entry:vfs_read { exit(); } // error: a program can have one session probe (entry/allow/deny)
