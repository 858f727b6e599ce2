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
