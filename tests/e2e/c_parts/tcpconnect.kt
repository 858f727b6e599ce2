// In the style of the classic network tools: kernel headers without BTF,
// the C library's with it; addresses from struct sock.
#ifndef BPFTRACE_HAVE_BTF
#include <linux/socket.h>
#include <net/sock.h>
#else
#include <sys/socket.h>
#endif

#define PORT_OF(sk) ((sk)->__sk_common.skc_dport >> 8 | ((sk)->__sk_common.skc_dport & 0xff) << 8)

kprobe:tcp_connect
{
    $sk = (struct sock *)arg0;
    $family = $sk->__sk_common.skc_family;
    if ($family == AF_INET || $family == AF_INET6) {
        if ($family == AF_INET) {
            printf("%-6d %-16s 4 %s %d\n", pid, comm, ntop(AF_INET, $sk->__sk_common.skc_daddr), PORT_OF($sk));
        } else {
            printf("%-6d %-16s 6 %s %d\n", pid, comm, ntop(AF_INET6, $sk->__sk_common.skc_v6_daddr.in6_u.u6_addr8),
                   PORT_OF($sk));
        }
    }
}
