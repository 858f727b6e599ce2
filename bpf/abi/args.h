/* args(): a function's arguments, captured with their types.
 *
 * The runtime reads each traced function's parameter types (BTF for the
 * kernel, DWARF for user space) and writes, before attaching, what to
 * capture of each argument into the kt_args_specs map under the attach
 * point's cookie (its probe-name index). The probe then copies every
 * argument's register and, for pointers, the bytes or the string they
 * point to; the runtime formats the record with the same types. Plain C:
 * included by BPF C and by C++. */
#ifndef KT_ABI_ARGS_H
#define KT_ABI_ARGS_H

#include "records.h"

/* Arguments captured per call: fentry/fexit read up to 12, kprobes and
 * uprobes the 6 that x86-64 passes in registers. */
#define KT_ARGS_MAX 12
#define KT_ARGS_REGS 6
/* Functions with a capture spec (several probes' wildcards together). */
#define KT_ARGS_SPECS 65536

enum kt_arg_kind {
  KT_ARG_VALUE = 0, /* the register alone (integers, enums, void *) */
  KT_ARG_MEM = 1,   /* and the `size` bytes it points to */
  KT_ARG_STR = 2,   /* and the string it points to, up to `size` bytes */
};

enum kt_arg_memory {
  KT_ARG_KERNEL = 0,
  KT_ARG_USER = 1,
  /* Kernel memory, else user memory: a kernel function's pointer may be a
   * __user one, which BTF without type tags does not say. */
  KT_ARG_EITHER = 2,
};

struct kt_arg_spec {
  kt_u32 kind; /* enum kt_arg_kind */
  kt_u32 size; /* bytes to read (the pointee's size, or a string's limit),
                  within args_max_arg and the call's share of args_max_total */
  kt_u32 user; /* enum kt_arg_memory */
  kt_u32 pad;
};

struct kt_args_spec {
  kt_u32 nargs;
  kt_u32 pad;
  struct kt_arg_spec args[KT_ARGS_MAX];
};

/* A len[] entry with this bit set: the read failed (the pointer is bad);
 * no bytes follow for it. */
#define KT_ARG_READ_FAILED 0x80000000u

/* KT_REC_ARGS (id: unused): this struct, then a slot of `slot` bytes per
 * argument, argument i's len[i] captured bytes at the start of slot i. */
struct kt_args_record {
  kt_u32 index; /* the attach point's probe-name index */
  kt_u32 nargs; /* 0: no spec for it (its types were not found) */
  kt_u32 data;  /* bytes that follow (slots up to the last one used) */
  kt_u32 slot;  /* bytes per slot: args_max_arg */
  kt_u64 raw[KT_ARGS_MAX];
  kt_u32 len[KT_ARGS_MAX];
};

#endif
