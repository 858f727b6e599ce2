#!/usr/bin/env kt
// trace outgoing TCP connections: process, addresses and ports
//
// One line per TCP connection a process starts (its socket entering
// SYN_SENT in connect()), with the process's pid and name, the address
// family, the local address and the remote address and port. Whether the
// connection then succeeds is not waited for: tcplife shows the
// connections that got through, with their lifetimes. Unexpected
// destinations and connection storms (a client reconnecting in a loop)
// show up here.
//
// It uses the sock:inet_sock_set_state tracepoint, so it needs no kernel
// function probes.
//
// Examples:
//   kt tcpconnect                         every outgoing connection
//   kt tcpconnect -- --pid=1234           those of process 1234
//   kt tcpconnect -- --port=443           those to port 443
//
// Output:
//   PID     COMM             IP SADDR                    DADDR                    DPORT
//   1201    curl             4  10.0.2.15                93.184.216.34            443
//   1202    bash             4  127.0.0.1                127.0.0.1                39021
//
// See also: tcpaccept, tcplife, tcpretrans, connect(2)

BEGIN {
    printf("%-7s %-16s %-2s %-24s %-24s %s\n", "PID", "COMM", "IP", "SADDR", "DADDR", "DPORT");
}

tracepoint:sock:inet_sock_set_state
/ args.protocol == 6 && args.newstate == 2 &&    // IPPROTO_TCP, TCP_SYN_SENT
  (getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
   pid == getopt("pid", 0)) &&
  (getopt("port", 0, "trace only connections to this remote port (0: every port)") == 0 ||
   args.dport == getopt("port", 0)) /
{
    if (args.family == 2) {           // AF_INET
        printf("%-7d %-16s 4  %-24s %-24s %d\n", pid, comm,
               ntop(args.saddr), ntop(args.daddr), args.dport);
    } else {
        printf("%-7d %-16s 6  %-24s %-24s %d\n", pid, comm,
               ntop(args.saddr_v6), ntop(args.daddr_v6), args.dport);
    }
}
