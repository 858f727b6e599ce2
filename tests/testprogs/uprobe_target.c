/* uprobe_target: calls functions with known arguments, for uprobe and
 * uretprobe tests. One run of the workload makes, in this order:
 *
 *   add_nums(40, 2)                      returns 42
 *   six_args(1, 2, 3, 4, 5, 6)           returns 21
 *   ret42()                              returns 42
 *   ret_neg()                            returns -7
 *   take_str("hello uprobe")
 *   take_two_strs("alpha", "beta")
 *   take_buf({de ad be ef 00 41}, 6)
 *   take_ipv4(10.1.2.3 in network byte order)
 *   take_ipv6(fe80::1 as 16 bytes)
 *   take_fn(&add_nums)
 *   take_point(&{x = 3, y = 4})          returns 7
 *   report_ids(getpid(), gettid(), getuid(), getgid())
 *   outer() -> middle() -> inner()       inner returns 99
 *   record_value(v) for v = 1..10
 *   record_wide(v) for v = -5, 0, 1, 1024, 1048576
 *   record_name(s) for apple, banana, apple, cherry, apple, banana
 *
 * The global `target_global` holds 31337.
 * Usage: uprobe_target [-n COUNT] [-i MS] [-d MS] [-l MS] (see testprog.h) */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <stdint.h>
#include <unistd.h>

#include "testprog.h"

#define NOINLINE __attribute__((noinline, used))

int target_global = 31337;
volatile long sink;

struct point {
  int x;
  int y;
};

NOINLINE int add_nums(int a, int b) { return a + b; }

NOINLINE long six_args(long a, long b, long c, long d, long e, long f) {
  return a + b + c + d + e + f;
}

NOINLINE int ret42(void) { return 42; }

NOINLINE int ret_neg(void) { return -7; }

NOINLINE void take_str(const char *s) { sink += s[0]; }

NOINLINE void take_two_strs(const char *a, const char *b) { sink += a[0] + b[0]; }

NOINLINE void take_buf(const unsigned char *b, int len) { sink += b[0] + len; }

NOINLINE void take_ipv4(uint32_t addr) { sink += addr; }

NOINLINE void take_ipv6(const unsigned char *addr) { sink += addr[0]; }

NOINLINE void take_fn(int (*fn)(int, int)) { sink += (long)fn; }

NOINLINE int take_point(struct point *p) { return p->x + p->y; }

NOINLINE void report_ids(int pid, int tid, int uid, int gid) { sink += pid + tid + uid + gid; }

NOINLINE int inner(void) { return 99; }

NOINLINE int middle(void) { return inner(); }

NOINLINE int outer(void) { return middle(); }

NOINLINE void record_value(long v) { sink += v; }

NOINLINE void record_wide(long v) { sink += v; }

NOINLINE void record_name(const char *s) { sink += s[0]; }

static void workload(void) {
  static const unsigned char buf[6] = {0xde, 0xad, 0xbe, 0xef, 0x00, 0x41};
  static const long wide[] = {-5, 0, 1, 1024, 1048576};
  static const char *names[] = {"apple", "banana", "apple", "cherry", "apple", "banana"};
  struct in_addr v4;
  unsigned char v6[16];
  struct point pt = {3, 4};

  /* Touch every string and buffer first: a probe cannot fault in a page that
   * the program never read. */
  sink += strlen("hello uprobe") + strlen("alpha") + strlen("beta") + buf[0];
  for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    sink += strlen(names[i]);

  inet_pton(AF_INET, "10.1.2.3", &v4);
  inet_pton(AF_INET6, "fe80::1", v6);

  sink += add_nums(40, 2);
  sink += six_args(1, 2, 3, 4, 5, 6);
  sink += ret42();
  sink += ret_neg();
  take_str("hello uprobe");
  take_two_strs("alpha", "beta");
  take_buf(buf, sizeof(buf));
  take_ipv4(v4.s_addr);
  take_ipv6(v6);
  take_fn(add_nums);
  sink += take_point(&pt);
  report_ids(getpid(), gettid(), getuid(), getgid());
  sink += outer();
  for (long v = 1; v <= 10; v++)
    record_value(v);
  for (unsigned i = 0; i < sizeof(wide) / sizeof(wide[0]); i++)
    record_wide(wide[i]);
  for (unsigned i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    record_name(names[i]);
}

int main(int argc, char **argv) {
  struct testprog_opts opts;
  parse_testprog_opts(argc, argv, &opts);
  TESTPROG_LOOP(opts, workload());
  return 0;
}
