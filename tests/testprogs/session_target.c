/* session_target: fails on demand, for "session" tracing (retsnoop-style):
 * call chains where an error is returned at a chosen depth and bubbles up
 * through its callers, a caller that recovers from a failure, a failure
 * after an earlier failing subtree, a replaced error, NULL returns,
 * recursion and threads. Built with -O2 -g (symbolize_targets.cmake) so
 * that svc_validate() reaches store_lookup() through the inlined
 * check_key(); every other function below is a real, separately callable
 * function with external linkage (uprobes attach by name).
 *
 * Commands (after the common options), run in order; the whole list is run
 * COUNT times (-n) with -i sleeps. Each run prints one line to stderr:
 *
 *   fail DEPTH ERRNO  api_request(DEPTH, ERRNO): the function at DEPTH
 *                     (1 api_request, 2 svc_handle, 3 svc_validate,
 *                     4 store_lookup, 5 store_read_block) returns -ERRNO
 *                     without calling deeper; every caller returns it
 *                     unchanged. DEPTH 0: every function returns 0.
 *                     prints "api_request(3, 2) = -2"
 *   ok                api_request(0, 0)            "api_request(0, 0) = 0"
 *   recover           api_recover(): cache_get() fails -ENOENT, then
 *                     store_lookup(0, 0) succeeds   "api_recover() = 0"
 *   sibling           api_sibling(): child_fetch() -> child_fetch_deep()
 *                     fail -EAGAIN (ignored), child_ok() returns 0, then
 *                     api_sibling fails -EIO itself "api_sibling() = -5"
 *   replace           api_replace(): cache_get() fails -ENOENT (ignored),
 *                     perm_check() -> perm_check_owner() fail -EPERM,
 *                     returned                      "api_replace() = -1"
 *   null              api_alloc(8192) -> pool_alloc -> slab_get return
 *                     NULL (over 4096 bytes)        "api_alloc(8192) = NULL"
 *   alloc_ok          api_alloc(64) returns memory, freed by api_free()
 *                                                   "api_alloc(64) = non-NULL"
 *   recurse N         api_recurse(N) -> walk_tree(0, N) -> walk_tree(1, N)
 *                     ... -> walk_tree(N, N), which fails -ELOOP; it bubbles
 *                     up                            "api_recurse(3) = -40"
 *   threads N         N threads, thread i making 50 times api_request(3,
 *                     10 + i) then api_request(0, 0); joined
 *                                                   "threads(N): 100*N calls, 0 unexpected"
 *   slow MS           api_slow(MS) -> slow_wait(MS) sleeps MS ms
 *                                                   "api_slow(MS) = 0"
 *
 * The last line is "session_target: done"; the exit status is 0 whatever the
 * functions return, 2 for a usage error (unknown command, bad argument).
 * Usage: session_target [-n COUNT] [-i MS] [-d MS] [-l MS] COMMAND... */
#define _GNU_SOURCE
#include <pthread.h>

#include "testprog.h"

/* Kept out of line and out of interprocedural optimisation: no inlining,
 * no cloning (.constprop, .isra, .part), no merging of identical bodies.
 * clang has no noipa; there the volatile reads below do the work: a
 * function that reads a volatile is never pure, so no call to it is
 * dropped, and a value read from one is never a constant to fold. */
#if defined(__clang__)
#define TRACED __attribute__((noinline, used))
#else
#define TRACED __attribute__((noinline, noipa, used))
#endif

/* Never written, so threads may read them freely. kt_zero is added to every
 * value a function passes on from its callee: the call is then no tail call
 * (each caller keeps its frame on the stack) and the value is unchanged. */
volatile int kt_zero = 0;
volatile size_t kt_slab_limit = 4096;

#define OK() ((int)kt_zero)
#define ERR(e) (-(e) + (int)kt_zero)
#define PASS(ret) ((ret) + (int)kt_zero)

/* --- fail / ok: api_request -> svc_handle -> svc_validate -> [check_key]
 * -> store_lookup -> store_read_block ------------------------------------ */

TRACED int store_read_block(int depth, int err) {
  if (depth == 5)
    return ERR(err);
  return OK();
}

TRACED int store_lookup(int depth, int err) {
  if (depth == 4)
    return ERR(err);
  return PASS(store_read_block(depth, err));
}

/* Inlined into svc_validate: a stack taken in store_lookup shows it as an
 * inlined frame between svc_validate and store_lookup. */
static inline __attribute__((always_inline)) int check_key(int depth, int err) {
  return PASS(store_lookup(depth, err)); // LINE:check_key
}

