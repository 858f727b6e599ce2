// ?: on integers (a select or branches) and on strings.
kprobe:vfs_read { @kind = arg2 > 100 ? 1 : 2; @name = pid == 1 ? "init" : "other"; }
