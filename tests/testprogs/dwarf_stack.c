// A trace target for user stacks unwound with DWARF (dw_ustack, and ustack
// in probes on binaries without frame pointers): main -> load_config ->
// open_config -> open(2) (glibc's open64, built without frame pointers)
// and -> leaf. Built twice: dwarf_stack with the test programs' flags (-O0,
// frame pointers), and dwarf_stack_nofp with -O2 -fomit-frame-pointer,
// as distributions build.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

volatile int sink;

__attribute__((noinline)) int leaf(int x) {
  sink += x;
  return sink;
}

__attribute__((noinline)) int open_config(const char *path) {
  int fd = open(path, O_RDONLY);
  sink += leaf(fd);
  if (fd >= 0)
    close(fd);
  return fd;
}

__attribute__((noinline)) int load_config(const char *path) {
  int fd = open_config(path);
  sink += fd;
  return fd + 1;
}

// Usage: dwarf_stack [CALLS [MS]]: CALLS calls of load_config(), then a
// sleep of MS milliseconds before exiting.
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  int ms = argc > 2 ? atoi(argv[2]) : 0;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += load_config("/etc/hostname");
  if (ms > 0)
    usleep((useconds_t)ms * 1000);
  printf("%d\n", total);
  return 0;
}
