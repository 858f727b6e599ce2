/* The session engine (entry:/allow:/deny: probes), retsnoop's stack mode.
 *
 * Per thread: a session starts when an entry function is entered with no
 * session active; while one is, every traced function's call is pushed on
 * entry and popped on return with its result. The session ends when its
 * outermost call returns. Along the way the deepest failing call chain is
 * kept in rec.frames: when a call fails, either its failing callee's chain
 * bubbles up through it (the chain grows its caller), or an earlier failing
 * subtree of this very call is kept (its frames marked stale, retsnoop's
 * '~'), or the calls in progress become the new chain.
 *
 * kt's entry program calls kt_session_enter(); the return program calls
 * kt_session_exit(), which returns the thread's state when the session
 * ended (the probe body runs then). Linked into a program only when it has
 * a session probe. A kprobe.session program (Linux 6.10) is both: its run
 * at a call asks the kernel to skip its run at that call's return when
 * kt_session_skip_return() says the return has nothing to pop. */
#include <linux/types.h>
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

#include "kt_helpers.h"
#include "args_capture.h"
#include "lbr.h"
#include "session.h"

struct {
  __uint(type, BPF_MAP_TYPE_LRU_HASH);
  __uint(max_entries, KT_SESSION_THREADS);
  __type(key, __u32);
  __type(value, struct kt_session);
} kt_sessions SEC(".maps");

/* One zeroed state, the initial value of a thread's entry. */
struct {
  __uint(type, BPF_MAP_TYPE_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, struct kt_session);
} kt_session_zero SEC(".maps");

/* print(calls()): each thread's calls and returns (only in programs that
 * use calls(), which call kt_calls_enter/kt_calls_exit and reference it). */
struct {
  __uint(type, BPF_MAP_TYPE_LRU_HASH);
  __uint(max_entries, KT_SESSION_CALL_THREADS);
  __type(key, __u32);
  __type(value, struct kt_session_calls);
} kt_session_calls SEC(".maps");

struct {
  __uint(type, BPF_MAP_TYPE_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, struct kt_session_calls);
} kt_session_calls_zero SEC(".maps");

/* stack(args) (only in programs that use it). */
struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_ARGS_SPECS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, struct kt_args_spec);
} kt_session_args_specs SEC(".maps");

/* Allocated per thread as threads start sessions (some 54 KB each, up to
 * KT_SESSION_ARGS_THREADS threads; later ones print without arguments). */
struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_SESSION_ARGS_THREADS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, struct kt_session_args);
} kt_session_args SEC(".maps");

struct {
  __uint(type, BPF_MAP_TYPE_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, struct kt_session_args);
} kt_session_args_zero SEC(".maps");

/* errno of the C library's -1 (only in programs whose sessions have such
 * functions): KT_SESSION_ERRNO_SLOTS in session.h. */
struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_SESSION_ERRNO_SLOTS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, __s64);
} kt_session_errno_slots SEC(".maps");

/* lbr() in a session (only in programs that use it). */
struct kt_session_lbr_value {
  struct kt_record_header header; /* header and lbr: the record sent */
  struct kt_lbr_record lbr;
  __u64 session_start; /* the session it is of (its first call's start) */
};

struct {
  __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
  __uint(max_entries, 1);
  __type(key, __u32);
  __type(value, struct kt_session_lbr_value);
} kt_session_lbr_snap SEC(".maps");

struct {
  __uint(type, BPF_MAP_TYPE_HASH);
  __uint(max_entries, KT_SESSION_LBR_THREADS);
  __uint(map_flags, BPF_F_NO_PREALLOC);
  __type(key, __u32);
  __type(value, struct kt_session_lbr_value);
} kt_session_lbr SEC(".maps");

#define KT_DEPTH_MASK (KT_SESSION_MAX_DEPTH - 1)
#define KT_EVENT_MASK (KT_SESSION_MAX_EVENTS - 1)
_Static_assert((KT_SESSION_MAX_EVENTS & KT_EVENT_MASK) == 0, "events are a power of two");
_Static_assert((KT_SESSION_MAX_DEPTH & KT_DEPTH_MASK) == 0, "depth is a power of two");

