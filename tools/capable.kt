#!/usr/bin/env kt
// trace capability checks: process, capability, audit flag and verdict
//
// One line per capability check the kernel makes (cap_capable(), which
// every capable(), ns_capable() and file-capability check reaches), with
// the user and process, the capability by name, whether the check is
// audited (a denial of an unaudited check, as in a probe for privileges,
// leaves no trace in the audit log), and the verdict: 0 allowed, or the
// error (-EPERM). Answers "which capability does this program need?"
// before dropping privileges or writing a systemd CapabilityBoundingSet.
// Needs kernel functions (fexit on cap_capable, BTF): run on a kernel
// that allows fentry/fexit.
//
// Examples:
//   kt capable                       every check
//   kt capable --denied              refused checks only
//   kt capable --pid=1234 --unique   one line per capability and process
//
// Output:
//   TIME     UID    PID     COMM             CAP  NAME                 AUDIT RESULT
//   10:12:01 1000   4242    ping             13   CAP_NET_RAW          1     -EPERM
//
// See also: setuids, capabilities(7)

import "errno.kt"

config { print_maps_on_exit = 0 }

macro wanted_pid() { getopt("pid", 0, "only the checks of this process (0: every process)") }
macro denied_only() { getopt("denied", false, "only the checks that fail") }
macro unique() { getopt("unique", false, "print each capability once per process") }

BEGIN {
    @cap_name[0] = "CAP_CHOWN";
    @cap_name[1] = "CAP_DAC_OVERRIDE";
    @cap_name[2] = "CAP_DAC_READ_SEARCH";
    @cap_name[3] = "CAP_FOWNER";
    @cap_name[4] = "CAP_FSETID";
    @cap_name[5] = "CAP_KILL";
    @cap_name[6] = "CAP_SETGID";
    @cap_name[7] = "CAP_SETUID";
    @cap_name[8] = "CAP_SETPCAP";
    @cap_name[9] = "CAP_LINUX_IMMUTABLE";
    @cap_name[10] = "CAP_NET_BIND_SERVICE";
    @cap_name[11] = "CAP_NET_BROADCAST";
    @cap_name[12] = "CAP_NET_ADMIN";
    @cap_name[13] = "CAP_NET_RAW";
    @cap_name[14] = "CAP_IPC_LOCK";
    @cap_name[15] = "CAP_IPC_OWNER";
    @cap_name[16] = "CAP_SYS_MODULE";
    @cap_name[17] = "CAP_SYS_RAWIO";
    @cap_name[18] = "CAP_SYS_CHROOT";
    @cap_name[19] = "CAP_SYS_PTRACE";
    @cap_name[20] = "CAP_SYS_PACCT";
    @cap_name[21] = "CAP_SYS_ADMIN";
    @cap_name[22] = "CAP_SYS_BOOT";
    @cap_name[23] = "CAP_SYS_NICE";
    @cap_name[24] = "CAP_SYS_RESOURCE";
    @cap_name[25] = "CAP_SYS_TIME";
    @cap_name[26] = "CAP_SYS_TTY_CONFIG";
    @cap_name[27] = "CAP_MKNOD";
    @cap_name[28] = "CAP_LEASE";
    @cap_name[29] = "CAP_AUDIT_WRITE";
    @cap_name[30] = "CAP_AUDIT_CONTROL";
    @cap_name[31] = "CAP_SETFCAP";
    @cap_name[32] = "CAP_MAC_OVERRIDE";
    @cap_name[33] = "CAP_MAC_ADMIN";
    @cap_name[34] = "CAP_SYSLOG";
    @cap_name[35] = "CAP_WAKE_ALARM";
    @cap_name[36] = "CAP_BLOCK_SUSPEND";
    @cap_name[37] = "CAP_AUDIT_READ";
    @cap_name[38] = "CAP_PERFMON";
    @cap_name[39] = "CAP_BPF";
    @cap_name[40] = "CAP_CHECKPOINT_RESTORE";
    printf("%-8s %-6s %-7s %-16s %-4s %-20s %-5s %s\n", "TIME", "UID", "PID", "COMM", "CAP", "NAME",
           "AUDIT", "RESULT");
}

fexit:cap_capable / (wanted_pid == 0 || pid == wanted_pid) && (!denied_only || retval != 0) / {
    // CAP_OPT_NOAUDIT is bit 1 of opts.
    $audit = (args.opts & 2) == 0 ? 1 : 0;
    if (!unique || !has_key(@seen, (pid, args.cap))) {
        if (unique) {
            @seen[pid, args.cap] = 1;
        }
        if (retval != 0) {
            printf("%s %-6d %-7d %-16s %-4d %-20s %-5d -%s\n", strftime("%H:%M:%S", nsecs), uid, pid, comm,
                   args.cap, @cap_name[args.cap], $audit, (enum errno)(-retval));
        } else {
            printf("%s %-6d %-7d %-16s %-4d %-20s %-5d 0\n", strftime("%H:%M:%S", nsecs), uid, pid, comm,
                   args.cap, @cap_name[args.cap], $audit);
        }
    }
}
