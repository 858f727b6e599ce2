// Builtin functions.
#include "sema/builtins.h"

namespace kt::sema {

using B = BuiltinId;
constexpr BuiltinForm F = BuiltinForm::Function;

std::vector<BuiltinInfo> function_builtins() {
  const ProbeMask ret = probe_bit(ast::ProbeKind::Kretprobe) | probe_bit(ast::ProbeKind::Uretprobe) |
                        probe_bit(ast::ProbeKind::Fexit) | probe_bit(ast::ProbeKind::Entry);
  return {
      {"printf", B::Printf, F, 1, -1, kAnyProbe, false, true, "formatted output"},
      {"print", B::Print, F, 1, 3, kAnyProbe, false, true, "print a map or a value"},
      {"exit", B::Exit, F, 0, 1, kAnyProbe, false, true, "stop tracing"},
      {"time", B::Time, F, 0, 1, kAnyProbe, false, true, "print the time"},
      {"str", B::Str, F, 1, 2, kAnyProbe, false, false, "read a string"},
      {"buf", B::Buf, F, 1, 2, kAnyProbe, false, false, "read bytes"},
      {"ksym", B::Ksym, F, 1, 1, kAnyProbe, false, false, "a kernel symbol"},
      {"usym", B::Usym, F, 1, 1, kAnyProbe, false, false, "a user symbol"},
      {"kaddr", B::Kaddr, F, 1, 1, kAnyProbe, false, false, "a kernel symbol's address"},
      {"uaddr", B::Uaddr, F, 1, 1, kAnyProbe, false, false, "a user symbol's address"},
      {"ntop", B::Ntop, F, 1, 2, kAnyProbe, false, false, "an IP address as text"},
      {"strftime", B::Strftime, F, 2, 2, kAnyProbe, false, false, "a formatted time"},
      {"join", B::Join, F, 1, 2, kAnyProbe, false, true, "print an array of strings"},
      {"cat", B::Cat, F, 1, -1, kAnyProbe, true, true, "print a file"},
      {"system", B::System, F, 1, -1, kAnyProbe, true, true, "run a command"},
      {"signal", B::Signal, F, 1, 1, kAnyProbe, true, true, "signal the current process"},
      {"delete", B::Delete, F, 1, 2, kAnyProbe, false, true, "delete a map element"},
      {"clear", B::Clear, F, 1, 1, kAnyProbe, false, true, "remove every element of a map"},
      {"zero", B::Zero, F, 1, 1, kAnyProbe, false, true, "zero every element of a map"},
      {"has_key", B::HasKey, F, 2, 2, kAnyProbe, false, false, "whether a map has a key"},
      {"len", B::Len, F, 1, 1, kAnyProbe, false, false, "the number of elements of a map"},
      {"kstack", B::KStack, F, 0, 2, kAnyProbe, false, false, "the kernel stack"},
      {"ustack", B::UStack, F, 0, 2, kAnyProbe, false, false, "the user stack"},
      {"strncmp", B::Strncmp, F, 3, 3, kAnyProbe, false, false, "compare strings"},
      {"error", B::Error, F, 1, -1, ret, false, false, "whether the function failed with one of these errors"},
      {"stack", B::Stack, F, 0, 1, probe_bit(ast::ProbeKind::Entry), false, false,
       "the session's deepest failing call chain"},
      {"calls", B::Calls, F, 0, 1, probe_bit(ast::ProbeKind::Entry), false, false, "the session's calls in order"},
      {"args", B::ArgsCall, F, 0, 0,
       probe_bit(ast::ProbeKind::Kprobe) | probe_bit(ast::ProbeKind::Uprobe) | probe_bit(ast::ProbeKind::Fentry) |
           probe_bit(ast::ProbeKind::Fexit),
       false, false, "the function's arguments with their types"},
      {"reg", B::Reg, F, 1, 1,
       probe_bit(ast::ProbeKind::Kprobe) | probe_bit(ast::ProbeKind::Kretprobe) | probe_bit(ast::ProbeKind::Uprobe) |
           probe_bit(ast::ProbeKind::Uretprobe) | probe_bit(ast::ProbeKind::Usdt),
       false, false, "a register of the probed code"},
      {"lbr", B::Lbr, F, 0, 1,
       probe_bit(ast::ProbeKind::Kprobe) | probe_bit(ast::ProbeKind::Kretprobe) | probe_bit(ast::ProbeKind::Fentry) |
           probe_bit(ast::ProbeKind::Fexit) | probe_bit(ast::ProbeKind::Entry),
       false, false, "the CPU's last branch records"},
  };
}

} // namespace kt::sema
