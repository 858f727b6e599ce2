// The shared library of shlib_user: a symbolizer target whose frames live
// in a .so mapped at a random address. LINE markers as in inline_chain.c.
volatile int shlib_sink;

__attribute__((noinline)) int shlib_leaf(int x) { // LINE:shlib_leaf
  shlib_sink += x;
  return shlib_sink;
}

static inline __attribute__((always_inline)) int shlib_inlined(int x) {
  return shlib_leaf(x + 1) * 3; // LINE:shlib_inlined
}

__attribute__((noinline)) int shlib_entry(int x) {
  return shlib_inlined(x) + 7; // LINE:shlib_entry
}