static __always_inline int kt_result_failed(__u32 cls, long long v) {
  switch (cls) {
  case KT_ERR_NEVER: return 0;
  case KT_ERR_INT64: return v >= -4095 && v <= -1;
  case KT_ERR_POINTER: return v == 0 || (unsigned long long)v >= (unsigned long long)-4095;
  case KT_ERR_MINUS_ONE: return (int)v == -1;
  default: {
    int i = (int)v;
    return i >= -4095 && i <= -1;
  }
  }
}

/* The result as its function returned it: 32-bit results sign-extended. */
static __always_inline long long kt_result_value(__u32 cls, long long v) {
  if (cls == KT_ERR_UNKNOWN || cls == KT_ERR_INT32 || cls == KT_ERR_MINUS_ONE)
    return (int)v;
  return v;
}

/* The thread's entry in `map`, or with `create` a new one copied from
 * `zero`'s only (zeroed) value. */
static __always_inline void *kt_thread_state(void *map, void *zero, __u32 tid, int create) {
  void *v = bpf_map_lookup_elem(map, &tid);
  if (v || !create)
    return v;
  __u32 key = 0;
  void *init = bpf_map_lookup_elem(zero, &key);
  if (!init)
    return NULL;
  bpf_map_update_elem(map, &tid, init, BPF_NOEXIST);
  return bpf_map_lookup_elem(map, &tid);
}

/* Whether a return of the function `cookie` names, with the stack pointer
 * at `sp`, is that of the innermost recorded call `f`. With calls past the
 * recorded depth in progress, only the stack pointer can say (user space:
 * the return popped the address the call pushed); the kernel passes none,
 * and the return is one of those calls'. */
static __always_inline int kt_returns_from(const struct kt_session *s, const struct kt_session_frame *f,
                                           unsigned long long cookie, __u64 sp) {
  if (f->func != KT_COOKIE_INDEX(cookie))
    return 0;
  return !s->overflow || (sp && f->sp && sp == f->sp + 8);
}

/* A traced function was entered: `cookie` says which (KT_SESSION_COOKIE),
 * `ip` is its address, `sp` the stack pointer (user space; 0 in the kernel,
 * where a kprobe.multi entry has none to trust). 0 when the call is not
 * recorded (no session, or too deep), 1 when it is, 2 when it started a
 * session. */
KT_HELPER int kt_session_enter(unsigned long long cookie, unsigned long long ip, unsigned long long sp) {
  int started = 0;
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || (s->depth == 0 && s->overflow == 0)) {
    if (!(cookie & KT_COOKIE_ENTRY))
      return 0; /* not in a session, and this call does not start one */
    if (!s)
      s = kt_thread_state(&kt_sessions, &kt_session_zero, tid, 1);
    if (!s)
      return 0;
    started = 1;
    s->depth = 0;
    s->overflow = 0;
    s->chain_live = 0;
    s->rec.depth = 0;
    s->rec.top = 0;
    s->rec.dropped = 0;
    s->rec.entry_ip = ip;
  }
  __u32 d = s->depth;
  if (d >= KT_SESSION_MAX_DEPTH || s->overflow) {
    s->overflow++;
    s->rec.dropped++;
    return 0;
  }
  struct kt_session_frame *f = &s->live[d & KT_DEPTH_MASK];
  f->func = KT_COOKIE_INDEX(cookie);
  f->flags = 0;
  f->call_site = 0;
  f->sp = sp;
  f->start_ns = bpf_ktime_get_ns();
  f->duration_ns = 0;
  f->result = 0;
  f->err = 0;
  s->errno_at[d & KT_DEPTH_MASK] = 0;
  s->depth = d + 1;
  return started ? 2 : 1;
}

/* After kt_session_enter() returned `recorded`: for a function that leaves
 * its error in errno (KT_COOKIE_ERRNO), where the thread's errno is, for
 * its return to read. The function's GOT slot (its address `ip` plus the distance the
 * runtime wrote) holds errno's offset from the thread pointer, the fs base
 * the kernel keeps at `fsbase_off` in the task (a CO-RE offset). */
