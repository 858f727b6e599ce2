/* args_target: functions whose arguments have every kind of C type that
 * args() formats, called once each with known values (see main), for
 * tests/e2e/args.test:
 *
 *   args_ints(-7, -1234567890123, 200, -300, 18446744073709551615, 1)
 *   args_enum(GREEN, 42)                 an enumerator and a value that is none
 *   args_strings("hello \"kt\"\n", NULL)
 *   args_request(&req)                   nested struct, enum, string pointer,
 *                                        union, bit-fields, array, pointers
 *   args_zero(&zero)                     an all-zero struct: {}
 *   args_union(&val)
 *   args_bits(&fl)                       bit-fields, one of them negative
 *   args_null(NULL)
 *   args_long(300 x 'a')                 longer than the capture limit
 *   args_bad((struct inner *)16)          a pointer that cannot be read
 *
 * Usage: args_target [-n COUNT]; each round calls every function once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum color { RED, GREEN = 5, BLUE };

struct inner {
  int a;
  unsigned short b;
  char tag[8];
};

union value {
  int i;
  float f;
  unsigned char bytes[4];
};

struct flags {
  unsigned int ro : 1;
  unsigned int rw : 1;
  unsigned int mode : 3;
  int level : 4;
};

struct request {
  int id;
  enum color color;
  const char *name;
  struct inner in;
  struct flags fl;
  union value v;
  long arr[3];
  struct request *next;
  void *cookie;
  int unused; /* stays 0: left out */
};

int args_ints(int a, long b, unsigned char c, short d, unsigned long e, _Bool f) { return a + (int)b + c + d + (int)e + f; }
int args_enum(enum color c, enum color d) { return (int)c + (int)d; }
int args_strings(const char *s, const char *null_s) { return (int)strlen(s) + (null_s != NULL); }
int args_request(struct request *r) { return r->id; }
int args_zero(struct inner *z) { return z->a; }
int args_union(union value *v) { return v->i; }
int args_bits(struct flags *f) { return f->level; }
int args_null(struct request *r) { return r != NULL; }
int args_long(const char *s) { return (int)strlen(s); }
int args_bad(struct inner *p) { return p != NULL; }

static void round_of_calls(void) {
  struct request next = {.id = 2};
  struct request req = {
      .id = 1,
      .color = BLUE,
      .name = "req-one",
      .in = {.a = 10, .b = 65535, .tag = "tagged"},
      .fl = {.ro = 1, .rw = 0, .mode = 5, .level = -3},
      .v = {.i = 0x41424344},
      .arr = {7, 0, -9},
      .next = &next,
      .cookie = NULL,
  };
  struct inner zero;
  memset(&zero, 0, sizeof zero);
  union value val = {.f = 1.5f};
  struct flags fl = {.ro = 0, .rw = 1, .mode = 7, .level = -8};
  char long_text[301];
  memset(long_text, 'a', 300);
  long_text[300] = '\0';

  args_ints(-7, -1234567890123L, 200, -300, 18446744073709551615UL, 1);
  args_enum(GREEN, (enum color)42);
  args_strings("hello \"kt\"\n", NULL);
  args_request(&req);
  args_zero(&zero);
  args_union(&val);
  args_bits(&fl);
  args_null(NULL);
  args_long(long_text);
  args_bad((struct inner *)16);
}

int main(int argc, char **argv) {
  int count = 1;
  if (argc == 3 && strcmp(argv[1], "-n") == 0)
    count = atoi(argv[2]);
  for (int i = 0; i < count; i++) {
    if (i)
      usleep(1000);
    round_of_calls();
  }
  fprintf(stderr, "args_target: done\n"); /* stderr: stdout is the tracer's */
  return 0;
}
