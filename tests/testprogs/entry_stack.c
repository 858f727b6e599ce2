// A trace target for user stacks taken at a function's first instruction
// (issue #19), built -O2 -g with frame pointers except in leaves
// (-momit-leaf-frame-pointer) and with -fcf-protection=full:
// - leaf() is a leaf that pushes no frame and, by nocf_check, has no
//   endbr64: its first instruction is neither of the two at which the
//   kernel (6.12+) adds the caller to a uprobe's stack itself. top()
//   reaches it through two always_inline helpers, other() directly; main()
//   calls both from one call site (an indirect call), so their stacks
//   differ only in the caller.
// - gate() begins with endbr64, where the kernel 6.12+ adds the caller.
// The tests read each frame's line from the LINE markers below (one per line).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

volatile int sink;

__attribute__((noinline, nocf_check)) int leaf(int x) { sink += x; return sink; } // LINE:leaf

static inline __attribute__((always_inline)) int check(int x) {
  return leaf(x * 3) + 1; // LINE:check
}

static inline __attribute__((always_inline)) int prepare(int x) {
  return check(x + 2) * 2; // LINE:prepare
}

__attribute__((noinline)) int top(int x) {
  return prepare(x) - 1; // LINE:top
}

__attribute__((noinline)) int other(int x) {
  return leaf(x) + 5; // LINE:other
}

__attribute__((noinline)) int gate(int x) { sink ^= x; return sink; } // LINE:gate

// Usage: entry_stack [CALLS [MS]]: CALLS calls alternating top() and
// other(), one call of gate(), then a sleep of MS milliseconds.
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1;
  int ms = argc > 2 ? atoi(argv[2]) : 0;
  int total = 0;
  for (int i = 0; i < n; i++) {
    int (*volatile pick)(int) = i % 2 ? other : top;
    total += pick(i); // LINE:main
  }
  total += gate(n); // LINE:main_gate
  if (ms > 0)
    usleep((useconds_t)ms * 1000);
  printf("%d\n", total);
  return 0;
}
