/* Common definitions for kt's BPF-side helpers. */
#ifndef KT_HELPERS_H
#define KT_HELPERS_H

/* Helpers have external linkage in the bitcode so codegen can link them;
 * after linking, codegen makes them internal and always-inline. */
#define KT_HELPER

/* Hides what the optimizer knows of a pointer (the stack slot it points
 * to and its alignment): indexing an aligned slot with a small index
 * otherwise becomes `ptr | i`, which the verifier rejects on pointers. */
#define KT_OPAQUE(p) __asm__("" : "+r"(p))

#endif
