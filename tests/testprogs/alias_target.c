/* alias_target: functions with two names, and functions a uprobe must not
 * go on, for the tests of one traced function per address and of the
 * first instructions kt refuses (tests/e2e/sessions_real.test).
 *
 *   api_get -> store_get_v2 (an alias of store_get): fails with -ENOENT
 *   entry_evex, entry_lock: start with an AVX-512 (EVEX) instruction and a
 *   lock-prefixed one; never called (the machine may lack AVX-512).
 *   odd_put(odd_text): a string with bytes that are not UTF-8 (and an
 *   "é" that is), failing with -EINVAL; main reads the string first, so
 *   its page is in memory when the probe reads it.
 *
 * usage: alias_target [-n COUNT] [-i MS] [-d MS] [-l MS] (testprog.h) */
#include <errno.h>
#include <string.h>

#include "testprog.h"

volatile int kt_zero = 0;

__attribute__((noinline, used)) int store_get(int key) { return key < 0 ? 0 : -ENOENT + kt_zero; }
int store_get_v2(int key) __attribute__((alias("store_get")));

__attribute__((noinline, used)) int api_get(int key) { return store_get_v2(key) + kt_zero; }

static const char odd_text[] = "odd \x11\xff\xfe \xc3\xa9 \xc3( end";
__attribute__((noinline, used)) int odd_put(const char *s) { return s ? -EINVAL + kt_zero : 0; }

__attribute__((naked, used)) void entry_evex(void) { __asm__("vpxord %zmm16, %zmm16, %zmm16\n\tret"); }
__attribute__((naked, used)) void entry_lock(void) { __asm__("lock incl (%rdi)\n\tret"); }

int main(int argc, char **argv) {
  struct testprog_opts opts;
  parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, {
    fprintf(stderr, "api_get(1) = %d\n", api_get(1));
    fprintf(stderr, "odd_put(%zu bytes) = %d\n", strlen(odd_text), odd_put(odd_text));
  });
  return 0;
}
