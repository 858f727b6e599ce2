/* Shared by the trace targets: the repeat/interval/linger options and a
 * millisecond sleep. Every target accepts
 *   -n COUNT   run the workload COUNT times (default 1; 0 = until killed)
 *   -i MS      sleep MS milliseconds between two runs (default 0)
 *   -d MS      sleep MS milliseconds before the first run (default 0)
 *   -l MS      linger MS milliseconds after the last run, before exiting, so
 *              a tracer can still read /proc/PID/maps to symbolize stacks
 * followed by its own arguments. */
#ifndef KT_TESTPROG_H
#define KT_TESTPROG_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct testprog_opts {
  long count;
  long interval_ms;
  long delay_ms;
  long linger_ms;
};

__attribute__((unused)) static void sleep_ms(long ms) {
  struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
  while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
  }
}

/* Parses the common options; returns the index of the first other argument. */
__attribute__((unused)) static int parse_testprog_opts(int argc, char **argv, struct testprog_opts *o) {
  o->count = 1;
  o->interval_ms = 0;
  o->delay_ms = 0;
  o->linger_ms = 0;
  int i = 1;
  for (; i < argc; i++) {
    long *dst = NULL;
    if (strcmp(argv[i], "-n") == 0)
      dst = &o->count;
    else if (strcmp(argv[i], "-i") == 0)
      dst = &o->interval_ms;
    else if (strcmp(argv[i], "-d") == 0)
      dst = &o->delay_ms;
    else if (strcmp(argv[i], "-l") == 0)
      dst = &o->linger_ms;
    else
      break;
    if (i + 1 >= argc) {
      fprintf(stderr, "%s: option %s needs a value\n", argv[0], argv[i]);
      exit(2);
    }
    *dst = strtol(argv[++i], NULL, 0);
  }
  return i;
}

/* Runs body() as the options say. */
#define TESTPROG_LOOP(opts, body)                                              \
  do {                                                                         \
    if ((opts).delay_ms > 0)                                                   \
      sleep_ms((opts).delay_ms);                                               \
    for (long iter_ = 0; (opts).count == 0 || iter_ < (opts).count; iter_++) { \
      if (iter_ > 0 && (opts).interval_ms > 0)                                 \
        sleep_ms((opts).interval_ms);                                          \
      body;                                                                    \
    }                                                                          \
    if ((opts).linger_ms > 0)                                                  \
      sleep_ms((opts).linger_ms);                                              \
  } while (0)

#endif
