#!/usr/bin/env kt
// trace mount and umount calls: process, result, source, target, type
//
// One line per mount(2) and umount2(2) that returns, with the process,
// the result (0, or the error, as -EPERM), the call, and for a mount
// its source, target directory, file system type and flags (MS_* bits,
// in hex), for an umount its target and flags (MNT_* bits). Mounts made
// through the new mount API (fsopen, fsmount, move_mount) are not shown.
// Mounts in containers and by systemd, automounts and failed mounts of
// a misconfigured fstab all show up here.
//
// Examples:
//   kt mountsnoop                 every mount and umount
//   kt mountsnoop --failed        the failed ones only
//   kt mountsnoop --pid=1234      the calls of process 1234
//
// Output:
//   PID     COMM             RET      CALL    DETAILS
//   5120    mount            0        mount   source=kttmp target=/tmp/x type=tmpfs flags=0x0
//   5121    umount           0        umount  target=/tmp/x flags=0x0
//
// See also: opensnoop, statsnoop, mount(2), umount(2)

import "errno.kt"

// The map only pairs a call's entry with its exit: nothing to print.
config { print_maps_on_exit = 0 }

macro pid_ok() {
    (getopt("pid", 0, "only the calls of this process (0: every process)") == 0 || pid == getopt("pid", 0))
}

BEGIN {
    printf("%-7s %-16s %-8s %-7s %s\n", "PID", "COMM", "RET", "CALL", "DETAILS");
}

tracepoint:syscalls:sys_enter_mount / pid_ok() / {
    @call[tid] = (1, str(args.dev_name), str(args.dir_name), str(args.type), (uint64)args.flags);
}

tracepoint:syscalls:sys_enter_umount / pid_ok() / {
    @call[tid] = (2, "", str(args.name), "", (uint64)args.flags);
}

tracepoint:syscalls:sys_exit_mount,
tracepoint:syscalls:sys_exit_umount
/ has_key(@call, tid) /
{
    $c = @call[tid];
    delete(@call, tid);
    $ret = (int64)args.ret;
    if ($ret < 0 || !getopt("failed", false, "show failed calls only")) {
        // One printf a line: lines of other CPUs cannot cut it.
        if ($ret < 0 && $c.0 == 1) {
            printf("%-7d %-16s -%-7s mount   source=%s target=%s type=%s flags=0x%x\n", pid, comm,
                   (enum errno)(-$ret), $c.1, $c.2, $c.3, $c.4);
        } else if ($ret < 0) {
            printf("%-7d %-16s -%-7s umount  target=%s flags=0x%x\n", pid, comm, (enum errno)(-$ret), $c.2, $c.4);
        } else if ($c.0 == 1) {
            printf("%-7d %-16s %-8d mount   source=%s target=%s type=%s flags=0x%x\n", pid, comm, $ret, $c.1,
                   $c.2, $c.3, $c.4);
        } else {
            printf("%-7d %-16s %-8d umount  target=%s flags=0x%x\n", pid, comm, $ret, $c.2, $c.4);
        }
    }
}
