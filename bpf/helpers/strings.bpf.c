/* String helpers linked into every generated program that needs them.
 * Built to LLVM bitcode at build time (bpf/CMakeLists.txt); codegen links
 * the functions a program calls and inlines them. Sizes are compile-time
 * constants at every call site, so loops are bounded for the verifier. */
#include "kt_helpers.h"

/* 0 when the NUL-terminated strings a (capacity na) and b (capacity nb)
 * are equal, like strcmp's sign otherwise. */
KT_HELPER long kt_strcmp(const unsigned char *a, unsigned long na, const unsigned char *b, unsigned long nb) {
  unsigned long n = na < nb ? na : nb;
  for (unsigned long i = 0; i < n; i++) {
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
    if (a[i] == 0)
      return 0;
  }
  /* One ran out of room: equal if the other ends there too. */
  if (na == nb)
    return 0;
  if (na < nb)
    return b[n] == 0 ? 0 : -1;
  return a[n] == 0 ? 0 : 1;
}

/* strncmp() of at most n bytes: 0 when equal, 1 otherwise (bpftrace's
 * value, not a sign). */
KT_HELPER long kt_strncmp(const unsigned char *a, unsigned long na, const unsigned char *b, unsigned long nb,
                          unsigned long n) {
  unsigned long m = na < nb ? na : nb;
  if (n < m)
    m = n;
  for (unsigned long i = 0; i < m; i++) {
    if (a[i] != b[i])
      return 1;
    if (a[i] == 0)
      return 0;
  }
  return 0;
}

/* strlen(): the bytes before the NUL, at most the capacity n. */
KT_HELPER unsigned long kt_strlen(const unsigned char *a, unsigned long n) {
  KT_OPAQUE(a);
  unsigned long i = 0;
  for (; i < n; i++)
    if (a[i] == 0)
      break;
  return i;
}

/* strstr(): the index of the first needle n (capacity nn) in haystack h
 * (capacity nh), -1 when there is none; an empty needle is at 0. */
KT_HELPER long kt_strstr(const unsigned char *h, unsigned long nh, const unsigned char *n, unsigned long nn) {
  KT_OPAQUE(h);
  KT_OPAQUE(n);
  for (unsigned long i = 0; i < nh; i++) {
    unsigned long j = 0;
    for (; j < nn && i + j < nh; j++)
      if (n[j] == 0 || h[i + j] != n[j])
        break;
    if (j == nn || n[j] == 0)
      return (long)i;
    if (h[i] == 0)
      break;
  }
  return nn == 0 || n[0] == 0 ? 0 : -1;
}

/* strchr(): the index of the first byte c (not 0) in h (capacity nh)
 * before its NUL, -1 when there is none: strstr() of a one-character
 * needle, which codegen calls for a literal one. One loop where strstr()
 * nests two, which LLVM took some 5 ms to compile at each call (three
 * strcontains(args.rwbs, "W") in the biosize recipe: a third of its
 * start). */
KT_HELPER long kt_strchr(const unsigned char *h, unsigned long nh, unsigned long c) {
  KT_OPAQUE(h);
  for (unsigned long i = 0; i < nh; i++) {
    if (h[i] == c)
      return (long)i;
    if (h[i] == 0)
      break;
  }
  return -1;
}

/* memcmp() of the first n bytes of a (capacity na) and b (capacity nb),
 * no further than the smaller: 0 when equal, else -1 or 1 as the first
 * differing byte of a is less or greater. */
KT_HELPER long kt_memcmp(const unsigned char *a, unsigned long na, const unsigned char *b, unsigned long nb,
                         unsigned long n) {
  KT_OPAQUE(a);
  KT_OPAQUE(b);
  unsigned long m = na < nb ? na : nb;
  if (n < m)
    m = n;
  for (unsigned long i = 0; i < m; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

/* The decimal text of v (signed when is_signed) in dst, capacity n >= 2,
 * NUL-terminated; what does not fit is cut from the end. str() of an
 * enum value that names no enumerator. */
KT_HELPER void kt_decimal(char *dst, unsigned long n, long v, unsigned long is_signed) {
  char digits[20];
  int negative = is_signed && v < 0;
  unsigned long u = negative ? -(unsigned long)v : (unsigned long)v;
  int k = 0;
  do {
    digits[k++] = '0' + u % 10;
    u /= 10;
  } while (u && k < 20);
  unsigned long i = 0;
  if (negative && i + 1 < n)
    dst[i++] = '-';
  while (k > 0 && i + 1 < n)
    dst[i++] = digits[--k];
  dst[i] = 0;
}
