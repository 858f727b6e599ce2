/* write_user_target: writable memory for write_user() to change. It opens
 * the path held in a writable array (default /nonexistent/kt-write-user, or
 * the first argument) with openat(2) and prints "open PATH: ok" or
 * "open PATH: failed", PATH being what the array holds afterwards. Then it
 * calls show(&value, 4) with value = 7, and show() prints "value: N" as it
 * finds it (a uprobe on show may have written it).
 * Usage: write_user_target [PATH] */
#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>

#include "testprog.h"

__attribute__((noinline, used)) void show(int *value, long size) { printf("value: %d (%ld bytes)\n", *value, size); }

int main(int argc, char **argv) {
  char path[64] = "/nonexistent/kt-write-user";
  if (argc > 1)
    snprintf(path, sizeof(path), "%s", argv[1]);
  int fd = openat(AT_FDCWD, path, O_RDONLY);
  printf("open %s: %s\n", path, fd >= 0 ? "ok" : "failed");
  if (fd >= 0)
    close(fd);
  int value = 7;
  show(&value, sizeof(value));
  return 0;
}
