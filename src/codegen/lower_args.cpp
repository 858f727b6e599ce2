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

// bpf_get_branch_snapshot() first, before any other call can add
// branches of its own to the records.
void ProgramLowering::print_lbr() {
  constexpr uint32_t kHead = sizeof(struct kt_record_header);
  constexpr uint32_t size = kHead + sizeof(struct kt_lbr_record);
  if (session_) { // the branches kept at the return of the error's origin
    submit_helper_record("kt_session_lbr_record", {}, size, Wakeup::Batched);
    return;
  }
  Value *rec = slot(size);
  Value *entries = offset(rec, kHead + offsetof(struct kt_lbr_record, entries));
  Value *got = call_helper(BPF_FUNC_get_branch_snapshot, b_.getInt64Ty(),
                           {entries, i32(sizeof(struct kt_lbr_entry) * KT_LBR_MAX), i64(0)});
  b_.CreateStore(got, offset(rec, kHead + offsetof(struct kt_lbr_record, bytes)));
  b_.CreateStore(i32(KT_REC_LBR), rec);
  b_.CreateStore(i32(0), offset(rec, 4));
  submit(rec, size, Wakeup::Batched);
}

} // namespace kt::codegen
