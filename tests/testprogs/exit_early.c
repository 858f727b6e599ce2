/* exit_early: a short-lived process, for user stacks that must symbolize
 * after it exited. One run of the workload calls
 *
 *   main() -> work(i) -> leaf(i)         leaf returns i + 1
 *
 * for i = 0..2 (three calls of leaf, one user stack), then the process
 * sleeps 300 ms (time for a tracer to read /proc/PID/maps while it runs)
 * and exits. A tracer that prints its maps at exit prints them after this
 * process is gone.
 * Usage: exit_early [-n COUNT] [-i MS] [-d MS] [-l MS] (see testprog.h) */
#include "testprog.h"

#define NOINLINE __attribute__((noinline, used))

volatile long sink;

NOINLINE int leaf(int i) { return i + 1; }

NOINLINE void work(int i) { sink += leaf(i); }

int main(int argc, char **argv) {
  struct testprog_opts opts;
  parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, {
    for (int i = 0; i < 3; i++)
      work(i);
  });
  sleep_ms(300);
  return 0;
}