KT_HELPER void kt_session_errno_enter(unsigned long long cookie, int recorded, unsigned long long ip,
                                      unsigned long long fsbase_off) {
  if (!recorded || !(cookie & KT_COOKIE_ERRNO))
    return;
  __u32 index = KT_COOKIE_INDEX(cookie);
  __s64 *delta = bpf_map_lookup_elem(&kt_session_errno_slots, &index);
  if (!delta)
    return;
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || s->depth == 0 || s->depth > KT_SESSION_MAX_DEPTH)
    return;
  __s64 tpoff = 0;
  __u64 fsbase = 0;
  if (bpf_probe_read_user(&tpoff, sizeof(tpoff), (void *)(ip + *delta)) || tpoff == 0)
    return;
  if (bpf_probe_read_kernel(&fsbase, sizeof(fsbase), (char *)bpf_get_current_task() + fsbase_off) || fsbase == 0)
    return;
  s->errno_at[(s->depth - 1) & KT_DEPTH_MASK] = fsbase + tpoff;
}

/* The errno the failed call live[d] left, where kt_session_errno_enter
 * found it, or 0. */
static __always_inline __u16 kt_frame_errno(const struct kt_session *s, __u32 d, __u32 cls, long long ret) {
  int err = 0;
  __u64 at = s->errno_at[d & KT_DEPTH_MASK];
  if (at && kt_result_failed(cls, ret))
    if (bpf_probe_read_user(&err, sizeof(err), (void *)at) || err < 0 || err > 0xffff)
      err = 0;
  return (__u16)err;
}

/* kprobe.session: after kt_session_enter() returned `recorded`, whether
 * the call's return need not run the program (1) or must (0): it must pop
 * a recorded call, and count down a call past the recorded depth (which
 * kt_session_enter counted in overflow: kt_session_exit pairs each such
 * return with one). Any other call was made with no session active, and
 * its return would find none to pop. */
KT_HELPER int kt_session_skip_return(int recorded) {
  if (recorded)
    return 0;
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  return !(s && s->overflow);
}

/* Appends an event to the thread's calls() record; `restart` empties it
 * first (the call that starts a session). */
static __always_inline void kt_calls_append(__u32 func, __u32 flags, long long result, __u16 err, int restart) {
  __u64 pid_tgid = bpf_get_current_pid_tgid();
  __u32 tid = (__u32)pid_tgid;
  struct kt_session_calls *c = kt_thread_state(&kt_session_calls, &kt_session_calls_zero, tid, restart);
  if (!c)
    return;
  if (restart) {
    c->count = 0;
    c->dropped = 0;
    c->too_deep = 0;
    c->pid_tgid = pid_tgid;
    bpf_get_current_comm(c->comm, sizeof(c->comm));
    c->header.kind = KT_REC_SESSION_CALLS;
    c->header.id = 0;
  }
  __u32 n = c->count;
  if (n >= KT_SESSION_MAX_EVENTS) {
    c->dropped++;
    return;
  }
  struct kt_call_event *e = &c->events[n & KT_EVENT_MASK];
  e->func = func;
  e->flags = flags;
  e->ns = bpf_ktime_get_ns();
  e->result = result;
  e->err = err;
  c->count = n + 1;
}

/* After kt_session_enter() returned `recorded` (1, or 2: it started the
 * session): the call, for calls(). */
KT_HELPER void kt_calls_enter(unsigned long long cookie, int recorded) {
  if (recorded) {
    kt_calls_append(KT_COOKIE_INDEX(cookie), 0, 0, 0, recorded == 2);
    return;
  }
  /* Not recorded: no session, or a call too deep (kt_session_enter counted
   * it in overflow). The innermost recorded call, the last event, made it. */
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || !s->overflow)
    return;
  struct kt_session_calls *c = bpf_map_lookup_elem(&kt_session_calls, &tid);
  if (!c)
    return;
  c->too_deep++;
  __u32 n = c->count;
  if (n == 0 || n > KT_SESSION_MAX_EVENTS)
    return;
  struct kt_call_event *e = &c->events[(n - 1) & KT_EVENT_MASK];
  if (!(e->flags & KT_EVENT_RETURN))
    e->flags |= KT_EVENT_DEEPER;
}

/* Before kt_session_exit(): the return, for calls(), when the session
 * records it (the same tests kt_session_exit makes). */
