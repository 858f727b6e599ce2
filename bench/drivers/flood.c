/* Load drivers for bench/sections/50-output.sh and 60-memory.sh.
 *
 *   flood getppid N [STAMP [MAXSEC]]
 *                             calls getppid() N times in a tight loop (or
 *                             until MAXSEC seconds have passed); with STAMP,
 *                             writes "START END CALLS" to that file: the
 *                             times (CLOCK_REALTIME, seconds) the loop began
 *                             and ended, and the number of calls made
 *   flood close N FIRST       calls close(fd) for fd = FIRST .. FIRST+N-1
 *                             (fds that are not open: each fails with EBADF)
 *   flood sink RESULT         reads a tracer's output on stdin to its end and
 *                             writes "LINES LOST FIRST LAST" to RESULT:
 *                             LINES the lines made of two numbers (the
 *                             events), LOST the sum of the N of "Lost N
 *                             events" lines, FIRST and LAST the times
 *                             (CLOCK_REALTIME) the first and the last event
 *                             line arrived
 *
 *   flood tick SECONDS        every millisecond for SECONDS: opens a file,
 *                             reads it and closes it (the events that end
 *                             the startup section's one-liners)
 *
 * The system calls are made with syscall(2), so that the C library adds
 * no caching and no other calls: a tracer filtering on this process sees
 * exactly N events of that system call (plus the few of the C library's
 * start, which use other fds than FIRST.. for close).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Is line [p, e) two decimal numbers separated by one space? */
static int is_event(const char *p, const char *e)
{
    int fields = 0, digits = 0;
    for (; p < e; p++) {
        if (*p >= '0' && *p <= '9') {
            digits++;
        } else if (*p == ' ' && digits && fields == 0) {
            fields = 1;
            digits = 0;
        } else {
            return 0;
        }
    }
    return fields == 1 && digits > 0;
}

static int sink(const char *result)
{
    static char buf[1 << 20];
    size_t have = 0;
    long lines = 0, lost = 0;
    double first = 0, last = 0;
    for (;;) {
        ssize_t r = read(0, buf + have, sizeof buf - have);
        if (r <= 0)
            break;
        have += r;
        char *p = buf, *end = buf + have, *nl;
        int events = 0;
        while ((nl = memchr(p, '\n', end - p))) {
            if (is_event(p, nl))
                events++;
            else if (nl - p > 5 && strncmp(p, "Lost ", 5) == 0)
                lost += atol(p + 5);
            p = nl + 1;
        }
        if (events) {
            last = now();
            if (!lines)
                first = last;
            lines += events;
        }
        have = end - p;
        if (have == sizeof buf)   /* a line longer than the buffer */
            have = 0;
        memmove(buf, p, have);
    }
    FILE *f = fopen(result, "w");
    if (!f) { perror(result); return 1; }
    fprintf(f, "%ld %ld %.9f %.9f\n", lines, lost, first, last);
    return fclose(f) != 0;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && strcmp(argv[1], "getppid") == 0) {
        long n = atol(argv[2]), i = 0;
        double maxsec = argc >= 5 ? atof(argv[4]) : 0;
        double t0 = now();
        while (i < n) {
            long chunk = n - i < 65536 ? n - i : 65536;
            for (long j = 0; j < chunk; j++)
                syscall(SYS_getppid);
            i += chunk;
            if (maxsec > 0 && now() - t0 > maxsec)
                break;
        }
        double t1 = now();
        if (argc >= 4) {
            FILE *f = fopen(argv[3], "w");
            if (!f) { perror(argv[3]); return 1; }
            fprintf(f, "%.9f %.9f %ld\n", t0, t1, i);
            return fclose(f) != 0;
        }
        return 0;
    }
    if (argc >= 4 && strcmp(argv[1], "close") == 0) {
        long n = atol(argv[2]), first = atol(argv[3]);
        for (long fd = first; fd < first + n; fd++)
            syscall(SYS_close, (int)fd);
        return 0;
    }
    if (argc >= 3 && strcmp(argv[1], "sink") == 0)
        return sink(argv[2]);
    if (argc >= 3 && strcmp(argv[1], "tick") == 0) {
        double end = now() + atof(argv[2]);
        struct timespec ms = {0, 1000000};
        char buf[256];
        while (now() < end) {
            int fd = (int)syscall(SYS_openat, AT_FDCWD, "/etc/hostname", O_RDONLY);
            if (fd >= 0) {
                syscall(SYS_read, fd, buf, sizeof buf);
                syscall(SYS_close, fd);
            }
            nanosleep(&ms, NULL);
        }
        return 0;
    }
    fprintf(stderr, "usage: flood getppid N [STAMP] | flood close N FIRST | flood sink RESULT | flood tick SECONDS\n");
    return 2;
}
