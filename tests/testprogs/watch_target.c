/* watch_target: writes the 8 bytes at the fixed address 0x10000000 (a page
 * it maps there), for watchpoint probes: one run of the workload stores
 * 1, 2 and 3 there, then reads the value back once.
 *
 * watch_target --breakpoints-work exits 0 when this machine delivers
 * hardware breakpoints (a write breakpoint on its own page fires when it
 * writes the page) and 1 when it does not (no breakpoint PMU, or a virtual
 * machine that keeps the debug registers from its guests), for the tests'
 * REQUIRES.
 *
 * Usage: watch_target [-n COUNT] [-i MS] [-d MS] [-l MS] | --breakpoints-work */
#define _GNU_SOURCE
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "testprog.h"

#define WATCHED ((volatile uint64_t *)0x10000000)

static volatile uint64_t sink;

static void workload(void) {
  for (uint64_t v = 1; v <= 3; v++)
    *WATCHED = v;
  sink = *WATCHED;
}

static int breakpoints_work(void) {
  struct perf_event_attr attr;
  memset(&attr, 0, sizeof attr);
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_BREAKPOINT;
  attr.bp_type = HW_BREAKPOINT_W;
  attr.bp_addr = (uintptr_t)WATCHED;
  attr.bp_len = HW_BREAKPOINT_LEN_8;
  attr.exclude_kernel = 1;
  int fd = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
  if (fd < 0)
    return 0;
  *WATCHED = 42;
  uint64_t count = 0;
  ssize_t n = read(fd, &count, sizeof count);
  close(fd);
  return n == (ssize_t)sizeof count && count > 0;
}

int main(int argc, char **argv) {
  if (mmap((void *)WATCHED, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0) !=
      (void *)WATCHED) {
    perror("watch_target: mmap 0x10000000");
    return 2;
  }
  if (argc > 1 && strcmp(argv[1], "--breakpoints-work") == 0)
    return breakpoints_work() ? 0 : 1;
  struct testprog_opts opts;
  parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, workload());
  return 0;
}
