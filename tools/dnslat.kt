#!/usr/bin/env kt
// trace name lookups with getaddrinfo(): host, result and latency
//
// One line per getaddrinfo() call that returns, from uprobes on the C
// library (glibc's libc.so.6): the time, the process's pid and name, how
// long the lookup took in microseconds, the result (0, or the EAI_ error
// by name: EAI_NONAME for a name that does not exist, EAI_AGAIN for a
// server that did not answer) and the host name asked for. Slow lookups
// are a common cause of slow connects: a dead first nameserver in
// resolv.conf costs its timeout on every lookup. Lookups that do not go
// through glibc's getaddrinfo() (Go's own resolver, gethostbyname(),
// systemd-resolved's D-Bus API) are not seen.
//
// Examples:
//   kt dnslat                           every lookup
//   kt dnslat -- --pid=1234             the lookups of process 1234
//   kt dnslat -- --min-us=10000         lookups of 10 ms or more
//
// Output:
//   TIME     PID     COMM             LAT(us)  RESULT       HOST
//   11:19:22 25896   getent           334      0            localhost
//   11:19:22 25897   getent           706      EAI_NONAME   kt-dnslat-x.invalid
//
// See also: tcpconnect, getaddrinfo(3)

config { max_strlen = 128; print_maps_on_exit = 0 }

// getaddrinfo()'s errors, from glibc's netdb.h.
enum eai_error {
    EAI_BADFLAGS = -1, EAI_NONAME = -2, EAI_AGAIN = -3, EAI_FAIL = -4,
    EAI_NODATA = -5, EAI_FAMILY = -6, EAI_SOCKTYPE = -7, EAI_SERVICE = -8,
    EAI_ADDRFAMILY = -9, EAI_MEMORY = -10, EAI_SYSTEM = -11, EAI_OVERFLOW = -12,
};

BEGIN {
    printf("%-8s %-7s %-16s %-8s %-12s %s\n", "TIME", "PID", "COMM", "LAT(us)", "RESULT", "HOST");
}

uprobe:libc:getaddrinfo
/ getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
  pid == getopt("pid", 0) /
{
    @start[tid] = nsecs;
    @host[tid] = arg0 != 0 ? str(arg0) : "(null)";
}

uretprobe:libc:getaddrinfo
/ has_key(@start, tid) /
{
    $us = (nsecs - @start[tid]) / 1000;
    if ($us >= getopt("min-us", 0, "leave out lookups faster than this many microseconds")) {
        $result = (int32)retval != 0 ? str((enum eai_error)(int32)retval) : "0";
        printf("%s %-7d %-16s %-8d %-12s %s\n", strftime("%H:%M:%S", nsecs), pid, comm, $us, $result,
               @host[tid]);
    }
    delete(@start, tid);
    delete(@host, tid);
}
