/* tp_target: makes known system calls, for tracepoint tests. The arguments
 * after the common options (testprog.h) are actions, run in order, the whole
 * list once per repetition:
 *
 *   open PATH N       openat(AT_FDCWD, PATH, O_RDONLY) N times (closing what opens)
 *   write N SIZE      write SIZE bytes to /dev/null N times
 *   read N SIZE       read SIZE bytes from /dev/zero N times
 *   fork N CODE       fork N children that each _exit(CODE); wait for them
 *   exec PROG ARG...  execv(PROG, [PROG, ARG...]): the rest of the arguments
 *   sleep MS          nanosleep MS milliseconds
 *   raise SIG         send signal SIG (a number) to itself; it is caught
 *   getpid N          call getpid() through syscall(2) N times
 *
 * Example: tp_target -n 2 open /nonexistent 3 write 1 100 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "testprog.h"

static volatile sig_atomic_t caught;

static void on_signal(int sig) { caught = sig; }

static long num(char **argv, int i, int argc) {
  if (i >= argc) {
    fprintf(stderr, "tp_target: missing number after %s\n", argv[i - 1]);
    exit(2);
  }
  return strtol(argv[i], NULL, 0);
}

static void run_actions(int argc, char **argv, int first) {
  static char buf[65536];
  for (int i = first; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "open") == 0) {
      const char *path = argv[++i];
      long n = num(argv, ++i, argc);
      for (long k = 0; k < n; k++) {
        int fd = openat(AT_FDCWD, path, O_RDONLY);
        if (fd >= 0)
          close(fd);
      }
    } else if (strcmp(a, "write") == 0 || strcmp(a, "read") == 0) {
      int w = a[0] == 'w';
      long n = num(argv, ++i, argc);
      long size = num(argv, ++i, argc);
      if (size > (long)sizeof(buf))
        size = sizeof(buf);
      int fd = open(w ? "/dev/null" : "/dev/zero", w ? O_WRONLY : O_RDONLY);
      for (long k = 0; k < n; k++) {
        if ((w ? write(fd, buf, size) : read(fd, buf, size)) < 0)
          perror("tp_target");
      }
      close(fd);
    } else if (strcmp(a, "fork") == 0) {
      long n = num(argv, ++i, argc);
      int code = num(argv, ++i, argc);
      for (long k = 0; k < n; k++) {
        pid_t p = fork();
        if (p == 0)
          _exit(code);
        waitpid(p, NULL, 0);
      }
    } else if (strcmp(a, "exec") == 0) {
      if (i + 1 >= argc) {
        fprintf(stderr, "tp_target: exec needs a program\n");
        exit(2);
      }
      fflush(stdout);
      execv(argv[i + 1], &argv[i + 1]);
      perror("tp_target: execv");
      exit(127);
    } else if (strcmp(a, "sleep") == 0) {
      sleep_ms(num(argv, ++i, argc));
    } else if (strcmp(a, "raise") == 0) {
      int sig = num(argv, ++i, argc);
      signal(sig, on_signal);
      raise(sig);
    } else if (strcmp(a, "getpid") == 0) {
      long n = num(argv, ++i, argc);
      for (long k = 0; k < n; k++)
        syscall(SYS_getpid);
    } else {
      fprintf(stderr, "tp_target: unknown action '%s'\n", a);
      exit(2);
    }
  }
}

int main(int argc, char **argv) {
  struct testprog_opts opts;
  int first = parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, run_actions(argc, argv, first));
  return 0;
}
