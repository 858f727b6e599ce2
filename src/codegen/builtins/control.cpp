// Control (sema/builtins/control.cpp): exit() sends its code and ends the
// probe's run, as return does; signal() and signal_thread() are helper calls;
// unwatch() sends the address whose watchpoints kt detaches.
#include <linux/bpf.h>

#include "bpf/abi/records.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

Val exit_(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  l.emit_fixed_record(KT_REC_EXIT, 0, {c.args.empty() ? l.i64(0) : l.scalar(c.args[0])});
  l.b().CreateBr(l.exit_block());
  l.b().SetInsertPoint(BasicBlock::Create(l.b().getContext(), "after_exit", l.function()));
  return {nullptr, {}};
}

Val unwatch(ProgramLowering &l, const ast::Node &n) {
  l.emit_fixed_record(KT_REC_UNWATCH, 0, {l.scalar(call(n).args[0])});
  return {nullptr, {}};
}

// bpf_send_signal() signals the current process, bpf_send_signal_thread()
// its current thread.
void send_signal(ProgramLowering &l, const ast::Call &c, unsigned helper) {
  auto *name = ast::as<ast::String>(c.args[0]);
  Value *sig = name ? l.i64(static_cast<uint64_t>(sema::signal_number(name->value))) : l.scalar(c.args[0]);
  l.call_helper(helper, l.b().getInt64Ty(), {l.b().CreateTrunc(sig, l.b().getInt32Ty())});
}

Val signal(ProgramLowering &l, const ast::Node &n) {
  send_signal(l, call(n), BPF_FUNC_send_signal);
  return {nullptr, {}};
}

Val signal_thread(ProgramLowering &l, const ast::Node &n) {
  send_signal(l, call(n), BPF_FUNC_send_signal_thread);
  return {nullptr, {}};
}

} // namespace

FamilyLowering control_lowering() {
  return {"control",
          {
              {"exit", F, exit_},
              {"unwatch", F, unwatch},
              {"signal", F, signal},
              {"signal_thread", F, signal_thread},
          }};
}

} // namespace kt::codegen
