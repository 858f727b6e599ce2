/* Load driver and output counter for bench/soak.sh: a load that knows
 * exactly how many events it made, and a reader that counts what the
 * tracer delivered.
 *
 *   soak load SECONDS STAMP [KEYS FIRST]
 *       for SECONDS: getppid() in a tight loop; once a second, a sweep:
 *       close(fd) for fd = FIRST .. FIRST+KEYS-1 (default
 *       KEYS 5000, FIRST 100000: fds that are not open, each call fails
 *       with EBADF). Writes "CALLS SWEEPS KEYS FIRST SECONDS CPU" to STAMP:
 *       the getppid() calls made, the sweeps, the loop's wall time and the
 *       CPU time (user + system) the process used: a tracer's probes run
 *       in its system calls, so CPU / CALLS is the cost of a traced call,
 *       whatever else the machine runs (which the wall time is not).
 *   soak sink RESULT [STALL_MS]
 *       reads a tracer's standard output to its end (with STALL_MS,
 *       pausing that long after each MiB, as a slow reader would: the
 *       tracer blocks in write(2) and its ring buffer overflows) and writes
 *       "EVENTS ENTRIES SUM MIN MAX" to RESULT: EVENTS the lines made of
 *       two numbers (the printf of each getppid), ENTRIES the lines of an
 *       exit-time map "@k[N]: V", SUM, MIN and MAX their values.
 *
 * The system calls are made with syscall(2), so that the C library adds
 * none and caches none: a tracer filtering on this process sees exactly
 * CALLS getppid events and SWEEPS * KEYS close events on fds >= FIRST. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int load(int argc, char **argv)
{
    double seconds = atof(argv[2]);
    long keys = argc > 4 ? atol(argv[4]) : 5000;
    long first = argc > 5 ? atol(argv[5]) : 100000;
    long calls = 0, sweeps = 0;
    double t0 = now(), next_sweep = t0, t = t0;
    while (t - t0 < seconds) {
        if (t >= next_sweep) {
            for (long fd = first; fd < first + keys; fd++)
                syscall(SYS_close, (int)fd);
            sweeps++;
            next_sweep += 1.0;
        }
        for (long i = 0; i < 16384; i++)
            syscall(SYS_getppid);
        calls += 16384;
        t = now();
    }
    FILE *f = fopen(argv[3], "w");
    if (!f) {
        perror(argv[3]);
        return 1;
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
    fprintf(f, "%ld %ld %ld %ld %.3f %.3f\n", calls, sweeps, keys, first, t - t0, cpu);
    return fclose(f) != 0;
}

/* Is line [p, e) two decimal numbers separated by one space? */
static int is_event(const char *p, const char *e)
{
    int fields = 0, digits = 0;
    for (; p < e; p++) {
        if (*p >= '0' && *p <= '9')
            digits++;
        else if (*p == ' ' && digits && fields == 0)
            fields = 1, digits = 0;
        else
            return 0;
    }
    return fields == 1 && digits > 0;
}

static int sink(const char *result, long stall_ms)
{
    static char buf[1 << 20];
    struct timespec stall = {stall_ms / 1000, (stall_ms % 1000) * 1000000L};
    size_t have = 0, since_stall = 0;
    long events = 0, entries = 0, sum = 0, min = -1, max = -1;
    for (;;) {
        ssize_t r = read(0, buf + have, sizeof buf - have);
        if (r <= 0)
            break;
        have += r;
        since_stall += r;
        if (stall_ms > 0 && since_stall >= sizeof buf) {
            nanosleep(&stall, NULL);
            since_stall = 0;
        }
        char *p = buf, *end = buf + have, *nl;
        while ((nl = memchr(p, '\n', end - p))) {
            char *colon;
            if (is_event(p, nl)) {
                events++;
            } else if (strncmp(p, "@k[", 3) == 0 && (colon = memchr(p, ':', nl - p))) {
                long v = atol(colon + 1);
                entries++;
                sum += v;
                if (min < 0 || v < min)
                    min = v;
                if (v > max)
                    max = v;
            }
            p = nl + 1;
        }
        have = end - p;
        if (have == sizeof buf) /* a line longer than the buffer */
            have = 0;
        memmove(buf, p, have);
    }
    FILE *f = fopen(result, "w");
    if (!f) {
        perror(result);
        return 1;
    }
    fprintf(f, "%ld %ld %ld %ld %ld\n", events, entries, sum, min, max);
    return fclose(f) != 0;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && strcmp(argv[1], "load") == 0)
        return load(argc, argv);
    if (argc >= 3 && strcmp(argv[1], "sink") == 0)
        return sink(argv[2], argc > 3 ? atol(argv[3]) : 0);
    fprintf(stderr, "usage: soak load SECONDS STAMP [KEYS FIRST] | soak sink RESULT [STALL_MS]\n");
    return 2;
}
