/* skboutput()'s samples on the kt_skb_output perf event array, shared by
 * the generated code (src/codegen/builtins/packets.cpp) and the runtime
 * (src/runtime/builtins/packets.cpp).
 *
 * bpf_skb_output() sends a sample whose raw data is this header followed
 * by the first `captured` bytes of the socket buffer's data (and padding
 * to 8 bytes, which the perf ring adds): the runtime writes bytes
 * `offset` to `captured` of them, as one packet of the pcap file the
 * manifest's skb_output_paths[path] names. Plain C; codegen lays it out by these
 * offsets. */
#ifndef KT_ABI_SKB_OUTPUT_H
#define KT_ABI_SKB_OUTPUT_H

#ifdef __cplusplus
#include <cstdint>
#else
#include <stdint.h>
#endif

struct kt_skb_output {
  uint32_t path;     /* index in manifest::Manifest::skb_output_paths */
  uint32_t offset;   /* bytes of the capture before the packet's first */
  uint32_t captured; /* bytes of the socket buffer's data that follow */
  uint32_t len;      /* the socket buffer's length (skb->len) */
  uint64_t ns;       /* bpf_ktime_get_ns() (kt's nsecs) when it was sent */
};

/* The map: one perf ring per CPU (max_entries 0: libbpf makes it the
 * number of CPUs), each KT_SKB_OUTPUT_PAGES pages. */
#define KT_SKB_OUTPUT_MAP "kt_skb_output"
#define KT_SKB_OUTPUT_PAGES 64

#ifdef __cplusplus
static_assert(sizeof(struct kt_skb_output) == 24, "skboutput()'s header is 24 bytes");
#endif

#endif
