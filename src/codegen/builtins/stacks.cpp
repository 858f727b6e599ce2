// Stacks (sema/builtins/stacks.cpp): a stack id from the stack map
// (kt_stacks, defined when the program captures any), with the process
// for a user stack; the runtime reads and symbolizes the frames. A user
// stack unwound with DWARF is a sample of registers and stack bytes sent
// at once (bpf/helpers/ustack.bpf.c), and its value the sample's id.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/ustack.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;

// {sample id, pid}: the sample (ustack.h), built by the helper in its
// per-CPU buffer, goes to the ring buffer first, before any record that
// prints the value, which names it by its id (0 when there was none).
Val dwarf_stack(ProgramLowering &l, const Type &t) {
  IRBuilder<> &b = l.b();
  auto bytes = static_cast<uint32_t>(l.module().info.names.config.family_value("ustack_bytes"));
  uint64_t most = sizeof(kt_ustack_sample) + bytes;
  Value *pid = l.user_pid();
  Value *p = l.slot(16);
  b.CreateStore(l.i64(0), p);
  b.CreateStore(pid, l.offset(p, 8));
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
  Value *p = l.slot(16);
  l.b().CreateStore(id, p);
  l.b().CreateStore(l.user_pid(), l.offset(p, 8));
  return {p, Type::simple(TypeKind::UStack)};
}

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
