// Enumerators from the C library's headers, which the kernel's BTF does
// not have (idtype_t), and glibc's `#define IPPROTO_UDP IPPROTO_UDP`.
#include <sys/wait.h>
#include <netinet/in.h>

BEGIN { printf("P_PGID=%d IPPROTO_UDP=%d\n", P_PGID, IPPROTO_UDP); exit(); }
