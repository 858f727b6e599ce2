/* lbr(): the CPU's last branch records, taken with
 * bpf_get_branch_snapshot() while the runtime keeps a branch-stack perf
 * event open on every CPU. Plain C: included by C++ (the record is
 * written by generated code). */
#ifndef KT_ABI_LBR_H
#define KT_ABI_LBR_H

#include "records.h"

/* Entries one snapshot can hold (Intel CPUs record 8 to 32). */
#define KT_LBR_MAX 32

/* struct perf_branch_entry's layout: from, to, then flag bits
 * (mispred:1, predicted:1, in_tx:1, abort:1, cycles:16, type:4, ...). */
struct kt_lbr_entry {
  kt_u64 from;
  kt_u64 to;
  kt_u64 flags;
};

/* KT_REC_LBR (id: unused): this struct. `bytes` is what
 * bpf_get_branch_snapshot() returned: the bytes of entries filled (most
 * recent branch first), or a negative error. */
struct kt_lbr_record {
  long long bytes;
  struct kt_lbr_entry entries[KT_LBR_MAX];
};

#endif
