// lower_to_ir, part 5: what the probed code's context gives the builtin
// families: arguments, the return register, the probe's name, the
// process whose addresses the runtime will symbolize, and which helper
// reads which memory.
#include <linux/bpf.h>

#include <algorithm>

#include "bpf/abi/records.h"
#include "bpf/abi/session.h"
#include "codegen/lower.h"
#include "sema/kernel_targets.h"

namespace kt::codegen {

using namespace llvm;
using ast::ProbeKind;
using sema::Type;
using sema::TypeKind;

bool ProgramLowering::reads_user_memory(const Type &t) const {
  if (t.is(TypeKind::Pointer) || t.is(TypeKind::String))
    return t.user;
  return unit_.kind == ProbeKind::Uprobe || unit_.kind == ProbeKind::Uretprobe || unit_.kind == ProbeKind::Usdt;
}

// In a kernel-function or raw tracepoint probe a pointer's address space
// is unknown unless its type says user: the kernel's BTF comes from GCC,
// which drops __user (do_sys_openat2's filename), and arg0..N are plain
// integers. The old probe_read helpers pick user or kernel memory by the
// address on x86-64 (non-overlapping address spaces), as bpftrace relies on.
static bool address_space_unknown(ProbeKind k) {
  return k == ProbeKind::Kprobe || k == ProbeKind::Kretprobe || k == ProbeKind::Fentry || k == ProbeKind::Fexit ||
         k == ProbeKind::RawTracepoint || k == ProbeKind::TpBtf;
}

unsigned ProgramLowering::string_read_helper(const Type &t) const {
  if (reads_user_memory(t))
    return BPF_FUNC_probe_read_user_str;
  return address_space_unknown(unit_.kind) ? BPF_FUNC_probe_read_str : BPF_FUNC_probe_read_kernel_str;
}

unsigned ProgramLowering::buffer_read_helper(const Type &t) const {
  if (reads_user_memory(t))
    return BPF_FUNC_probe_read_user;
  return address_space_unknown(unit_.kind) ? BPF_FUNC_probe_read : BPF_FUNC_probe_read_kernel;
}

Val ProgramLowering::probe_name() {
  Type t = Type::simple(TypeKind::Probe);
  // Named attach points: a unit's share one name (units.cpp).
  if (!unit_.attach_points.empty() && !unit_.attach_points[0]->name.empty())
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, unit_.attach_points[0]->name)), t};
  if (fanout_probe_)
    return {fanout_probe_, t};
  if (session_) // the session's entry function, as an attach point
    return {b_.CreateAdd(session_field(offsetof(struct kt_session_record, frames), 4),
                         i64(session_names_ + unit_.session.size())),
            t};
  const auto &aps = unit_.attach_points;
  if (unit_.functions.size() == 1)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, sema::kernel_probe_text(unit_.kind, unit_.functions[0]))), t};
  if (unit_.functions.empty() && aps.size() == 1 && !aps[0]->wildcard)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, ast::probe_text(*aps[0]))), t};
  if (unit_.tracepoints.size() == 1)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, "tracepoint:" + unit_.tracepoints[0])), t};
  if (unit_.kind == ProbeKind::Usdt) // libbpf keeps its own cookie; ours is in the spec
    return {b_.CreateCall(m_.bpf_helper("kt_usdt_cookie"), {ctx_}), t};
  return {call_helper(BPF_FUNC_get_attach_cookie, b_.getInt64Ty(), {ctx_}), t};
}