TRACED int svc_validate(int depth, int err) {
  if (depth == 3)
    return ERR(err);
  return PASS(check_key(depth, err)); // LINE:svc_validate
}

TRACED int svc_handle(int depth, int err) {
  if (depth == 2)
    return ERR(err);
  return PASS(svc_validate(depth, err));
}

TRACED int api_request(int depth, int err) {
  if (depth == 1)
    return ERR(err);
  return PASS(svc_handle(depth, err));
}

/* --- recover / replace --------------------------------------------------- */

TRACED int cache_get(void) { return ERR(ENOENT); }

TRACED int api_recover(void) {
  int ret = cache_get();
  if (ret < 0)
    ret = store_lookup(0, 0);
  return PASS(ret);
}

TRACED int perm_check_owner(void) { return ERR(EPERM); }

TRACED int perm_check(void) { return PASS(perm_check_owner()); }

TRACED int api_replace(void) {
  (void)cache_get();
  return PASS(perm_check());
}

/* --- sibling ------------------------------------------------------------- */

TRACED int child_fetch_deep(void) { return ERR(EAGAIN); }

TRACED int child_fetch(void) { return PASS(child_fetch_deep()); }

TRACED int child_ok(void) { return OK(); }

TRACED int api_sibling(void) {
  (void)child_fetch();
  (void)child_ok();
  return ERR(EIO);
}

/* --- null / alloc_ok ----------------------------------------------------- */

TRACED void *slab_get(size_t n) {
  if (n > kt_slab_limit)
    return NULL;
  void *p = malloc(n);
  return (char *)p + kt_zero;
}

TRACED void *pool_alloc(size_t n) {
  void *p = slab_get(n);
  return (char *)p + kt_zero;
}

TRACED void *api_alloc(size_t n) {
  void *p = pool_alloc(n);
  return (char *)p + kt_zero;
}

TRACED void api_free(void *p) {
  free(p);
  (void)kt_zero; /* after the call: free() is no tail call */
}

/* --- recurse ------------------------------------------------------------- */

TRACED int walk_tree(int level, int n) {
  if (level >= n)
    return ERR(ELOOP);
  return PASS(walk_tree(level + 1, n));
}

TRACED int api_recurse(int n) { return PASS(walk_tree(0, n)); }

/* --- slow ---------------------------------------------------------------- */

TRACED void slow_wait(int ms) { sleep_ms(ms + kt_zero); }

TRACED int api_slow(int ms) {
  slow_wait(ms);
  return OK();
}

/* --- threads ------------------------------------------------------------- */

#define THREAD_ITERATIONS 50
#define MAX_THREADS 64

struct worker {
  pthread_t thread;
  int err;
  int unexpected;
};

static void *worker_main(void *arg) {
  struct worker *w = arg;
  for (int i = 0; i < THREAD_ITERATIONS; i++) {
    if (api_request(3, w->err) != -w->err)
      w->unexpected++;
    if (api_request(0, 0) != 0)
      w->unexpected++;
  }
  return NULL;
}

static void run_threads(int n) {
  struct worker workers[MAX_THREADS];
  int unexpected = 0;
  for (int i = 0; i < n; i++) {
    workers[i].err = 10 + i;
    workers[i].unexpected = 0;
    if (pthread_create(&workers[i].thread, NULL, worker_main, &workers[i]) != 0) {
      perror("session_target: pthread_create");
      exit(1);
    }
  }
  for (int i = 0; i < n; i++) {
    pthread_join(workers[i].thread, NULL);
    unexpected += workers[i].unexpected;
  }
  fprintf(stderr, "threads(%d): %d calls, %d unexpected\n", n, n * THREAD_ITERATIONS * 2, unexpected);
}

/* --- commands ------------------------------------------------------------ */

enum cmd_kind { CMD_FAIL, CMD_OK, CMD_RECOVER, CMD_SIBLING, CMD_REPLACE, CMD_NULL,
                CMD_ALLOC_OK, CMD_RECURSE, CMD_THREADS, CMD_SLOW };

struct cmd {
  enum cmd_kind kind;
  int a;
  int b;
};

static const struct {
  const char *name;
  enum cmd_kind kind;
  int nargs;
  int min[2];
  int max[2];
} cmd_table[] = {
    {"fail", CMD_FAIL, 2, {0, 0}, {5, 4095}},
    {"ok", CMD_OK, 0, {0, 0}, {0, 0}},
    {"recover", CMD_RECOVER, 0, {0, 0}, {0, 0}},
    {"sibling", CMD_SIBLING, 0, {0, 0}, {0, 0}},
    {"replace", CMD_REPLACE, 0, {0, 0}, {0, 0}},
    {"null", CMD_NULL, 0, {0, 0}, {0, 0}},
    {"alloc_ok", CMD_ALLOC_OK, 0, {0, 0}, {0, 0}},
    {"recurse", CMD_RECURSE, 1, {0, 0}, {10000, 0}},
    {"threads", CMD_THREADS, 1, {1, 0}, {MAX_THREADS, 0}},
    {"slow", CMD_SLOW, 1, {0, 0}, {600000, 0}},
};

