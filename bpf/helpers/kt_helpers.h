/* Common definitions for kt's BPF-side helpers. */
#ifndef KT_HELPERS_H
#define KT_HELPERS_H

/* Helpers have external linkage in the bitcode so codegen can link them;
 * after linking, codegen makes them internal and always-inline. */
#define KT_HELPER

#endif
