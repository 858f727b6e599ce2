#!/usr/bin/env kt
// trace accepted TCP connections: process, remote and local addresses
//
// One line per TCP connection a process accepts (accept() or accept4()
// returning a new socket), with the process's pid and name, the address
// family, the remote address and port and the local address and port.
// The socket is found from the descriptor accept() returns (the task's
// file table, its struct socket and struct sock through BTF), so the
// process is the one that accepted, not whichever ran the handshake.
// Who connects to a service, and how often, shows up here.
//
// It uses syscall tracepoints, so it needs no kernel function probes;
// connections accepted by io_uring are not seen.
//
// Examples:
//   kt tcpaccept                         every accepted connection
//   kt tcpaccept -- --pid=1234           those of process 1234
//   kt tcpaccept -- --port=22            those on local port 22
//
// Output:
//   PID     COMM             IP RADDR                    RPORT  LADDR                    LPORT
//   17537   python3          4  127.0.0.1                35846  127.0.0.1                51883
//
// See also: tcpconnect, tcplife, accept(2)

BEGIN {
    printf("%-7s %-16s %-2s %-24s %-6s %-24s %s\n",
           "PID", "COMM", "IP", "RADDR", "RPORT", "LADDR", "LPORT");
}

tracepoint:syscalls:sys_exit_accept,
tracepoint:syscalls:sys_exit_accept4
/ args.ret >= 0 &&
  (getopt("pid", 0, "trace only this process (0: every process)") == 0 ||
   pid == getopt("pid", 0)) /
{
    $file = curtask->files->fdt->fd[args.ret];
    $sk = ((struct socket *)$file->private_data)->sk;
    $c = $sk->__sk_common;
    $family = $c.skc_family;
    if ($sk->sk_protocol == 6 && ($family == 2 || $family == 10) &&   // TCP, AF_INET(6)
        (getopt("port", 0, "trace only connections to this local port (0: every port)") == 0 ||
         $c.skc_num == getopt("port", 0))) {
        if ($family == 2) {
            printf("%-7d %-16s 4  %-24s %-6d %-24s %d\n", pid, comm,
                   ntop($c.skc_daddr), bswap($c.skc_dport), ntop($c.skc_rcv_saddr), $c.skc_num);
        } else {
            printf("%-7d %-16s 6  %-24s %-6d %-24s %d\n", pid, comm,
                   ntop($c.skc_v6_daddr.in6_u.u6_addr8), bswap($c.skc_dport),
                   ntop($c.skc_v6_rcv_saddr.in6_u.u6_addr8), $c.skc_num);
        }
    }
}
