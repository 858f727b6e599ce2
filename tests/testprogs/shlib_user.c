// Calls into libktshlib.so (shlib.c): user stacks that cross from a shared
// library into the executable. Usage: shlib_user [CALLS].
#include <stdio.h>
#include <stdlib.h>

int shlib_entry(int x);

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  int total = 0;
  for (int i = 0; i < n; i++)
    total += shlib_entry(i); // LINE:shlib_main
  printf("%d\n", total);
  return 0;
}
