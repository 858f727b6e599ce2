/* Sessions (entry:/allow:/deny: probes): the per-thread state the BPF side
 * keeps, and the record print(stack()) sends, shared by the BPF helpers
 * (bpf/helpers/session.bpf.c) and the runtime. Plain C, included by BPF C
 * and by C++ (after records.h). */
#ifndef KT_ABI_SESSION_H
#define KT_ABI_SESSION_H

#include "args.h"
#include "records.h"

#ifdef __cplusplus
typedef int64_t kt_s64;
typedef int32_t kt_s32;
typedef uint16_t kt_u16;
#else
typedef long long kt_s64;
typedef int kt_s32;
typedef unsigned short kt_u16;
#endif

/* Calls recorded per session: deeper calls are counted, not recorded. */
#define KT_SESSION_MAX_DEPTH 32
/* Threads with a session at once (an LRU hash: the least recently used
 * thread's state goes first). */
#define KT_SESSION_THREADS 8192

/* A function's BPF cookie: its index in the manifest's session function
 * table, how its result fails (enum kt_error_class), whether it is an
 * entry function, whether a failure's error is in errno (the C library's
 * convention: sema/libc_errno.h). */
#define KT_COOKIE_INDEX(c) ((kt_u32)((c) & 0xffffffffu))
#define KT_COOKIE_CLASS(c) ((kt_u32)(((c) >> 32) & 0xff))
#define KT_COOKIE_ENTRY (1ull << 40)
#define KT_COOKIE_ERRNO (1ull << 41)
#define KT_SESSION_COOKIE(index, cls, entry, reads_errno) \
  ((kt_u64)(index) | ((kt_u64)(cls) << 32) | ((entry) ? KT_COOKIE_ENTRY : 0) | ((reads_errno) ? KT_COOKIE_ERRNO : 0))

/* As sema::ErrorClass. */
enum kt_error_class {
  KT_ERR_UNKNOWN = 0, /* read as a 32-bit int */
  KT_ERR_NEVER = 1,
  KT_ERR_INT32 = 2,
  KT_ERR_INT64 = 3,
  KT_ERR_POINTER = 4, /* NULL or ERR_PTR */
  KT_ERR_MINUS_ONE = 5, /* a C library call: -1 fails, the error is in errno */
};

enum kt_frame_flags {
  KT_FRAME_FAILED = 1, /* returned an error (by its class) */
  KT_FRAME_STALE = 2,  /* of an earlier failing call its caller went on from (retsnoop's '~') */
};

struct kt_session_frame {
  kt_u32 func;        /* index in the session function table */
  kt_u16 flags;       /* enum kt_frame_flags */
  kt_u16 err;         /* a KT_COOKIE_ERRNO call that failed: its errno (0: not read) */
  kt_u64 call_site;   /* the return address into the caller (0: not returned yet) */
  kt_u64 start_ns;
  kt_u64 duration_ns; /* 0 while it runs */
  kt_s64 result;      /* as returned (sign-extended by its class) */
  kt_u64 sp;          /* user space: the stack pointer at the call (0: unknown) */
};

/* KT_REC_SESSION_STACK's body: the session and its deepest failing call
 * chain, outermost call first (frames[0] is the entry function's call).
 * A session without a failure has its entry call alone. */
struct kt_session_record {
  kt_u64 pid_tgid;
  kt_u64 start_ns;
  kt_u64 duration_ns;
  kt_s64 result;
  kt_u64 entry_ip; /* the entry function's address in the process */
  kt_s32 err;      /* the entry function's errno, as kt_session_frame.err */
  kt_u32 pad;
  char comm[16];
  kt_u32 failed;
  kt_u32 depth;    /* frames in frames[] */
  kt_u32 top;      /* the frame the final error came up to from frames[depth - 1] */
  kt_u32 dropped;  /* calls deeper than KT_SESSION_MAX_DEPTH, not recorded */
  struct kt_session_frame frames[KT_SESSION_MAX_DEPTH];
};

/* print(calls()): the session's calls and returns in order, up to
 * KT_SESSION_MAX_EVENTS (later ones are counted in `dropped`). Kept per
 * thread in kt_session_calls, only by programs that use calls(). */
#define KT_SESSION_MAX_EVENTS 512
#define KT_SESSION_CALL_THREADS 1024

