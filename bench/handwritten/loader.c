/* Loads and attaches one hand-written BPF object for the per-event
 * benchmark (bench/sections/40-per-event.sh), as a libbpf tool would.
 *
 * usage: loader OBJECT.bpf.o PID [--poll]
 *        loader --enable-stats
 *
 * Sets the object's read-only `target_pid` to PID, loads it, attaches
 * every program (their section names say where), prints
 * "__LOADER_ATTACHED__" on stdout, then waits for SIGINT/SIGTERM. When
 * the object has a ring buffer named "events", it drains it every 10 ms
 * (the program posts records without waking it), or with --poll sleeps in
 * epoll until the kernel wakes it (for a program that posts with flags 0),
 * printing each record as "PID TID" on stdout (the printf pattern), and
 * reports the records read and lost on stderr when it stops.
 *
 * With --enable-stats it turns on the kernel's BPF run-time statistics
 * (run_time_ns, run_cnt) for as long as it runs, without touching the
 * kernel.bpf_stats_enabled sysctl (the two are counted together), prints
 * "__STATS_ENABLED__" and waits for SIGINT/SIGTERM. */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t stop;
static unsigned long long records;

static void on_signal(int sig) { (void)sig; stop = 1; }

struct event {
    unsigned int pid;
    unsigned int tid;
};

static int on_event(void *ctx, void *data, size_t size)
{
    (void)ctx;
    if (size >= sizeof(struct event)) {
        const struct event *e = data;
        printf("%u %u\n", e->pid, e->tid);
    }
    records++;
    return 0;
}

static unsigned long long lost_records(struct bpf_object *obj)
{
    struct bpf_map *map = bpf_object__find_map_by_name(obj, "lost");
    int ncpu = libbpf_num_possible_cpus();
    if (!map || ncpu <= 0)
        return 0;
    unsigned long long *v = calloc(ncpu, sizeof(*v)), sum = 0;
    unsigned int key = 0;
    if (v && bpf_map_lookup_elem(bpf_map__fd(map), &key, v) == 0)
        for (int i = 0; i < ncpu; i++)
            sum += v[i];
    free(v);
    return sum;
}

/* Handles SIGINT and SIGTERM; they stay blocked except while waiting. */
static void catch_signals(sigset_t *old)
{
    struct sigaction sa = { .sa_handler = on_signal };
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigprocmask(SIG_BLOCK, &set, old);
}

static void wait_for_signal(void)
{
    sigset_t old;
    catch_signals(&old);
    while (!stop)
        sigsuspend(&old);
}

static int hold_stats(void)
{
    int fd = bpf_enable_stats(BPF_STATS_RUN_TIME);
    if (fd < 0) {
        fprintf(stderr, "loader: BPF_ENABLE_STATS: %s\n", strerror(-fd));
        return 1;
    }
    printf("__STATS_ENABLED__\n");
    fflush(stdout);
    wait_for_signal();
    close(fd);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--enable-stats") == 0)
        return hold_stats();
    int epoll = argc == 4 && strcmp(argv[3], "--poll") == 0;
    if (argc != 3 && !epoll) {
        fprintf(stderr, "usage: %s OBJECT.bpf.o PID [--poll] | --enable-stats\n", argv[0]);
        return 2;
    }
    unsigned int pid = (unsigned int)strtoul(argv[2], NULL, 10);

    struct bpf_object *obj = bpf_object__open_file(argv[1], NULL);
    if (!obj) {
        fprintf(stderr, "loader: open %s: %s\n", argv[1], strerror(errno));
        return 1;
    }
    /* The only read-only global is target_pid. */
    struct bpf_map *map;
    bpf_object__for_each_map(map, obj) {
        const char *name = bpf_map__name(map);
        size_t n = strlen(name), size = 0;
        if (n >= 7 && strcmp(name + n - 7, ".rodata") == 0) {
            const void *init = bpf_map__initial_value(map, &size);
            if (init && size >= sizeof(pid)) {
                char *copy = malloc(size);
                memcpy(copy, init, size);
                memcpy(copy, &pid, sizeof(pid));
                bpf_map__set_initial_value(map, copy, size);
                free(copy);
            }
        }
    }
    if (bpf_object__load(obj)) {
        fprintf(stderr, "loader: load %s failed\n", argv[1]);
        return 1;
    }
    struct bpf_program *prog;
    struct bpf_link *links[16];
    int nlinks = 0;
    bpf_object__for_each_program(prog, obj) {
        struct bpf_link *link = bpf_program__attach(prog);
        if (!link || nlinks == 16) {
            fprintf(stderr, "loader: attach %s failed\n", bpf_program__name(prog));
            return 1;
        }
        links[nlinks++] = link;
    }

    struct ring_buffer *rb = NULL;
    struct bpf_map *events = bpf_object__find_map_by_name(obj, "events");
    if (events) {
        rb = ring_buffer__new(bpf_map__fd(events), on_event, NULL, NULL);
        if (!rb) {
            fprintf(stderr, "loader: ring buffer: %s\n", strerror(errno));
            return 1;
        }
    }
    printf("__LOADER_ATTACHED__\n");
    fflush(stdout);

    if (!rb) {
        wait_for_signal();
    } else {
        struct sigaction sa = { .sa_handler = on_signal };
        sigaction(SIGINT, &sa, NULL);
        sigaction(SIGTERM, &sa, NULL);
        while (!stop) {
            int err = epoll ? ring_buffer__poll(rb, 100) : ring_buffer__consume(rb);
            if (err < 0 && err != -EINTR) {
                fprintf(stderr, "loader: ring buffer: %d\n", err);
                break;
            }
            if (!epoll)
                usleep(10000);
        }
    }
    if (rb) {
        ring_buffer__consume(rb);
        fflush(stdout);
        fprintf(stderr, "loader: %llu records read, %llu lost\n", records, lost_records(obj));
        ring_buffer__free(rb);
    }
    for (int i = 0; i < nlinks; i++)
        bpf_link__destroy(links[i]);
    bpf_object__close(obj);
    return 0;
}