static void usage(const char *prog) {
  fprintf(stderr,
          "usage: %s [-n COUNT] [-i MS] [-d MS] [-l MS] COMMAND...\n"
          "commands: fail DEPTH(0-5) ERRNO | ok | recover | sibling | replace | null |\n"
          "          alloc_ok | recurse N | threads N(1-%d) | slow MS\n",
          prog, MAX_THREADS);
  exit(2);
}

static int parse_int(const char *s, int min, int max, const char *prog) {
  char *end;
  long v = strtol(s, &end, 0);
  if (*s == '\0' || *end != '\0' || v < min || v > max)
    usage(prog);
  return (int)v;
}

/* Parses argv[first..] into cmds (argc entries at most); returns the count. */
static int parse_cmds(int argc, char **argv, int first, struct cmd *cmds) {
  int n = 0;
  for (int i = first; i < argc;) {
    unsigned k = 0;
    while (k < sizeof(cmd_table) / sizeof(cmd_table[0]) && strcmp(argv[i], cmd_table[k].name) != 0)
      k++;
    if (k == sizeof(cmd_table) / sizeof(cmd_table[0]) || i + cmd_table[k].nargs >= argc)
      usage(argv[0]);
    struct cmd *c = &cmds[n++];
    c->kind = cmd_table[k].kind;
    c->a = cmd_table[k].nargs > 0 ? parse_int(argv[i + 1], cmd_table[k].min[0], cmd_table[k].max[0], argv[0]) : 0;
    c->b = cmd_table[k].nargs > 1 ? parse_int(argv[i + 2], cmd_table[k].min[1], cmd_table[k].max[1], argv[0]) : 0;
    i += 1 + cmd_table[k].nargs;
  }
  if (n == 0)
    usage(argv[0]);
  return n;
}

static void run_cmd(const struct cmd *c) {
  void *p;
  switch (c->kind) {
  case CMD_FAIL:
    fprintf(stderr, "api_request(%d, %d) = %d\n", c->a, c->b, api_request(c->a, c->b));
    break;
  case CMD_OK:
    fprintf(stderr, "api_request(0, 0) = %d\n", api_request(0, 0));
    break;
  case CMD_RECOVER:
    fprintf(stderr, "api_recover() = %d\n", api_recover());
    break;
  case CMD_SIBLING:
    fprintf(stderr, "api_sibling() = %d\n", api_sibling());
    break;
  case CMD_REPLACE:
    fprintf(stderr, "api_replace() = %d\n", api_replace());
    break;
  case CMD_NULL:
    p = api_alloc(8192);
    fprintf(stderr, "api_alloc(8192) = %s\n", p ? "non-NULL" : "NULL");
    if (p)
      api_free(p);
    break;
  case CMD_ALLOC_OK:
    p = api_alloc(64);
    fprintf(stderr, "api_alloc(64) = %s\n", p ? "non-NULL" : "NULL");
    if (p)
      api_free(p);
    break;
  case CMD_RECURSE:
    fprintf(stderr, "api_recurse(%d) = %d\n", c->a, api_recurse(c->a));
    break;
  case CMD_THREADS:
    run_threads(c->a);
    break;
  case CMD_SLOW:
    fprintf(stderr, "api_slow(%d) = %d\n", c->a, api_slow(c->a));
    break;
  }
}

static void run_cmds(const struct cmd *cmds, int n) {
  for (int i = 0; i < n; i++)
    run_cmd(&cmds[i]);
}

int main(int argc, char **argv) {
  struct testprog_opts opts;
  int first = parse_testprog_opts(argc, argv, &opts);
  struct cmd *cmds = calloc((size_t)argc, sizeof(*cmds));
  if (!cmds)
    return 1;
  int ncmds = parse_cmds(argc, argv, first, cmds);
  /* Line-buffered even into a pipe: a test sees each line as it happens. */
  setvbuf(stdout, NULL, _IOLBF, 0);
  TESTPROG_LOOP(opts, run_cmds(cmds, ncmds));
  fprintf(stderr, "session_target: done\n");
  free(cmds);
  return 0;
}
