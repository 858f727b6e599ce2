// A session's record in its probe's body (sema/builtins/sessions.cpp):
// print(stack()) sends the ended session as it is, print(calls()) the
// thread's call record; stack(args)/calls(args) also capture every call's
// arguments (bpf/helpers/session.bpf.c), which the session's programs
// start and finish through the session hooks.
#include <cstddef>

#include "bpf/abi/session.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using Wakeup = ProgramLowering::Wakeup;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

// What the program uses: calls(), and calls' arguments (stack(args) or
// calls(args): datum 1), sent as they are made for calls(args).
struct Uses {
  bool calls = false, args = false, call_args = false;
};

Uses uses(const ModuleBuilder &m) {
  Uses u;
  for (std::string_view name : {"stack", "calls"})
    for (const sema::BuiltinUse *use : m.info.names.uses_of(*sema::find_builtin_function(name))) {
      bool calls = name == "calls";
      u.calls |= calls;
      u.args |= use->datum != 0;
      u.call_args |= calls && use->datum != 0;
    }
  return u;
}

// The record is the session's own bytes (its header, then its record up
// to its chain's last frame), sent as they are; stack(args) sends the
// chain's arguments just before it. Records hold only the frames in use:
// a burst of short sessions fits the ring buffer.
void print_stack(ProgramLowering &l, const ast::Call &c) {
  if (!c.args.empty())
    l.submit_helper_record("kt_session_args_record", {}, offsetof(struct kt_session_args, live), Wakeup::Batched,
                           "kt_session_args_record_size");
  Value *session = l.session();
  Value *size = l.b().CreateCall(l.module().bpf_helper("kt_session_record_size"), {session});
  l.submit(l.offset(session, offsetof(struct kt_session, header)), size, Wakeup::Now);
}

// The thread's calls record, sent as it is (it begins with its header)
// up to its last event.
void print_calls(ProgramLowering &l, const ast::Call &) {
  l.submit_helper_record("kt_calls_record", {}, sizeof(struct kt_session_calls), Wakeup::Now,
                         "kt_calls_record_size");
}

Val duration(ProgramLowering &l, const ast::Node &n) {
  return {l.session_field(offsetof(struct kt_session_record, duration_ns), 8),
          type(l, n)};
}

// The session function table's index of the function the error came
// from, as an index in the probe name table (as `func`).
Val errfunc(ProgramLowering &l, const ast::Node &n) {
  IRBuilder<> &b = l.b();
  Value *index = b.CreateCall(l.module().bpf_helper("kt_session_origin"), {l.session()});
  return {b.CreateAdd(b.CreateZExt(index, b.getInt64Ty()), l.i64(l.session_names())), type(l, n)};
}

void session(ProgramLowering &l, const SessionHook &at) {
  Uses u = uses(l.module());
  IRBuilder<> &b = l.b();
  ModuleBuilder &m = l.module();
  switch (at.at) {
  case SessionHook::At::Call:
    if (u.calls)
      b.CreateCall(m.bpf_helper("kt_calls_enter"), {at.cookie, at.started});
    if (u.args)
      b.CreateCall(m.bpf_helper("kt_session_args_enter"), {l.ctx_arg(), at.cookie, at.started});
    if (u.call_args) // calls(args): the call's arguments go out now
      l.submit_helper_record("kt_calls_args_record", {at.started}, sizeof(struct kt_call_args_record),
                             Wakeup::Batched, "kt_calls_args_record_size");
    return;
  case SessionHook::At::BeforeExit:
    if (u.calls)
      b.CreateCall(m.bpf_helper("kt_calls_exit"), {at.cookie, at.ret, at.sp});
    return;
  case SessionHook::At::AfterExit:
    if (u.args) // the returned call's arguments go with its frame into the chain
      b.CreateCall(m.bpf_helper("kt_session_args_exit"), {});
    return;
  case SessionHook::At::Return: return;
  }
}

// stack(args): the runtime writes each function's capture spec.
void module(ModuleBuilder &m) { m.manifest.session_args = uses(m).args; }

} // namespace

FamilyLowering sessions_lowering() {
  return {"sessions",
          {
              {"stack", F, nullptr, print_stack},
              {"calls", F, nullptr, print_calls},
              {"duration", sema::BuiltinForm::Variable, duration},
              {"errfunc", sema::BuiltinForm::Variable, errfunc},
          },
          module,
          nullptr,
          session};
}

} // namespace kt::codegen
