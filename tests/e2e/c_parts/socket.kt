// Constants from system headers: the C library's and the kernel's UAPI.
#include <sys/socket.h>
#include <linux/sched.h>

BEGIN {
    printf("AF_INET6=%d AF_UNIX=%d SOCK_DGRAM=%d CLONE_VM=0x%x\n", AF_INET6, AF_UNIX, SOCK_DGRAM, CLONE_VM);
    exit();
}
