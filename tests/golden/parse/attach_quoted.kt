// Quoted parts: spaces, ':' and escaped quotes inside a part.
uprobe:"/opt/my app/bin/server":main { @a = count(); }
uprobe:"/opt/a:b/tool":handle { @b = count(); }
uprobe:"/tmp/we\"ird":main { @c = count(); }
usdt:/usr/bin/app:"my provider":"my-probe" { @d = count(); }
"kprobe":vfs_read { @e = count(); }
uretprobe:"/opt/my app/bin/server":"main" { @f = retval; }