KT_HELPER void kt_calls_exit(unsigned long long cookie, long long ret, unsigned long long sp) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || s->depth == 0 || s->depth > KT_SESSION_MAX_DEPTH)
    return;
  __u32 d = (s->depth - 1) & KT_DEPTH_MASK;
  if (!kt_returns_from(s, &s->live[d], cookie, sp))
    return;
  __u32 cls = KT_COOKIE_CLASS(cookie);
  __u32 flags = KT_EVENT_RETURN | (kt_result_failed(cls, ret) ? KT_EVENT_FAILED : 0);
  kt_calls_append(KT_COOKIE_INDEX(cookie), flags, kt_result_value(cls, ret), kt_frame_errno(s, d, cls, ret), 0);
}

/* The thread's calls() record (its header first), or NULL. */
KT_HELPER struct kt_session_calls *kt_calls_record(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  return bpf_map_lookup_elem(&kt_session_calls, &tid);
}

/* The bytes of session `s`'s KT_REC_SESSION_STACK record (its header,
 * then its record) that hold something: the frames of its chain. */
KT_HELPER __u64 kt_session_record_size(const struct kt_session *s) {
  __u32 depth = s->rec.depth;
  if (depth > KT_SESSION_MAX_DEPTH)
    depth = KT_SESSION_MAX_DEPTH;
  return sizeof(struct kt_record_header) + offsetof(struct kt_session_record, frames) +
         (__u64)depth * sizeof(struct kt_session_frame);
}

/* The bytes of calls() record `c` that hold something: its header and
 * counts, then the events it recorded (at most KT_SESSION_MAX_EVENTS, the
 * bound the verifier needs). A session of a few calls sends a few hundred
 * bytes, not the whole 12 KiB record: a burst of short sessions then fits
 * the ring buffer instead of overflowing it. */
KT_HELPER __u64 kt_calls_record_size(const struct kt_session_calls *c) {
  __u32 n = c->count;
  if (n > KT_SESSION_MAX_EVENTS)
    n = KT_SESSION_MAX_EVENTS;
  return offsetof(struct kt_session_calls, events) + (__u64)n * sizeof(struct kt_call_event);
}

/* errfunc: the function the session's error came from, as an index in the
 * session function table: the innermost failed call of the chain that is
 * not stale (print(stack())'s '!'); the entry function when nothing failed. */
KT_HELPER unsigned int kt_session_origin(const struct kt_session *s) {
  __u32 depth = s->rec.depth;
  if (s->rec.failed) {
#pragma unroll
    for (int j = 0; j < KT_SESSION_MAX_DEPTH; j++) {
      int i = KT_SESSION_MAX_DEPTH - 1 - j;
      if ((__u32)i >= depth)
        continue;
      const struct kt_session_frame *f = &s->rec.frames[i];
      if ((f->flags & KT_FRAME_FAILED) && !(f->flags & KT_FRAME_STALE))
        return f->func;
    }
  }
  return s->rec.frames[0].func;
}

/* The thread's state, as kt_session_exit() returned it when it ended the
 * session: for the body of a `for` over a map in a session probe, a
 * function of its own (a bpf_for_each_map_elem callback), which cannot use
 * the probe's pointer. */
KT_HELPER struct kt_session *kt_session_current(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  return bpf_map_lookup_elem(&kt_sessions, &tid);
}

/* A traced function returned `ret` to `call_site` (a return probe sees the
 * return address as its instruction pointer), with the stack pointer at
 * `sp` (user space: 8 past where it was at the call; 0 in the kernel). The
 * thread's state when this ended its session (rec filled in), otherwise
 * NULL. */
