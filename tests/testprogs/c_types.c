// Fills a struct ct_record (c_types.h) and passes it to ct_take(), then
// prints its fields as the compiler lays them out, in the form the tests'
// kt scripts print them, so the two lines can be compared.
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "c_types.h"

static int twice(int x) { return 2 * x; }

__attribute__((noinline)) void ct_take(ct_record_t *r) { __asm__ volatile("" ::"r"(r) : "memory"); }

int main(void) {
  static struct ct_record second = {.last = 2};
  struct ct_record r;
  memset(&r, 0, sizeof r);
  r.flags = 5;
  r.kind = 17;
  r.wide = 987654;
  r.neg = -1000;
  r.as_u32 = 0x04030201;
  r.x = 300;
  r.y = 400;
  strcpy(r.name, "kt-record");
  r.inner[1].a = 65000;
  r.inner[1].b = 250;
  r.cb = twice;
  r.level = CT_LOW;
  r.packed.tag = 9;
  r.packed.value = 123456789;
  r.packed.tail = 4242;
  r.next = &second;
  r.last = 0x1122334455667788ull;
  r.port = 8080;
  r.num = 17;
  ct_take(&r);
  printf("ct flags=%u kind=%u wide=%u neg=%d u32=%u byte2=%u x=%u y=%u name=%s inner1=%u/%u level=%d "
         "tag=%u value=%u tail=%u next.last=%lu last=%lx port=%u num=%u pair=%u size=%zu off=%zu\n",
         r.flags, r.kind, r.wide, r.neg, r.as_u32, r.as_bytes[2], r.x, r.y, r.name, r.inner[1].a, r.inner[1].b,
         r.level, r.packed.tag, r.packed.value, r.packed.tail, (unsigned long)r.next->last,
         (unsigned long)r.last, r.port, r.num, r.pair, sizeof(struct ct_record), offsetof(struct ct_record, last));
  fflush(stdout);
  return 0;
}
