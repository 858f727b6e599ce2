// In the style of the classic network tools, on a machine with the
// kernel's headers installed (Debian's linux-headers-$(uname -r)): struct
// sock from <net/sock.h>, laid out by Clang from the kernel's own header
// (not from BTF), the TCP states of <net/tcp_states.h> and AF_INET of the
// kernel's <linux/socket.h>. A connection tcp_connect() sends is in
// SYN_SENT.
#include <linux/socket.h>
#include <net/sock.h>
#include <net/tcp_states.h>

fentry:tcp_connect / pid == cpid /
{
    $sk = (struct sock *)args.sk;
    if ($sk->__sk_common.skc_family == AF_INET) {
        printf("connect %s port %d state %d %s\n", ntop(AF_INET, $sk->__sk_common.skc_daddr),
               bswap($sk->__sk_common.skc_dport), $sk->__sk_common.skc_state,
               $sk->__sk_common.skc_state == TCP_SYN_SENT ? "SYN_SENT" : "not SYN_SENT");
    }
}
