#!/usr/bin/env kt
// trace uid and gid changes (setuid(), setresgid(), ...) with results
//
// One line per call of setuid, setgid, setreuid, setregid, setresuid,
// setresgid, setfsuid or setfsgid that returns: the process's pid and
// name, its real uid when it made the call, the call with its arguments
// (-1 leaves an id unchanged) and the result: 0, the error (-EPERM: not
// allowed), or for setfsuid() and setfsgid() the previous id. Privilege
// drops that fail, and processes that gain privileges, show up here.
//
// Examples:
//   kt setuids                         every call
//   kt setuids -- --pid=1234           those of process 1234
//   kt setuids -- --failed             failed calls only
//
// Output:
//   PID     COMM             UID    RESULT   CALL
//   22051   python3          0      0        setresuid(-1, 65534, -1)
//   22051   python3          0      0        setuid(12345)
//   22051   python3          12345  -EPERM   setuid(0)
//
// See also: execsnoop, capable(7), credentials(7)

import "errno.kt"

config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-7s %-16s %-6s %-8s %s\n", "PID", "COMM", "UID", "RESULT", "CALL");
}

macro wanted() {
    (getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
     pid == getopt("pid", 0))
}

tracepoint:syscalls:sys_enter_setuid / wanted() / {
    @call[tid] = ("setuid", 1, (int32)args.uid, 0, 0, uid);
}
tracepoint:syscalls:sys_enter_setgid / wanted() / {
    @call[tid] = ("setgid", 1, (int32)args.gid, 0, 0, uid);
}
tracepoint:syscalls:sys_enter_setfsuid / wanted() / {
    @call[tid] = ("setfsuid", 1, (int32)args.uid, 0, 0, uid);
}
tracepoint:syscalls:sys_enter_setfsgid / wanted() / {
    @call[tid] = ("setfsgid", 1, (int32)args.gid, 0, 0, uid);
}
tracepoint:syscalls:sys_enter_setreuid / wanted() / {
    @call[tid] = ("setreuid", 2, (int32)args.ruid, (int32)args.euid, 0, uid);
}
tracepoint:syscalls:sys_enter_setregid / wanted() / {
    @call[tid] = ("setregid", 2, (int32)args.rgid, (int32)args.egid, 0, uid);
}
tracepoint:syscalls:sys_enter_setresuid / wanted() / {
    @call[tid] = ("setresuid", 3, (int32)args.ruid, (int32)args.euid, (int32)args.suid, uid);
}
tracepoint:syscalls:sys_enter_setresgid / wanted() / {
    @call[tid] = ("setresgid", 3, (int32)args.rgid, (int32)args.egid, (int32)args.sgid, uid);
}

tracepoint:syscalls:sys_exit_setuid, tracepoint:syscalls:sys_exit_setgid,
tracepoint:syscalls:sys_exit_setfsuid, tracepoint:syscalls:sys_exit_setfsgid,
tracepoint:syscalls:sys_exit_setreuid, tracepoint:syscalls:sys_exit_setregid,
tracepoint:syscalls:sys_exit_setresuid, tracepoint:syscalls:sys_exit_setresgid
/ has_key(@call, tid) /
{
    $c = @call[tid];
    delete(@call, tid);
    $ret = (int64)args.ret;
    if ($ret < 0 || !getopt("failed", false, "show failed calls only")) {
        printf("%-7d %-16s %-6d ", pid, comm, $c.5);
        if ($ret < 0) {
            printf("-%-7s ", (enum errno)(-$ret));
        } else {
            printf("%-8d ", $ret);
        }
        if ($c.1 == 1) {
            printf("%s(%d)\n", $c.0, $c.2);
        } else if ($c.1 == 2) {
            printf("%s(%d, %d)\n", $c.0, $c.2, $c.3);
        } else {
            printf("%s(%d, %d, %d)\n", $c.0, $c.2, $c.3, $c.4);
        }
    }
}
