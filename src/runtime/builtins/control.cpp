// Records that steer the run rather than print: exit(), unwatch() and the
// notice of a process seen for the first time.
#include "bpf/abi/records.h"
#include "runtime/attach.h"
#include "runtime/families.h"
#include "runtime/run_context.h"

namespace kt::runtime {

namespace {

// exit(code): the run stops after this batch. What any probe queued after
// exit() is dropped, as bpftrace does: the records left in this batch too
// (libbpf goes on consuming unless the callback fails, and a failure would
// end the poll with an error).
void exit_run(RunContext &ctx, const Record &r) { ctx.exit(static_cast<int>(r.u64(8))); }

// A process whose user stack or address the program captured for the
// first time: read its memory map now, while it runs, so that its frames
// still symbolize when the maps print after it exited. Even after exit():
// the stacks captured before it still print.
void remember_process(RunContext &ctx, const Record &r) {
  ctx.symbols.remember_process(static_cast<uint32_t>(r.u64(8)));
}

// unwatch(addr): the watchpoints on addr detached now (their probe runs no
// more, as bpftrace does); an address nothing watches is not an error.
void unwatch(RunContext &ctx, const Record &r) {
  if (ctx.links)
    ctx.links->unwatch(r.u64(8));
}

const FamilyRegistration kRegistration{{
    .name = "control",
    .records =
        {
            {.kind = KT_REC_EXIT, .handle = exit_run},
            {.kind = KT_REC_UNWATCH, .handle = unwatch},
            {.kind = KT_REC_PID_SEEN, .handle = remember_process, .after_exit = true},
        },
}};

} // namespace

} // namespace kt::runtime