enum kt_call_event_flags {
  KT_EVENT_RETURN = 1, /* a return (else a call) */
  KT_EVENT_FAILED = 2, /* the return is a failure */
  KT_EVENT_DEEPER = 4, /* a call that made calls too deep to record */
};

struct kt_call_event {
  kt_u32 func;  /* index in the session function table */
  kt_u16 flags; /* enum kt_call_event_flags */
  kt_u16 err;   /* a return: its errno, as kt_session_frame.err */
  kt_u64 ns;    /* when */
  kt_s64 result;
};

struct kt_session_calls {
  struct kt_record_header header;
  kt_u64 pid_tgid;
  char comm[16];
  kt_u32 count;    /* events in events[] */
  kt_u32 dropped;  /* events past KT_SESSION_MAX_EVENTS */
  kt_u32 too_deep; /* calls past KT_SESSION_MAX_DEPTH (not in events[]) */
  kt_u32 pad;
  struct kt_call_event events[KT_SESSION_MAX_EVENTS];
};

/* A thread's state, in kt_sessions. `header` and `rec` are sent as they
 * are: header.id is the print layout's index (set by print(stack())). */
struct kt_session {
  kt_u32 depth;       /* calls in progress, live[0..depth) */
  kt_u32 overflow;    /* calls in progress past KT_SESSION_MAX_DEPTH */
  kt_u32 chain_live;  /* rec's chain ends at the innermost call that just returned */
  kt_u32 chain_write; /* the last return wrote rec.frames[chain_write - 1] (0: none) */
  kt_u32 origin;      /* and that call is where the chain's error now comes from */
  kt_u32 pad;
  struct kt_session_frame live[KT_SESSION_MAX_DEPTH];
  /* live[i] of a KT_COOKIE_ERRNO function: where the thread's errno is
   * (0: unknown) */
  kt_u64 errno_at[KT_SESSION_MAX_DEPTH];
  struct kt_record_header header;
  struct kt_session_record rec;
};

/* stack(args): each recorded call's arguments, captured at its entry as
 * args() does (args.h) in slots of KT_SESSION_ARG_SLOT bytes, kept per
 * thread in kt_session_args for the calls in progress (live) and copied
 * to `chain` when a return writes its frame into the chain. A
 * KT_REC_SESSION_ARGS record is this struct up to the chain's frames in
 * use (at most up to `live`), sent just before the thread's
 * KT_REC_SESSION_STACK record. */
#define KT_SESSION_ARG_SLOT 128
#define KT_SESSION_ARGS_THREADS 1024

struct kt_frame_args {
  kt_u32 nargs; /* 0: no spec (no types found) */
  kt_u32 pad;
  kt_u64 raw[KT_ARGS_MAX];
  kt_u32 len[KT_ARGS_MAX];
  char data[KT_ARGS_REGS * KT_SESSION_ARG_SLOT];
};

/* calls(args): a call's arguments, sent as the call happens (the runtime
 * keeps them until the thread's calls() record names event `seq`), up to
 * the data slots of the arguments the function has. */
struct kt_call_args_record {
  struct kt_record_header header;
  kt_u64 pid_tgid;
  kt_u32 seq; /* the call's index in the session's calls() events */
  kt_u32 pad;
  struct kt_frame_args args;
};

struct kt_session_args {
  struct kt_record_header header;
  kt_u64 pid_tgid;
  struct kt_frame_args chain[KT_SESSION_MAX_DEPTH];
  struct kt_frame_args live[KT_SESSION_MAX_DEPTH];
  struct kt_call_args_record call; /* calls(args): the record being sent */
};

/* Session functions' capture specs sit in kt_session_args_specs under
 * their index in the session function table. */

/* errno of the C library's failures (KT_COOKIE_ERRNO): by function index, the
 * distance from the function's address to the GOT slot holding errno's
 * offset from the thread pointer (catalog/errno_tls.h), written by the
 * runtime for the functions whose binary has one. */
#define KT_SESSION_ERRNO_SLOTS 65536

/* lbr() in a session: the branches at the return of the call the error
 * came from. Every return takes a snapshot first thing (into a per-CPU
 * struct kt_lbr_record); when the return makes its call the chain's
 * origin, the snapshot becomes the thread's (kt_session_lbr), sent as a
 * KT_REC_LBR record by print(lbr()). */
#define KT_SESSION_LBR_THREADS 1024

#endif
