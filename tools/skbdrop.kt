#!/usr/bin/env kt
// count dropped network packets by drop reason and kernel function
//
// Counts the packets (socket buffers) the kernel drops, from the
// skb:kfree_skb tracepoint, by the drop reason the kernel gives (enum
// skb_drop_reason, printed by name: SKB_DROP_REASON_NO_SOCKET for a
// packet to a port nobody listens on, ..._NETFILTER_DROP for a firewall
// rule, ..._TCP_LISTEN_OVERFLOW for a full accept queue) and the kernel
// function that dropped it, and prints the counts when kt ends, most
// frequent last. --snoop prints each drop as it happens, with the
// network protocol (the EtherType: 0x800 IPv4, 0x86dd IPv6); --stacks
// adds the kernel stack to the counts.
//
// Examples:
//   kt skbdrop                          drops by reason until Ctrl-C
//   kt skbdrop -- --snoop               one line per drop
//   kt skbdrop -- --stacks --duration=10
//
// Output:
//   @drops[SKB_DROP_REASON_NO_SOCKET, __udp4_lib_rcv]: 1
//   @drops[SKB_DROP_REASON_NO_SOCKET, tcp_v4_rcv]: 3
//
// See also: tcpretrans, tcplife

config { print_maps_on_exit = 0 }

BEGIN {
    if (getopt("snoop", false, "print each drop as it happens instead of counts")) {
        printf("%-8s %-7s %-16s %-24s %s\n", "TIME", "PID", "COMM", "LOCATION", "REASON");
    }
}

tracepoint:skb:kfree_skb {
    if (getopt("snoop", false)) {
        printf("%s %-7d %-16s %-24s %s (protocol 0x%x)\n", strftime("%H:%M:%S", nsecs), pid, comm, ksym(args.location),
               args.reason, args.protocol);
    } else if (getopt("stacks", false, "count by kernel stack too")) {
        @drops[args.reason, ksym(args.location), kstack] = count();
    } else {
        @drops[args.reason, ksym(args.location)] = count();
    }
}

interval:s:1 {
    @seconds = @seconds + 1;
    if (@seconds == getopt("duration", 0, "stop after this many seconds (0: at Ctrl-C or when -c's command ends)")) {
        exit();
    }
}

END {
    if (!getopt("snoop", false)) {
        print(@drops, getopt("top", 20, "how many of the highest counts to print"));
    }
}
