/* The floor of exec-to-attached for one user probe, for
 * bench/sections/80-recipes.sh:
 *
 *   uprobe_floor PATH OFFSET ret|entry [DELAY_US]
 *
 * registers a uretprobe (entry: a uprobe) at OFFSET in PATH for every
 * process, first thing in main or DELAY_US microseconds after (a tracer
 * that reads and parses its program first), the way kt and libbpf do (a
 * perf event of the uprobe PMU), then prints __KT_ATTACHED__ and waits for
 * a signal. No tracer that registers as late can be attached sooner: what
 * this takes is the exec of a small C program plus the kernel's
 * registration, whose first call after a quiet spell waits for an RCU
 * grace period (it takes the semaphore fork() holds for writing).
 * Exits 1 if the kernel refuses.
 */
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The uprobe PMU's type, and the config bit that makes a return probe. */
static int read_pmu(int *type, int *retbit) {
    FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
    if (!f || fscanf(f, "%d", type) != 1)
        return -1;
    fclose(f);
    f = fopen("/sys/bus/event_source/devices/uprobe/format/retprobe", "r");
    if (!f || fscanf(f, "config:%d", retbit) != 1)
        return -1;
    fclose(f);
    return 0;
}

int main(int argc, char **argv) {
    int type, retbit;
    if (argc < 4 || read_pmu(&type, &retbit) < 0) {
        fprintf(stderr, "usage: uprobe_floor PATH OFFSET ret|entry [DELAY_US] (needs the uprobe PMU)\n");
        return 2;
    }
    if (argc > 4)
        usleep((useconds_t)strtoul(argv[4], NULL, 0));
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    attr.type = (unsigned)type;
    attr.config = strcmp(argv[3], "ret") == 0 ? 1ULL << retbit : 0;
    attr.config1 = (unsigned long)argv[1];
    attr.config2 = strtoull(argv[2], NULL, 0);
    if (syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC) < 0) {
        perror("uprobe_floor: perf_event_open");
        return 1;
    }
    printf("__KT_ATTACHED__\n");
    fflush(stdout);
    pause();
    return 0;
}
