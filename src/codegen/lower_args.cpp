// print(args()): the current function's arguments, captured by
// kt_args_capture (bpf/helpers/args.bpf.c) as the runtime's spec for this
// attach point says, into a KT_REC_ARGS record of the size the capture
// needed. The runtime formats it with the function's types.
// print(lbr()): the CPU's last branch records, in a KT_REC_LBR record.
#include <cstddef>

#include <linux/bpf.h>

#include "bpf/abi/args.h"
#include "bpf/abi/lbr.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;

void ProgramLowering::print_args() {
  const manifest::Config &cfg = m_.manifest.config;
  m_.args_programs.insert(unit_.name);
  constexpr uint32_t kHead = sizeof(struct kt_record_header) + sizeof(struct kt_args_record);
  bool tracing = unit_.kind == ast::ProbeKind::Fentry || unit_.kind == ast::ProbeKind::Fexit;
  // A slot of args_max_arg bytes per argument the probe can read.
  uint32_t size = kHead + (tracing ? KT_ARGS_MAX : KT_ARGS_REGS) * cfg.args_max_arg;
  Value *rec = slot(size);
  b_.CreateStore(i32(KT_REC_ARGS), rec);
  b_.CreateStore(i32(0), offset(rec, 4));
  Value *cookie = call_helper(BPF_FUNC_get_attach_cookie, b_.getInt64Ty(), {ctx_});
  Value *body = offset(rec, sizeof(struct kt_record_header));
  b_.CreateCall(m_.bpf_helper("kt_args_capture"),
                {ctx_, cookie, body, i64(cfg.args_max_arg), i64(tracing ? 1 : 0)});
  Value *data = b_.CreateZExt(b_.CreateLoad(b_.getInt32Ty(), offset(body, offsetof(struct kt_args_record, data))),
                              b_.getInt64Ty());
  // Bounded for the verifier: the helper never writes more.
  Value *bytes = b_.CreateAdd(i64(kHead), data);
  bytes = b_.CreateSelect(b_.CreateICmpUGT(bytes, i64(size)), i64(size), bytes);
  submit(rec, bytes, Wakeup::Batched);
}

// print(lbr()) sends the branches snapshot_lbr() took as the probe began.
// In a session, those kept at the return of the error's origin; in a map
// loop's body (another function), the branches there.
void ProgramLowering::print_lbr() {
  constexpr uint32_t size = sizeof(struct kt_record_header) + sizeof(struct kt_lbr_record);
  if (session_) {
    submit_helper_record("kt_session_lbr_record", {}, size, Wakeup::Batched);
    return;
  }
  if (!lbr_record_ || fn_ != lbr_fn_)
    snapshot_lbr();
  submit(lbr_record_, size, Wakeup::Batched);
}

// bpf_get_branch_snapshot() before the -p filter, the predicate or any
// statement runs: their branches would push the probed function's own out
// of the CPU's records.
void ProgramLowering::snapshot_lbr() {
  constexpr uint32_t kHead = sizeof(struct kt_record_header);
  Value *rec = slot(kHead + sizeof(struct kt_lbr_record));
  Value *entries = offset(rec, kHead + offsetof(struct kt_lbr_record, entries));
  Value *got = call_helper(BPF_FUNC_get_branch_snapshot, b_.getInt64Ty(),
                           {entries, i32(sizeof(struct kt_lbr_entry) * KT_LBR_MAX), i64(0)});
  b_.CreateStore(got, offset(rec, kHead + offsetof(struct kt_lbr_record, bytes)));
  b_.CreateStore(i32(KT_REC_LBR), rec);
  b_.CreateStore(i32(0), offset(rec, 4));
  lbr_record_ = rec;
  lbr_fn_ = fn_;
}

} // namespace kt::codegen
