// A trace target for the symbolizer, built with -O2 -g: leaf() is a real
// function reached from outer() through two static inline functions, so a
// user stack taken in leaf() has inlined frames, and the tests know each
// frame's source line from the LINE markers below (tests read them from
// this file: keep one marker per line).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

volatile int sink;

__attribute__((noinline)) int leaf(int x) { // LINE:leaf
  sink += x;
  return sink;
}

static inline __attribute__((always_inline)) int inner(int x) {
  return leaf(x * 3) + 1; // LINE:inner
}

static inline __attribute__((always_inline)) int middle(int x) {
  return inner(x + 2) * 2; // LINE:middle
}

__attribute__((noinline)) int outer(int x) {
  return middle(x) - 1; // LINE:outer
}

// Usage: inline_chain [CALLS [MS]]: CALLS calls of outer(), then a sleep of
// MS milliseconds before exiting.
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  int ms = argc > 2 ? atoi(argv[2]) : 0;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += outer(i); // LINE:main
  if (ms > 0)
    usleep((useconds_t)ms * 1000);
  printf("%d\n", total);
  return 0;
}
