// Stacks (sema/builtins/stacks.cpp): a stack id from the stack map
// (kt_stacks, defined when the program captures any), with the process
// and, at a function's entry, the return address for a user stack; the
// runtime reads and symbolizes the frames. A user stack unwound with DWARF
// is a sample of registers and stack bytes sent at once
// (bpf/helpers/ustack.bpf.c), and its value the sample's id.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/ustack.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;

// Whether every attach point of the unit is a uprobe on a function's
// first instruction (a name without +offset; an address may be anywhere).
bool at_function_entry(const sema::Unit &u) {
  if (u.kind != ast::ProbeKind::Uprobe)
    return false;
  for (const ast::AttachPoint *ap : u.attach_points)
    if (ap->has_offset || ap->has_address || ap->func.empty())
      return false;
  return true;
}

// At a function's first instruction the function has not pushed %rbp, so
// the kernel's frame-pointer walk starts at the caller's frame and leaves
// out the caller itself, unless the kernel adds it (6.12+, only when the
// instruction is push %rbp, or endbr64 in a kernel built with
// CONFIG_X86_KERNEL_IBT: is_uprobe_at_func_entry() in
// arch/x86/kernel/uprobes.c). The return address at [sp] is kept with the
// stack id (the third word, 0 elsewhere: part of a map key, so that two
// callers stay two entries) and the runtime puts it in as frame 1 where
// the kernel's frames lack it (decode.cpp).
void entry_return_address(ProgramLowering &l, Value *dst) {
  if (!at_function_entry(l.unit())) {
    l.b().CreateStore(l.i64(0), dst);
    return;
  }
  Value *sp = l.load_int(l.offset(l.ctx_arg(), kRegSp), 8, false, 8);
  // A failed read leaves dst zeroed (bpf_probe_read_user's contract).
  l.call_helper(BPF_FUNC_probe_read_user, l.b().getInt64Ty(), {dst, l.i32(8), sp});
}

// {sample id, pid}: the sample (ustack.h), built by the helper in its
// per-CPU buffer, goes to the ring buffer first, before any record that
// prints the value, which names it by its id (0 when there was none).
Val dwarf_stack(ProgramLowering &l, const Type &t) {
  IRBuilder<> &b = l.b();
  auto bytes = static_cast<uint32_t>(l.module().info.names.config.family_value("ustack_bytes"));
  uint64_t most = sizeof(kt_ustack_sample) + bytes;
  Value *pid = l.user_pid();
  Value *p = l.slot(24); // as a frame-pointer stack's value, with no return address
  b.CreateStore(l.i64(0), p);
  b.CreateStore(pid, l.offset(p, 8));
  b.CreateStore(l.i64(0), l.offset(p, 16));
  Value *rec = b.CreateCall(l.module().bpf_helper("kt_ustack_sample"), {l.ctx_arg(), l.i64(bytes), pid});
  BasicBlock *send = BasicBlock::Create(b.getContext(), "ustack_send", l.function());
  BasicBlock *done = BasicBlock::Create(b.getContext(), "ustack_done", l.function());
  b.CreateCondBr(b.CreateIsNull(rec), done, send);
  b.SetInsertPoint(send);
  Value *size = b.CreateAdd(l.load_int(l.offset(rec, offsetof(kt_ustack_sample, size)), 8, false, 8),
                            l.i64(sizeof(kt_ustack_sample)));
  l.submit(rec, b.CreateSelect(b.CreateICmpUGT(size, l.i64(most)), l.i64(most), size),
           ProgramLowering::Wakeup::Batched);
  b.CreateStore(l.load_int(l.offset(rec, offsetof(kt_ustack_sample, id)), 8, false, 8), p);
  b.CreateBr(done);
  b.SetInsertPoint(done);
  return {p, t};
}

Val stack(ProgramLowering &l, const ast::Node &n) {
  Type t = type(l, n);
  bool user = t.is(TypeKind::UStack);
  if (user && t.dwarf())
    return dwarf_stack(l, t);
  Value *id = l.call_helper(BPF_FUNC_get_stackid, l.b().getInt64Ty(),
                            {l.ctx_arg(), l.module().stack_map().global, l.i64(user ? BPF_F_USER_STACK : 0)});
  if (!user)
    return {id, Type::simple(TypeKind::KStack)};
  Value *p = l.slot(24);
  l.b().CreateStore(id, p);
  l.b().CreateStore(l.user_pid(), l.offset(p, 8));
  entry_return_address(l, l.offset(p, 16));
  return {p, Type::simple(TypeKind::UStack)};
}

} // namespace

// len(kstack), len(ustack) (bpftrace v0.26): the frames the kernel's walk
// gives here (bpf_get_stack, at most the kernel's 127; inlined calls are
// not frames of their own), the return address read at a function's entry
// counted as the runtime inserts it (decode.cpp), at most the stack's
// limit (ustack(3)). The value of `stack` itself is not computed: it is
// this probe's stack, the same wherever it was taken in the probe.
Value *stack_len(ProgramLowering &l, const ast::Expr *stack) {
  constexpr uint32_t kMaxFrames = 127;
  IRBuilder<> &b = l.b();
  Type t = l.type_of(stack);
  bool user = t.is(TypeKind::UStack);
  Value *ips = l.zeroed_slot(kMaxFrames * 8);
  Value *got = l.call_helper(BPF_FUNC_get_stack, b.getInt64Ty(),
                             {l.ctx_arg(), ips, l.i32(kMaxFrames * 8), l.i64(user ? BPF_F_USER_STACK : 0)});
  Value *frames = b.CreateSelect(b.CreateICmpSLT(got, l.i64(0)), l.i64(0), b.CreateLShr(got, 3));
  if (user && at_function_entry(l.unit())) {
    Value *ret = l.slot(8);
    entry_return_address(l, ret);
    Value *r = l.load_int(ret, 8, false, 8);
    Value *first = l.load_int(ips, 8, false, 8), *second = l.load_int(l.offset(ips, 8), 8, false, 8);
    Value *insert = b.CreateAnd(b.CreateAnd(b.CreateICmpNE(r, l.i64(0)), b.CreateICmpNE(first, l.i64(0))),
                                b.CreateOr(b.CreateICmpULT(frames, l.i64(2)), b.CreateICmpNE(second, r)));
    frames = b.CreateAdd(frames, b.CreateZExt(insert, b.getInt64Ty()));
  }
  if (t.count)
    frames = b.CreateSelect(b.CreateICmpUGT(frames, l.i64(t.count)), l.i64(t.count), frames);
  return frames;
}

namespace {

// The stack map, and which stacks the runtime will read from it.
void module(ModuleBuilder &m) {
  for (const auto &[node, use] : m.info.names.builtins)
    if (use.info->family->name == "stacks" && use.info->name != "dw_ustack")
      (use.info->name == "kstack" ? m.manifest.uses_kstack : m.manifest.uses_ustack) = true;
  m.stack_map();
}

} // namespace

FamilyLowering stacks_lowering() {
  return {"stacks",
          {
              {"kstack", sema::BuiltinForm::Variable, stack},
              {"ustack", sema::BuiltinForm::Variable, stack},
              {"kstack", sema::BuiltinForm::Function, stack},
              {"ustack", sema::BuiltinForm::Function, stack},
              {"dw_ustack", sema::BuiltinForm::Variable, stack},
              {"dw_ustack", sema::BuiltinForm::Function, stack},
          },
          module};
}

} // namespace kt::codegen
