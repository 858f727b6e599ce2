// print(args()) (sema/builtins/args_capture.cpp): the current function's
// arguments, captured by kt_args_capture (bpf/helpers/args.bpf.c) as the
// runtime's spec for this attach point says, into a KT_REC_ARGS record of
// the size the capture needed. The runtime formats it with the function's
// types.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/args.h"
#include "bpf/abi/records.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;

void print_args(ProgramLowering &l, const ast::Call &) {
  const manifest::Config &cfg = l.module().manifest.config;
  IRBuilder<> &b = l.b();
  l.module().args_programs.insert(l.unit().name);
  constexpr uint32_t kHead = sizeof(struct kt_record_header) + sizeof(struct kt_args_record);
  bool tracing = l.unit().kind == ast::ProbeKind::Fentry || l.unit().kind == ast::ProbeKind::Fexit;
  // A slot of args_max_arg bytes per argument the probe can read.
  uint32_t size = kHead + (tracing ? KT_ARGS_MAX : KT_ARGS_REGS) * cfg.args_max_arg;
  Value *rec = l.slot(size);
  b.CreateStore(l.i32(KT_REC_ARGS), rec);
  b.CreateStore(l.i32(0), l.offset(rec, 4));
  Value *cookie = l.call_helper(BPF_FUNC_get_attach_cookie, b.getInt64Ty(), {l.ctx_arg()});
  Value *body = l.offset(rec, sizeof(struct kt_record_header));
  b.CreateCall(l.module().bpf_helper("kt_args_capture"),
               {l.ctx_arg(), cookie, body, l.i64(cfg.args_max_arg), l.i64(tracing ? 1 : 0)});
  Value *data =
      b.CreateZExt(b.CreateLoad(b.getInt32Ty(), l.offset(body, offsetof(struct kt_args_record, data))), b.getInt64Ty());
  // Bounded for the verifier: the helper never writes more.
  Value *bytes = b.CreateAdd(l.i64(kHead), data);
  bytes = b.CreateSelect(b.CreateICmpUGT(bytes, l.i64(size)), l.i64(size), bytes);
  l.submit(rec, bytes, ProgramLowering::Wakeup::Batched);
}

} // namespace

FamilyLowering args_capture_lowering() {
  return {"args_capture", {{"args", sema::BuiltinForm::Function, nullptr, print_args}}};
}

} // namespace kt::codegen
