/* libc_errors: C library calls that fail and set errno, each in a function
 * of its own, for the tests of errno in sessions (tests/e2e/libc_errno.test).
 *
 *   try_open(path):  open(2) of `path`, -errno on failure
 *   try_fopen(path): fopen(3) of `path`, -errno on failure
 *   try_malloc(n):   malloc(3) of n bytes, -errno on failure
 *
 * usage: libc_errors [-n COUNT] [-i MS] [-d MS] [-l MS] [PATH...]
 * (testprog.h): with no path, /nonexistent, /etc/passwd/x (ENOTDIR) and a
 * malloc too big to succeed (ENOMEM). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "testprog.h"

__attribute__((noinline, used)) int try_open(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -errno;
  close(fd);
  return 0;
}

__attribute__((noinline, used)) int try_fopen(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -errno;
  fclose(f);
  return 0;
}

__attribute__((noinline, used)) int try_malloc(size_t n) {
  void *p = malloc(n);
  if (!p)
    return -errno;
  free(p);
  return 0;
}

int main(int argc, char **argv) {
  struct testprog_opts opts;
  int first = parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, {
    if (first < argc) {
      for (int i = first; i < argc; i++)
        fprintf(stderr, "try_open(%s) = %d\n", argv[i], try_open(argv[i]));
    } else {
      fprintf(stderr, "try_open = %d\n", try_open("/nonexistent"));
      fprintf(stderr, "try_open = %d\n", try_open("/etc/passwd/x"));
      fprintf(stderr, "try_fopen = %d\n", try_fopen("/nonexistent/x"));
      fprintf(stderr, "try_malloc = %d\n", try_malloc((size_t)1 << 62));
    }
  });
  return 0;
}