KT_HELPER struct kt_session *kt_session_exit(unsigned long long cookie, long long ret, unsigned long long call_site,
                                             unsigned long long sp) {
  __u64 now = bpf_ktime_get_ns();
  __u64 pid_tgid = bpf_get_current_pid_tgid();
  __u32 tid = (__u32)pid_tgid;
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || s->depth == 0 || s->depth > KT_SESSION_MAX_DEPTH)
    return NULL;
  __u32 d = (s->depth - 1) & KT_DEPTH_MASK;
  struct kt_session_frame *f = &s->live[d];
  int ours = kt_returns_from(s, f, cookie, sp);
  if (s->overflow && !ours) { /* a call past the recorded depth returns */
    s->overflow--;
    return NULL;
  }
  /* If calls past the recorded depth were in progress, the innermost
   * recorded call returned all the same: their returns were lost (the
   * kernel stops return probes 64 user calls deep); the count starts over. */
  s->overflow = 0;
  if (!ours) {
    /* A return without its call (a longjmp, an exception, a call entered
     * before kt attached): the calls in progress are no longer known. */
    s->depth = 0;
    return NULL;
  }
  s->chain_write = 0;
  s->origin = 0;
  __u32 cls = KT_COOKIE_CLASS(cookie);
  f->duration_ns = now - f->start_ns;
  f->call_site = call_site;
  f->result = kt_result_value(cls, ret);
  f->flags = kt_result_failed(cls, ret) ? KT_FRAME_FAILED : 0;
  f->err = kt_frame_errno(s, d, cls, ret);

  struct kt_session_record *r = &s->rec;
  /* The chain was copied from calls in progress: this call may be in it. */
  int in_chain = r->depth > d && r->frames[d].start_ns == f->start_ns;
  if (f->flags & KT_FRAME_FAILED) {
    if (s->chain_live && r->top == d + 1 && r->depth > d) {
      /* The failing callee's error comes up through this call. */
    } else if (in_chain) {
      /* This call went on after a callee failed, then failed itself:
       * the earlier chain stays, stale below this call. */
      __u32 depth = r->depth;
      for (__u32 i = 0; i < KT_SESSION_MAX_DEPTH; i++) /* i > d && i < depth, without branches */
        r->frames[i].flags |= (((d - i) & (i - depth)) >> 31) * KT_FRAME_STALE;
      s->origin = 1;
    } else {
      /* A new failure: the calls in progress are the chain now. */
      __builtin_memcpy_inline(r->frames, s->live, sizeof(r->frames));
      r->depth = d + 1;
      s->origin = 1;
    }
    r->frames[d] = *f;
    s->chain_write = d + 1;
    r->top = d;
    s->chain_live = 1;
  } else {
    s->chain_live = 0;
    if (in_chain) { /* it returned: its time, result and call site */
      __u32 stale = r->frames[d].flags & KT_FRAME_STALE;
      r->frames[d] = *f;
      r->frames[d].flags |= stale;
      s->chain_write = d + 1;
    }
  }
  s->depth = d;
  if (d != 0)
    return NULL;

  /* The session's outermost call returned. */
  r->pid_tgid = pid_tgid;
  r->start_ns = f->start_ns;
  r->duration_ns = f->duration_ns;
  r->result = f->result;
  r->err = f->err;
  r->failed = f->flags & KT_FRAME_FAILED;
  if (!r->failed) {
    r->frames[0] = *f;
    r->depth = 1;
    r->top = 0;
    s->chain_write = 1;
  }
  bpf_get_current_comm(r->comm, sizeof(r->comm));
  s->header.kind = KT_REC_SESSION_STACK;
  s->header.id = 0;
  return s;
}

/* stack(args): after kt_session_enter() returned `recorded` (1, or 2: it
 * started the session), the call's arguments into its live slot. */
KT_HELPER void kt_session_args_enter(void *ctx, unsigned long long cookie, int recorded) {
  if (!recorded)
    return;
  __u64 pid_tgid = bpf_get_current_pid_tgid();
  __u32 tid = (__u32)pid_tgid;
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  struct kt_session_args *a = kt_thread_state(&kt_session_args, &kt_session_args_zero, tid, 1);
  if (!s || !a || s->depth == 0 || s->depth > KT_SESSION_MAX_DEPTH)
    return;
  a->pid_tgid = pid_tgid;
  struct kt_frame_args *fa = &a->live[(s->depth - 1) & KT_DEPTH_MASK];
  __u32 index = KT_COOKIE_INDEX(cookie);
  struct kt_args_spec *spec = bpf_map_lookup_elem(&kt_session_args_specs, &index);
  fa->nargs = 0;
  if (!spec)
    return;
  __u32 n = spec->nargs < KT_ARGS_REGS ? spec->nargs : KT_ARGS_REGS;
  fa->nargs = n;
  kt_args_fill(ctx, spec, n, fa->raw, fa->len, fa->data, KT_SESSION_ARG_SLOT, 0);
}

/* stack(args): after kt_session_exit(), when the return wrote its frame
 * into the chain, the call's arguments go with it. */
KT_HELPER void kt_session_args_exit(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  struct kt_session_args *a = bpf_map_lookup_elem(&kt_session_args, &tid);
  if (!s || !a || !s->chain_write || s->chain_write > KT_SESSION_MAX_DEPTH)
    return;
  __u32 d = (s->chain_write - 1) & KT_DEPTH_MASK;
  bpf_probe_read_kernel(&a->chain[d], sizeof(a->chain[d]), &a->live[d]);
}

