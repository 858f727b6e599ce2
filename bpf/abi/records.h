/* Records on kt's ring buffer, shared by the BPF side and the runtime.
 *
 * Every record starts with struct kt_record_header; `kind` says what follows
 * and `id` indexes the manifest table for that kind (printf formats, maps,
 * print layouts, ...). The runtime hands each kind to the handler its
 * builtin family registered (src/runtime/families.h): a new kind is one
 * value here and one handler there. Plain C: included by BPF C and by C++. */
#ifndef KT_ABI_RECORDS_H
#define KT_ABI_RECORDS_H

#ifdef __cplusplus
#include <cstdint>
typedef uint32_t kt_u32;
typedef uint64_t kt_u64;
#else
typedef unsigned int kt_u32;
typedef unsigned long long kt_u64;
#endif

enum kt_record_kind {
  KT_REC_PRINTF = 1,   /* id: printf format; then the packed arguments */
  KT_REC_PRINT_MAP,    /* id: map; then u64 top, u64 div */
  KT_REC_PRINT_VALUE,  /* id: print layout; then the value */
  KT_REC_CLEAR,        /* id: map */
  KT_REC_ZERO,         /* id: map */
  KT_REC_TIME,         /* id: time format */
  KT_REC_EXIT,         /* id: unused; then u64 exit code */
  KT_REC_SYSTEM,       /* id: system() format; then the packed arguments */
  KT_REC_CAT,          /* id: cat() format; then the packed arguments */
  KT_REC_JOIN,         /* id: join() separator; then the strings */
  KT_REC_PID_SEEN,     /* id: unused; then u64 pid: a process whose user
                          stack or address was captured for the first time
                          (the runtime reads its memory map while it runs) */
  KT_REC_SESSION_STACK, /* id: unused; then struct kt_session_record
                          (session.h) up to its last frame in use:
                          print(stack()) in a session probe */
  KT_REC_SESSION_CALLS, /* id: unused; then struct kt_session_calls' body
                          (session.h) up to its last event: print(calls())
                          in a session probe */
  KT_REC_ARGS,          /* id: unused; then struct kt_args_record (args.h)
                          and the captured bytes: print(args()) */
  KT_REC_LBR,           /* id: unused; then struct kt_lbr_record (lbr.h):
                          print(lbr()) */
  KT_REC_SESSION_ARGS,  /* the front of struct kt_session_args (session.h),
                          its header first: print(stack(args)) */
  KT_REC_CALL_ARGS,     /* struct kt_call_args_record (session.h), its
                          header first: a call's arguments for calls(args) */
  KT_REC_MESSAGE,       /* id: manifest messages index; then the packed
                          arguments: errorf(), warnf(), assert() */
  KT_REC_UNWATCH,       /* id: unused; then u64 address: unwatch() */
  KT_REC_USTACK_SAMPLE, /* struct kt_ustack_sample (ustack.h), its header
                          first, and the user stack's bytes: dw_ustack */
};

struct kt_record_header {
  kt_u32 kind;
  kt_u32 id;
};

/* Ring buffer size when the script does not configure one. */
#define KT_RINGBUF_DEFAULT_SIZE (1u << 21)
/* The ring buffer of programs that unwind user stacks with DWARF
 * (ustack.h): 8 MiB holds some 1,000 samples of 8 KiB, 100,000 a second
 * at kt's drain every KT_OUTPUT_POLL_MS, where the default holds 250. */
#define KT_RINGBUF_STACK_SAMPLES_SIZE (1u << 23)
/* The ring buffer of programs that stream no output (no printf() and the
 * like): control records only. */
#define KT_RINGBUF_CONTROL_SIZE (1u << 18)

/* Output records (printf() and the like) are posted without waking kt up
 * (BPF_RB_NO_WAKEUP): kt drains the ring every KT_OUTPUT_POLL_MS. In a
 * ring smaller than KT_RINGBUF_NO_QUERY_SIZE a record that finds more than
 * 1/KT_RINGBUF_WAKE_FRACTION of it waiting forces a wakeup (a
 * bpf_ringbuf_query per record); a bigger one holds what arrives in
 * 10 ms up to some 3 million records a second per MiB. A wakeup per
 * record (the ring's default when its reader is idle) is an interrupt and
 * a context switch per event. */
#define KT_OUTPUT_POLL_MS 10
#define KT_RINGBUF_WAKE_FRACTION 4
#define KT_RINGBUF_NO_QUERY_SIZE (1u << 20)

#ifdef __cplusplus
static_assert(sizeof(struct kt_record_header) == 8, "record header is 8 bytes");
#else
_Static_assert(sizeof(struct kt_record_header) == 8, "record header is 8 bytes");
#endif

#endif
