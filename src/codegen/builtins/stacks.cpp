// Stacks (sema/builtins/stacks.cpp): a stack id from the stack map
// (kt_stacks, defined when the program captures any), with the process
// for a user stack; the runtime reads and symbolizes the frames.
#include <linux/bpf.h>

#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;

Val stack(ProgramLowering &l, const ast::Node &n) {
  bool user = type(l, n).is(TypeKind::UStack);
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
