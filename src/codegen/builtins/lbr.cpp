// lbr() (sema/builtins/lbr.cpp): the CPU's last branch records. A program
// whose probe uses lbr() snapshots them first thing, before the -p filter,
// the predicate or any statement adds its own branches to them; a session
// keeps those at the return of the error's origin (bpf/helpers/session.bpf.c).
// print(lbr()) sends the snapshot in a KT_REC_LBR record. The runtime
// opens the perf events that make the CPU record branches
// (runtime/builtins/lbr.cpp), in the mode the manifest names.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/lbr.h"
#include "bpf/abi/records.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using Wakeup = ProgramLowering::Wakeup;
constexpr const char *kSnapshot = "lbr"; // the family value: this function's KT_REC_LBR record
constexpr uint32_t kRecordSize = sizeof(struct kt_record_header) + sizeof(struct kt_lbr_record);

// bpf_get_branch_snapshot() into a KT_REC_LBR record.
void snapshot(ProgramLowering &l) {
  constexpr uint32_t kHead = sizeof(struct kt_record_header);
  IRBuilder<> &b = l.b();
  Value *rec = l.slot(kRecordSize);
  Value *entries = l.offset(rec, kHead + offsetof(struct kt_lbr_record, entries));
  Value *got = l.call_helper(BPF_FUNC_get_branch_snapshot, b.getInt64Ty(),
                             {entries, l.i32(sizeof(struct kt_lbr_entry) * KT_LBR_MAX), l.i64(0)});
  b.CreateStore(got, l.offset(rec, kHead + offsetof(struct kt_lbr_record, bytes)));
  b.CreateStore(l.i32(KT_REC_LBR), rec);
  b.CreateStore(l.i32(0), l.offset(rec, 4));
  l.set_family_value(kSnapshot, rec);
}

// The branches as the probe began; in a session, those kept at the return
// of the error's origin; in a map loop's body (another function), the
// branches there.
void print_branches(ProgramLowering &l, const ast::Call &) {
  if (l.session()) {
    l.submit_helper_record("kt_session_lbr_record", {}, kRecordSize, Wakeup::Batched);
    return;
  }
  if (!l.family_value(kSnapshot))
    snapshot(l);
  l.submit(l.family_value(kSnapshot), kRecordSize, Wakeup::Batched);
}

void session(ProgramLowering &l, const SessionHook &at) {
  // Return: the branches that led to this return, before kt's own code
  // adds its branches to them. AfterExit: those of the error's origin.
  if (at.at == SessionHook::At::Return)
    l.b().CreateCall(l.module().bpf_helper("kt_session_lbr_snap_now"), {});
  else if (at.at == SessionHook::At::AfterExit)
    l.b().CreateCall(l.module().bpf_helper("kt_session_lbr_exit"), {});
}

// The mode every lbr() of the program names (sema made sure they agree),
// and how many entries print.
void module(ModuleBuilder &m) {
  for (const sema::BuiltinUse *use : m.info.names.uses_of(*sema::find_builtin_function("lbr")))
    m.manifest.config.lbr_mode = static_cast<int>(use->datum);
  m.manifest.config.lbr_max_count = static_cast<uint32_t>(m.info.names.config.family_value("lbr_max_count"));
}

} // namespace

FamilyLowering lbr_lowering() {
  return {"lbr", {{"lbr", sema::BuiltinForm::Function, nullptr, print_branches}}, module, snapshot, session};
}

} // namespace kt::codegen
