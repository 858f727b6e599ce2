// uprobe/uretprobe: BINARY:FUNCTION, BINARY:FUNCTION+OFFSET, BINARY:ADDRESS;
// a relative binary path needs no ./ (its / does not start a predicate).
uprobe:/bin/bash:readline { printf("arg0: %d\n", arg0); }
u:/bin/bash:readline { @u = count(); }
uprobe:/bin/bash:readline+8 { @off = count(); }
uprobe:/bin/bash:0x1234 { @hexaddr = count(); }
uprobe:/bin/bash:4096 { @decaddr = count(); }
uprobe:libc:malloc { @[ustack] = count(); }
uprobe:./a.out:main, uprobe:~/bin/tool:main { @rel = count(); }
uprobe:/usr/lib/libssl.so.3:SSL_read* { @ssl[func] = count(); }
uprobe:$1:main { @param = count(); }
uretprobe:/bin/bash:readline { printf("read a line\n"); }
ur:/bin/bash:readline { printf("readline: \"%s\"\n", str(retval)); }
uretprobe:libc:malloc { @sizes = hist(retval); }
uprobe:build-x/bin/app:main, usdt:out/app:prov:probe { @relpath = count(); }
uprobe:libc:malloc/pid == 1/ { @pred = count(); }
uprobe:build/app:main/pid == 1/ { @relpred = count(); }
