#!/usr/bin/env kt
// trace TCP connection lifetimes: process, addresses, bytes and duration
//
// One line per TCP connection that closes, opened while kt ran, with the
// process that opened it (connect()) or closed it (an accepted
// connection: the process is known once it closes the socket), the local
// and remote addresses and ports, the bytes sent (acknowledged by the
// peer) and received, and how long the connection lived in milliseconds.
// Short-lived connections, chatty ones and long idle ones show up here.
//
// It uses the inet_sock_set_state raw tracepoint through BTF (tp_btf),
// which gives the struct sock: the connection is followed from its first
// state change (SYN_SENT, or SYN_RECV for an accepted one) to CLOSE.
//
// Examples:
//   kt tcplife                          every connection
//   kt tcplife -- --port=443            those with 443 at either end
//   kt tcplife -- --pid=1234            those of process 1234
//
// Output:
//   PID     COMM             LADDR                    LPORT  RADDR                    RPORT  TX_KB   RX_KB   MS
//   19858   python3          127.0.0.1                45774  127.0.0.1                47316  292     48      5
//   19856   python3          127.0.0.1                47316  127.0.0.1                45774  48      292     5
//
// See also: tcpconnect, tcpaccept, tcpretrans

config { print_maps_on_exit = 0 }

BEGIN {
    printf("%-7s %-16s %-24s %-6s %-24s %-6s %-7s %-7s %s\n", "PID", "COMM",
           "LADDR", "LPORT", "RADDR", "RPORT", "TX_KB", "RX_KB", "MS");
}

tp_btf:inet_sock_set_state
/ args.sk->sk_protocol == 6 /      // IPPROTO_TCP
{
    $sk = args.sk;
    // Opened: SYN_SENT in connect(), or a SYN_RECV child of a listener.
    if (args.newstate == 2 || args.newstate == 3) {
        @start[$sk] = nsecs;
        if (args.newstate == 2) {
            @who[$sk] = (pid, comm);
        }
    }
    // close() or shutdown() in the owning process: FIN_WAIT1 or LAST_ACK.
    if ((args.newstate == 4 || args.newstate == 9) && !has_key(@who, $sk) && pid != 0) {
        @who[$sk] = (pid, comm);
    }
    if (args.newstate == 7 && has_key(@start, $sk)) {    // TCP_CLOSE
        $c = $sk->__sk_common;
        $lport = bswap(((struct inet_sock *)$sk)->inet_sport);   // skc_num is 0 by now
        $rport = bswap($c.skc_dport);
        $p = has_key(@who, $sk) ? @who[$sk].0 : 0;
        if ((getopt("pid", 0, "trace only this process's connections (0: every process)") == 0 ||
             $p == getopt("pid", 0)) &&
            (getopt("port", 0, "trace only connections with this port at either end (0: every port)") == 0 ||
             $lport == getopt("port", 0) || $rport == getopt("port", 0))) {
            $tp = (struct tcp_sock *)$sk;
            $ms = (nsecs - @start[$sk]) / 1000000;
            $name = has_key(@who, $sk) ? @who[$sk].1 : "-";
            if ($c.skc_family == 2) {
                printf("%-7d %-16s %-24s %-6d %-24s %-6d %-7d %-7d %d\n", $p, $name,
                       ntop($c.skc_rcv_saddr), $lport, ntop($c.skc_daddr), $rport,
                       $tp->bytes_acked / 1024, $tp->bytes_received / 1024, $ms);
            } else {
                printf("%-7d %-16s %-24s %-6d %-24s %-6d %-7d %-7d %d\n", $p, $name,
                       ntop($c.skc_v6_rcv_saddr.in6_u.u6_addr8), $lport,
                       ntop($c.skc_v6_daddr.in6_u.u6_addr8), $rport,
                       $tp->bytes_acked / 1024, $tp->bytes_received / 1024, $ms);
            }
        }
        delete(@start, $sk);
        delete(@who, $sk);
    }
}
