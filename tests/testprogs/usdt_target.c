/* usdt_target: fires USDT probes (provider "kt_test") with known arguments.
 * One run of the workload fires, in this order:
 *
 *   kt_test:start                    no arguments
 *   kt_test:add(40, 2)               two ints
 *   kt_test:greet("hello usdt", 10)  a string and its length
 *   kt_test:six(1, 2, 3, 4, 5, 6)    six longs
 *   kt_test:loop(i) for i = 0..4     one int each
 *   kt_test:neg(-3)                  a negative int
 *
 * Usage: usdt_target [-n COUNT] [-i MS] [-d MS] [-l MS] (see testprog.h) */
#define _GNU_SOURCE
#include <sys/sdt.h>

#include "testprog.h"

static void workload(void) {
  volatile int a = 40, b = 2, neg = -3;
  volatile long s[6] = {1, 2, 3, 4, 5, 6};
  const char *greeting = "hello usdt";
  /* Touch the string first: a probe cannot fault in a page never read. */
  volatile int glen = strlen(greeting);

  DTRACE_PROBE(kt_test, start);
  DTRACE_PROBE2(kt_test, add, a, b);
  DTRACE_PROBE2(kt_test, greet, greeting, glen);
  DTRACE_PROBE6(kt_test, six, s[0], s[1], s[2], s[3], s[4], s[5]);
  for (volatile int i = 0; i < 5; i++)
    DTRACE_PROBE1(kt_test, loop, i);
  DTRACE_PROBE1(kt_test, neg, neg);
}

int main(int argc, char **argv) {
  struct testprog_opts opts;
  parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, workload());
  return 0;
}
