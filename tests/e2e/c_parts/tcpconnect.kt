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
        printf("%-6d %-16s %d %d\n", pid, comm, $family == AF_INET6 ? 6 : 4, PORT_OF($sk));
    }
}
