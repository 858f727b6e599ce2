#!/usr/bin/env kt
// trace TCP retransmissions: addresses, ports and connection state
//
// One line per TCP segment the kernel retransmits, from the
// tcp:tcp_retransmit_skb tracepoint: the time, the local and remote
// address and port, the connection's state (SYN_SENT for a connect()
// whose SYN went unanswered, ESTABLISHED for lost data) and the result
// when the retransmission itself failed. Retransmissions mostly happen in
// timers and softirqs, so no process is shown. A steady trickle to one
// peer is a lossy path; SYN_SENT ones are a server that drops SYNs (a
// full accept queue, a firewall).
//
// Examples:
//   kt tcpretrans                         every retransmission
//   kt tcpretrans -- --port=443           those with 443 at either end
//   kt tcpretrans -- --count              counts by addresses at the end
//
// Output:
//   TIME     LADDR                    LPORT  RADDR                    RPORT  STATE
//   11:17:05 127.0.0.1                41230  127.0.0.1                47320  SYN_SENT
//
// See also: tcplife, tcpconnect, skbdrop

import "errno.kt"

config { print_maps_on_exit = 0 }

// include/net/tcp_states.h
enum tcp_state {
    ESTABLISHED = 1, SYN_SENT = 2, SYN_RECV = 3, FIN_WAIT1 = 4, FIN_WAIT2 = 5,
    TIME_WAIT = 6, CLOSE = 7, CLOSE_WAIT = 8, LAST_ACK = 9, LISTEN = 10,
    CLOSING = 11, NEW_SYN_RECV = 12, BOUND_INACTIVE = 13,
};

BEGIN {
    if (!getopt("count", false, "count retransmissions by addresses and state, print at the end")) {
        printf("%-8s %-24s %-6s %-24s %-6s %s\n", "TIME", "LADDR", "LPORT", "RADDR", "RPORT", "STATE");
    }
}

tracepoint:tcp:tcp_retransmit_skb
/ getopt("port", 0, "trace only connections with this port at either end (0: every port)") == 0 ||
  args.sport == getopt("port", 0) || args.dport == getopt("port", 0) /
{
    // The IPv6 fields hold an IPv4 connection's addresses as ::ffff:a.b.c.d.
    if (getopt("count", false)) {
        if (args.family == 2) {
            @retrans[ntop(args.saddr), args.sport, ntop(args.daddr), args.dport,
                     (enum tcp_state)args.state] = count();
        } else {
            @retrans6[ntop(args.saddr_v6), args.sport, ntop(args.daddr_v6), args.dport,
                      (enum tcp_state)args.state] = count();
        }
    } else {
        $saddr = args.family == 2 ? ntop(args.saddr) : ntop(args.saddr_v6);
        $daddr = args.family == 2 ? ntop(args.daddr) : ntop(args.daddr_v6);
        if (args.err < 0) {
            printf("%s %-24s %-6d %-24s %-6d %s (-%s)\n", strftime("%H:%M:%S", nsecs), $saddr, args.sport, $daddr,
                   args.dport, (enum tcp_state)args.state, (enum errno)(-args.err));
        } else {
            printf("%s %-24s %-6d %-24s %-6d %s\n", strftime("%H:%M:%S", nsecs), $saddr, args.sport, $daddr,
                   args.dport, (enum tcp_state)args.state);
        }
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    if (getopt("count", false)) {
        print(@retrans);
        print(@retrans6);
    }
}
