// dw_ustack's samples (bpf/abi/ustack.h): each kept by the symbolizer
// until the value that names it prints (decode.cpp unwinds it then).
#include "bpf/abi/records.h"
#include "runtime/families.h"
#include "runtime/run_context.h"

namespace kt::runtime {

namespace {

void keep_sample(RunContext &ctx, const Record &r) {
  uint64_t id = 0;
  UstackSample s;
  if (parse_ustack_sample(r.data, r.size, id, s))
    ctx.symbols.keep_ustack_sample(id, std::move(s));
}

const FamilyRegistration kRegistration{{
    .name = "dwarf_stacks",
    .records = {{.kind = KT_REC_USTACK_SAMPLE, .handle = keep_sample}},
}};

} // namespace

} // namespace kt::runtime
