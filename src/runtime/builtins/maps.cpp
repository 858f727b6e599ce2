// Records that act on a map while the program runs: print(@m, top, div),
// clear(@m) and zero(@m), each naming the map by its manifest index.
#include "bpf/abi/records.h"
#include "runtime/families.h"
#include "runtime/run_context.h"

namespace kt::runtime {

namespace {

const manifest::Map *map_of(RunContext &ctx, const Record &r) {
  return ctx.maps && r.id < ctx.manifest.maps.size() ? &ctx.manifest.maps[r.id] : nullptr;
}

// After the header: u64 top (0: all entries), u64 div (0: 1).
void print_map(RunContext &ctx, const Record &r) {
  const manifest::Map *m = map_of(ctx, r);
  if (!m)
    return;
  auto data = ctx.maps->read(*m);
  if (!data) {
    ctx.out.message("kt: " + data.error().message);
    return;
  }
  uint64_t div = r.u64(16);
  ctx.out.map(*data, r.u64(8), div ? div : 1);
}

void clear_map(RunContext &ctx, const Record &r) {
  if (const manifest::Map *m = map_of(ctx, r))
    (void)ctx.maps->clear(*m);
}

void zero_map(RunContext &ctx, const Record &r) {
  if (const manifest::Map *m = map_of(ctx, r))
    (void)ctx.maps->zero(*m);
}

const FamilyRegistration kRegistration{{
    .name = "maps",
    .records =
        {
            {.kind = KT_REC_PRINT_MAP, .handle = print_map},
            {.kind = KT_REC_CLEAR, .handle = clear_map},
            {.kind = KT_REC_ZERO, .handle = zero_map},
        },
}};

} // namespace

} // namespace kt::runtime
