// struct addrinfo is glibc's (<netdb.h>): no BTF has it, so its layout is
// the one Clang gives the header.
#include <netdb.h>
#include <sys/socket.h>

uprobe:libc:getaddrinfo /comm == "getent"/ {
    $hints = (struct addrinfo *)arg2;
    printf("family %d (AF_INET %d) canonname %d size %d\n", $hints->ai_family, AF_INET,
           $hints->ai_flags & AI_CANONNAME, sizeof(struct addrinfo));
    exit();
}
