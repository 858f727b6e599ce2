/* cpu_spin: keeps a CPU busy for the given milliseconds of CPU time (default
 * 1000; CPU time, so a loaded machine stretches the run instead of cutting
 * the samples short),
 * calling spin_step() in a loop, then sleeps LINGER milliseconds (default 0,
 * so a tracer can still symbolize its stacks) and exits. A target for
 * profile and software-event tests. Usage: cpu_spin [MS [LINGER]] */
#define _GNU_SOURCE
#include "testprog.h"

volatile unsigned long spin_sink;

__attribute__((noinline, used)) void spin_step(void) {
  for (int i = 0; i < 20000; i++)
    spin_sink += i;
}

static long cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

int main(int argc, char **argv) {
  long ms = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
  long end = cpu_ms() + ms;
  while (cpu_ms() < end)
    spin_step();
  if (argc > 2)
    sleep_ms(strtol(argv[2], NULL, 0));
  return 0;
}
