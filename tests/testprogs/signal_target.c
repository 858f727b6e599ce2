/* signal_target: waits for a signal. It catches SIGUSR1, SIGUSR2, SIGHUP and
 * SIGTERM, prints "signal_target: got signal N" and exits 0. While waiting it
 * calls tick(i), i = 0, 1, 2, ..., every 50 ms (a uprobe target for probes that
 * call signal()). Without a signal it gives up after the given seconds
 * (default 10), prints "signal_target: no signal" and exits 3.
 *
 * With "pending", it blocks SIGUSR1 and SIGUSR2 instead, calls tick(0..9)
 * 50 ms apart, and prints which of them wait for the thread alone and which
 * for the whole process ("signal_target: pending for the thread: 10, for
 * the process: none", from /proc/thread-self/status), then exits 0: what
 * signal_thread() and signal() send, told apart.
 * Usage: signal_target [SECONDS] | signal_target pending */
#define _GNU_SOURCE
#include <signal.h>
#include <unistd.h>

#include "testprog.h"

static volatile sig_atomic_t got;
volatile long sink;

static void on_signal(int sig) { got = sig; }

__attribute__((noinline, used)) void tick(long i) { sink += i; }

/* The blocked signals of a /proc/thread-self/status mask line ("SigPnd:"
 * for the thread, "ShdPnd:" for the process), as "10 12" or "none". */
static void print_pending(const char *field, const char *label, const char *end) {
  FILE *f = fopen("/proc/thread-self/status", "r");
  char line[256];
  unsigned long long mask = 0;
  while (f && fgets(line, sizeof(line), f))
    if (strncmp(line, field, strlen(field)) == 0)
      mask = strtoull(line + strlen(field), NULL, 16);
  if (f)
    fclose(f);
  printf("%s", label);
  int any = 0;
  int sigs[] = {SIGUSR1, SIGUSR2};
  for (int i = 0; i < 2; i++)
    if (mask & (1ull << (sigs[i] - 1)))
      printf("%s%d", any++ ? " " : "", sigs[i]);
  printf("%s%s", any ? "" : "none", end);
}

static int report_pending(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  sigaddset(&set, SIGUSR2);
  sigprocmask(SIG_BLOCK, &set, NULL);
  for (long i = 0; i < 10; i++) {
    tick(i);
    sleep_ms(50);
  }
  print_pending("SigPnd:", "signal_target: pending for the thread: ", ", ");
  print_pending("ShdPnd:", "for the process: ", "\n");
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "pending") == 0)
    return report_pending();
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
