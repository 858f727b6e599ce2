/* Histogram bucket functions (bpftrace's bucket conventions; see
 * src/runtime/value.h for how the runtime labels them). */
#include "kt_helpers.h"

/* The position of x's highest set bit (x > 0): floor(log2(x)). */
static inline unsigned long long kt_highest_bit(unsigned long long x) {
  unsigned long long n = 0;
  if (x >> 32) { x >>= 32; n += 32; }
  if (x >> 16) { x >>= 16; n += 16; }
  if (x >> 8) { x >>= 8; n += 8; }
  if (x >> 4) { x >>= 4; n += 4; }
  if (x >> 2) { x >>= 2; n += 2; }
  if (x >> 1) { n += 1; }
  return n;
}

/* hist(): 0 for v < 0, 1 for 0, 2 for 1, k >= 3 for [2^(k-2), 2^(k-1)). */
KT_HELPER unsigned long long kt_log2_bucket(long long v) {
  if (v < 0)
    return 0;
  if (v == 0)
    return 1;
  return kt_highest_bit((unsigned long long)v) + 2;
}

/* hist(v, bits), bits 1..5: 0 for v < 0, v + 1 for v < 2^bits, then each
 * [2^p, 2^(p+1)) in 2^bits buckets of 2^(p-bits) values: the bits after
 * the highest set bit pick the bucket within its power (bpftrace's
 * numbering; kt_log2_bucket is this with 0 bits). */
KT_HELPER unsigned long long kt_log2_bits_bucket(long long v, unsigned long long bits) {
  unsigned long long mask = (1ULL << bits) - 1, x = (unsigned long long)v;
  if (v < 0)
    return 0;
  if (x <= mask)
    return x + 1;
  /* The highest bit is at bits or above: x > mask. */
  unsigned long long shift = kt_highest_bit(x) - bits;
  return ((shift + 1) << bits) + ((x >> shift) & mask) + 1;
}

/* lhist(): 0 for v < min, k >= 1 for [min + (k-1)*step, min + k*step), and
 * the last bucket, (max - min) / step + 1, for v >= max. The differences
 * are non-negative and step > 0, so unsigned division (all that BPF before
 * ISA v4 has) is exact. */
KT_HELPER unsigned long long kt_linear_bucket(long long v, long long min, long long max, long long step) {
  unsigned long long ustep = (unsigned long long)step;
  if (v < min)
    return 0;
  if (v >= max)
    return (unsigned long long)(max - min) / ustep + 1;
  return (unsigned long long)(v - min) / ustep + 1;
}
