// Builtin variables: facts about the current event.
#include "sema/builtins.h"

namespace kt::sema {

using ast::ProbeKind;
using B = BuiltinId;
constexpr BuiltinForm V = BuiltinForm::Variable;

std::vector<BuiltinInfo> context_builtins() {
  const ProbeMask kfunc = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Kretprobe) |
                          probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit);
  const ProbeMask ufunc = probe_bit(ProbeKind::Uprobe) | probe_bit(ProbeKind::Uretprobe);
  const ProbeMask session = probe_bit(ProbeKind::Entry);
  const ProbeMask ret = probe_bit(ProbeKind::Kretprobe) | probe_bit(ProbeKind::Uretprobe) |
                        probe_bit(ProbeKind::Fexit) | session;
  const ProbeMask regs_args = probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Uprobe) |
                              probe_bit(ProbeKind::Usdt) | probe_bit(ProbeKind::RawTracepoint) |
                              probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit);
  const ProbeMask typed_args = probe_bit(ProbeKind::Tracepoint) | probe_bit(ProbeKind::Fentry) |
                               probe_bit(ProbeKind::Fexit) | probe_bit(ProbeKind::Uprobe) |
                               probe_bit(ProbeKind::TpBtf);
  return {
      {"pid", B::Pid, V, 0, 0, kAnyProbe, false, false, "the process id"},
      {"tid", B::Tid, V, 0, 0, kAnyProbe, false, false, "the thread id"},
      {"uid", B::Uid, V, 0, 0, kAnyProbe, false, false, "the user id"},
      {"gid", B::Gid, V, 0, 0, kAnyProbe, false, false, "the group id"},
      {"cpu", B::Cpu, V, 0, 0, kAnyProbe, false, false, "the CPU"},
      {"nsecs", B::Nsecs, V, 0, 0, kAnyProbe, false, false, "nanoseconds since boot"},
      {"elapsed", B::Elapsed, V, 0, 0, kAnyProbe, false, false, "nanoseconds since kt started"},
      {"cgroup", B::Cgroup, V, 0, 0, kAnyProbe, false, false, "the cgroup id"},
      {"comm", B::Comm, V, 0, 0, kAnyProbe, false, false, "the command name"},
      {"func", B::Func, V, 0, 0, kfunc | ufunc | session, false, false, "the traced function"},
      {"probe", B::ProbeName, V, 0, 0, kAnyProbe, false, false, "the probe's name"},
      {"retval", B::Retval, V, 0, 0, ret, false, false, "the return value"},
      {"arg0", B::Arg, V, 0, 0, regs_args, false, false, "a function argument"},
      {"args", B::Args, V, 0, 0, typed_args, false, false, "the typed arguments"},
      {"curtask", B::Curtask, V, 0, 0, kAnyProbe, false, false, "the current task_struct"},
      {"kstack", B::KStackVar, V, 0, 0, kAnyProbe, false, false, "the kernel stack"},
      {"ustack", B::UStackVar, V, 0, 0, kAnyProbe, false, false, "the user stack"},
      {"cpid", B::Cpid, V, 0, 0, kAnyProbe, false, false, "the pid of the -c command"},
      {"rand", B::Rand, V, 0, 0, kAnyProbe, false, false, "a random number"},
      {"error", B::ErrorVar, V, 0, 0, ret, false, false, "whether the function failed"},
      {"duration", B::Duration, V, 0, 0, session, false, false, "the session's duration in nanoseconds"},
  };
}

} // namespace kt::sema
