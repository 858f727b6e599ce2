/* usdt_sample: a fixture binary for the catalog's unit tests
 * (tests/unit/catalog), which read its symbols and USDT notes; it is built
 * twice, as a PIE and not, so file offsets and addresses differ in one.
 *
 * Functions: kt_sample_add (global), kt_sample_twice (static), main.
 * USDT probes, provider "kt_sample" unless said:
 *   start          no arguments, no semaphore
 *   add(a, b)      two ints, fired at two sites
 *   other:three    provider "kt_other", three arguments
 *   gated(n)       one int, with a semaphore (kt_sample_gated_semaphore)
 * Running it fires each probe once and exits 0. */
#include <sys/sdt.h>

__attribute__((noinline, used)) int kt_sample_add(int a, int b) {
  DTRACE_PROBE2(kt_sample, add, a, b);
  return a + b;
}

static void fire_start(void) { DTRACE_PROBE(kt_sample, start); }

__attribute__((noinline, used)) static int kt_sample_twice(int x) {
  DTRACE_PROBE2(kt_sample, add, x, x);
  DTRACE_PROBE3(kt_other, three, x, (long)x * 2, "three");
  return x + x;
}

/* A probe with a semaphore. <sys/sdt.h> decides per translation unit
 * (_SDT_HAS_SEMAPHORES before the include), so redefine its two hooks here,
 * after the probes above, to have both kinds in one file. */
#undef _SDT_SEMAPHORE
#define _SDT_SEMAPHORE(p, n) _SDT_ASM_1(_SDT_ASM_ADDR p##_##n##_semaphore)
#undef _SDT_NOTE_SEMAPHORE_USE
#define _SDT_NOTE_SEMAPHORE_USE(provider, name) __asm__ __volatile__("" ::"m"(provider##_##name##_semaphore))

__attribute__((section(".probes"), used)) volatile unsigned short kt_sample_gated_semaphore;

int main(int argc, char **argv) {
  (void)argv;
  fire_start();
  int n = kt_sample_add(argc, 2) + kt_sample_twice(argc);
  if (kt_sample_gated_semaphore)
    DTRACE_PROBE1(kt_sample, gated, n);
  return n > 0 ? 0 : 1;
}
