/* Per-event benchmark driver: waits for one byte (or EOF) on stdin, then
 * calls getppid() N times (default 2,000,000) through syscall(2), so that
 * no libc cache can skip the system call. Trivial on purpose: the tracer
 * under test filters on this process's pid, which the bench script knows
 * before the loop starts. */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 2000000;
    char c;
    if (read(0, &c, 1) < 0)
        return 1;
    for (long i = 0; i < n; i++)
        syscall(SYS_getppid);
    return 0;
}
