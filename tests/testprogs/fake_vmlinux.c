// A stand-in for a vmlinux in the symbolizer's unit tests (never run for
// tracing): _stext marks the start of text as in the kernel, and
// kfunc_outer() reaches kfunc_leaf() through an inlined kfunc_inlined().
// LINE markers as in inline_chain.c.
volatile int fake_sink;

void _stext(void) {}

__attribute__((noinline)) int kfunc_leaf(int x) { // LINE:kfunc_leaf
  fake_sink += x;
  return fake_sink;
}

static inline __attribute__((always_inline)) int kfunc_inlined(int x) {
  return kfunc_leaf(x ^ 5) + 2; // LINE:kfunc_inlined
}

__attribute__((noinline)) int kfunc_outer(int x) {
  return kfunc_inlined(x) * 7; // LINE:kfunc_outer
}

int main(int argc, char **argv) {
  (void)argv;
  _stext();
  return kfunc_outer(argc);
}
