/* signal_target: waits for a signal. It catches SIGUSR1, SIGUSR2, SIGHUP and
 * SIGTERM, prints "signal_target: got signal N" and exits 0. While waiting it
 * calls tick(i), i = 0, 1, 2, ..., every 50 ms (a uprobe target for probes that
 * call signal()). Without a signal it gives up after the given seconds
 * (default 10), prints "signal_target: no signal" and exits 3.
 * Usage: signal_target [SECONDS] */
#define _GNU_SOURCE
#include <signal.h>
#include <unistd.h>

#include "testprog.h"

static volatile sig_atomic_t got;
volatile long sink;

static void on_signal(int sig) { got = sig; }

__attribute__((noinline, used)) void tick(long i) { sink += i; }

int main(int argc, char **argv) {
  long seconds = argc > 1 ? strtol(argv[1], NULL, 0) : 10;
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = on_signal;
  sigaction(SIGUSR1, &sa, NULL);
  sigaction(SIGUSR2, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  for (long i = 0; !got && i < seconds * 20; i++) {
    tick(i);
    sleep_ms(50);
  }
  if (got) {
    printf("signal_target: got signal %d\n", (int)got);
    return 0;
  }
  printf("signal_target: no signal\n");
  return 3;
}