// User stacks and addresses are symbolized by the runtime, often when the
// program ends (maps print at exit), and by then the process may be gone
// with its /proc/PID/maps. So the first time a process is seen here (an
// LRU hash of pids: a lookup per capture, an update when it misses), a
// KT_REC_PID_SEEN record asks the runtime to read its maps now. A record
// the ring buffer had no room for is counted lost and its pid forgotten,
// so that the next capture tries again.
Value *ProgramLowering::user_pid() {
  Value *pid = b_.CreateLShr(pid_tgid(), 32);
  MapDef &seen = m_.pids_seen_map();
  // The record {kind, id, u64 pid} doubles as the map's key (the pid's low
  // four bytes) and value (one byte, any).
  Value *rec = slot(sizeof(kt_record_header) + 8);
  b_.CreateStore(i32(KT_REC_PID_SEEN), rec);
  b_.CreateStore(i32(0), offset(rec, 4));
  Value *key = offset(rec, sizeof(kt_record_header));
  b_.CreateStore(pid, key);
  llvm::Type *ptr = PointerType::get(m_.ctx, 0);
  BasicBlock *unseen = BasicBlock::Create(m_.ctx, "pid_unseen", fn_);
  BasicBlock *first = BasicBlock::Create(m_.ctx, "pid_first", fn_);
  BasicBlock *lost = BasicBlock::Create(m_.ctx, "pid_lost", fn_);
  BasicBlock *known = BasicBlock::Create(m_.ctx, "pid_known", fn_);
  Value *found = call_helper(BPF_FUNC_map_lookup_elem, ptr, {map_ptr(seen), key});
  b_.CreateCondBr(b_.CreateIsNull(found), unseen, known);
  b_.SetInsertPoint(unseen);
  // NOEXIST: of two CPUs that both missed, one sends the record.
  Value *added = call_helper(BPF_FUNC_map_update_elem, b_.getInt64Ty(), {map_ptr(seen), key, rec, i64(BPF_NOEXIST)});
  b_.CreateCondBr(b_.CreateICmpEQ(added, i64(0)), first, known);
  b_.SetInsertPoint(first);
  Value *err = call_helper(BPF_FUNC_ringbuf_output, b_.getInt64Ty(),
                           {m_.ringbuf.global, rec, i64(sizeof(kt_record_header) + 8), i64(BPF_RB_FORCE_WAKEUP)});
  b_.CreateCondBr(b_.CreateICmpNE(err, i64(0)), lost, known);
  b_.SetInsertPoint(lost);
  call_helper(BPF_FUNC_map_delete_elem, b_.getInt64Ty(), {map_ptr(seen), key});
  count_lost(manifest::kLostRecords);
  b_.CreateBr(known);
  b_.SetInsertPoint(known);
  return pid;
}

Value *ProgramLowering::return_register() {
  if (unit_.kind == ProbeKind::Fexit) {
    Value *dst = zeroed_slot(8);
    call_helper(BPF_FUNC_get_func_ret, b_.getInt64Ty(), {ctx_, dst});
    return b_.CreateLoad(b_.getInt64Ty(), dst);
  }
  return load_int(offset(ctx_, kRegAx), 8, false, 8);
}

Value *ProgramLowering::function_arg(int n) {
  // tp_btf, rawtracepoint: the context is the tracepoint's arguments, as its BTF type has them
  if (unit_.kind == ProbeKind::TpBtf || unit_.kind == ProbeKind::RawTracepoint)
    return load_int(offset(ctx_, 8 * n), 8, false, 8);
  if (unit_.kind == ProbeKind::Fentry || unit_.kind == ProbeKind::Fexit) {
    // The context is an array of u64, one per argument: a typed argument
    // is known to exist and is read directly; arg0..argN may be past the
    // end for some functions of a wildcard, where the helper returns an
    // error and the value stays 0.
    if (unit_.args && n < static_cast<int>(unit_.args->field_names().size()))
      return load_int(offset(ctx_, 8 * n), 8, false, 8);
    Value *dst = zeroed_slot(8);
    call_helper(BPF_FUNC_get_func_arg, b_.getInt64Ty(), {ctx_, i32(n), dst});
    return b_.CreateLoad(b_.getInt64Ty(), dst);
  }
  if (n < 6)
    return load_int(offset(ctx_, kRegOffsets[n]), 8, false, 8);
  // Beyond six, arguments are on the stack above the return address.
  Value *sp = load_int(offset(ctx_, kRegSp), 8, false, 8);
  Value *dst = zeroed_slot(8);
  unsigned helper = reads_user_memory(Type::u64()) ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel;
  call_helper(helper, b_.getInt64Ty(), {dst, i32(8), b_.CreateAdd(sp, i64(8 * (n - 5)))});
  return b_.CreateLoad(b_.getInt64Ty(), dst);
}

} // namespace kt::codegen
