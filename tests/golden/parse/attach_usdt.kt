// usdt: BINARY:NAME and BINARY:PROVIDER:NAME, alias 'U', wildcards.
usdt:/usr/bin/python3:function__entry { @calls = count(); }
usdt:/usr/bin/python3:python:function__entry { @pycalls = count(); }
U:/usr/lib/libc.so.6:libc:setjmp { @jmp = count(); }
usdt:/usr/sbin/mysqld:mysql:query__* { @q[probe] = count(); }
usdt:./app:probe_a { @app = count(); }