/* stack(args): the thread's KT_REC_SESSION_ARGS record, or NULL. */
KT_HELPER struct kt_session_args *kt_session_args_record(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session_args *a = bpf_map_lookup_elem(&kt_session_args, &tid);
  if (!a)
    return NULL;
  a->header.kind = KT_REC_SESSION_ARGS;
  a->header.id = 0;
  return a;
}

/* The bytes of the thread's stack(args) record `a` that hold something:
 * the chain's arguments of the frames its session record holds. */
KT_HELPER __u64 kt_session_args_record_size(const struct kt_session_args *a) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  __u32 depth = s ? s->rec.depth : KT_SESSION_MAX_DEPTH;
  if (depth > KT_SESSION_MAX_DEPTH)
    depth = KT_SESSION_MAX_DEPTH;
  return offsetof(struct kt_session_args, chain) + (__u64)depth * sizeof(struct kt_frame_args);
}

/* calls(args): after kt_calls_enter() and kt_session_args_enter(), the
 * call's arguments as a record to send (its header first), or NULL when
 * the call was not recorded. */
KT_HELPER struct kt_call_args_record *kt_calls_args_record(int recorded) {
  if (!recorded)
    return NULL;
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  struct kt_session_calls *c = bpf_map_lookup_elem(&kt_session_calls, &tid);
  struct kt_session_args *a = bpf_map_lookup_elem(&kt_session_args, &tid);
  if (!s || !c || !a || s->depth == 0 || s->depth > KT_SESSION_MAX_DEPTH || c->count == 0 ||
      c->count > KT_SESSION_MAX_EVENTS)
    return NULL;
  struct kt_call_args_record *r = &a->call;
  r->header.kind = KT_REC_CALL_ARGS;
  r->header.id = 0;
  r->pid_tgid = a->pid_tgid;
  r->seq = c->count - 1;
  bpf_probe_read_kernel(&r->args, sizeof(r->args), &a->live[(s->depth - 1) & KT_DEPTH_MASK]);
  return r;
}

/* The bytes of calls(args) record `r` that hold something: the data
 * slots of the arguments its function has (a slot per register argument;
 * arguments past them have their raw value only). */
KT_HELPER __u64 kt_calls_args_record_size(const struct kt_call_args_record *r) {
  __u32 n = r->args.nargs;
  if (n > KT_ARGS_REGS)
    n = KT_ARGS_REGS;
  return offsetof(struct kt_call_args_record, args.data) + (__u64)n * KT_SESSION_ARG_SLOT;
}

/* lbr() in a session: first thing in every return program, the branches
 * that led here. */
KT_HELPER void kt_session_lbr_snap_now(void) {
  __u32 key = 0;
  struct kt_session_lbr_value *v = bpf_map_lookup_elem(&kt_session_lbr_snap, &key);
  if (v)
    v->lbr.bytes = bpf_get_branch_snapshot(v->lbr.entries, sizeof(v->lbr.entries), 0);
}

/* After kt_session_exit(): when this return made its call the chain's
 * origin, its snapshot becomes the thread's. */
KT_HELPER void kt_session_lbr_exit(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  if (!s || !s->origin)
    return;
  __u32 key = 0;
  struct kt_session_lbr_value *v = bpf_map_lookup_elem(&kt_session_lbr_snap, &key);
  if (!v)
    return;
  v->header.kind = KT_REC_LBR;
  v->header.id = 0;
  v->session_start = s->live[0].start_ns;
  bpf_map_update_elem(&kt_session_lbr, &tid, v, BPF_ANY);
}

/* print(lbr()) in a session: the thread's record (its header first), or
 * NULL when no call of this session failed. */
KT_HELPER struct kt_session_lbr_value *kt_session_lbr_record(void) {
  __u32 tid = (__u32)bpf_get_current_pid_tgid();
  struct kt_session *s = bpf_map_lookup_elem(&kt_sessions, &tid);
  struct kt_session_lbr_value *v = bpf_map_lookup_elem(&kt_session_lbr, &tid);
  if (!s || !v || v->session_start != s->rec.start_ns)
    return NULL;
  return v;
}
