// Stacks (sema/builtins/stacks.cpp): a stack id from the stack map
// (kt_stacks, defined when the program captures any), with the process
// and, at a function's entry, the return address for a user stack; the
// runtime reads and symbolizes the frames.
#include <linux/bpf.h>

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

Val stack(ProgramLowering &l, const ast::Node &n) {
  bool user = type(l, n).is(TypeKind::UStack);
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

// The stack map, and which stacks the runtime will read from it.
void module(ModuleBuilder &m) {
  for (const auto &[node, use] : m.info.names.builtins)
    if (use.info->family->name == "stacks")
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
          },
          module};
}

} // namespace kt::codegen
