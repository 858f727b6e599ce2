// Calls into libktshlib.so (shlib.c): user stacks that cross from a shared
// library into the executable. Usage: shlib_user [CALLS [MS]]: CALLS calls,
// then a sleep of MS milliseconds before exiting.
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int shlib_entry(int x);

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  int ms = argc > 2 ? atoi(argv[2]) : 0;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += shlib_entry(i); // LINE:shlib_main
  if (ms > 0)
    usleep((useconds_t)ms * 1000);
  printf("%d\n", total);
  return 0;
}
