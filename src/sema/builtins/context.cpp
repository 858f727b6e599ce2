// Builtin variables that are facts about the current event: who, where,
// when. Lowered in codegen/builtins/context.cpp.
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm V = BuiltinForm::Variable;

Type u32(InferContext &, const ast::Node &) { return Type::integer(4, false); }
Type comm(InferContext &, const ast::Node &) { return Type::string(16); }
Type probe(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Probe); }

// struct task_struct *, when the kernel's BTF describes it.
Type curtask(InferContext &ctx, const ast::Node &) {
  auto task = ctx.records().find("task_struct", false);
  return task ? Type::pointer(Type::record_of(task), false) : Type::u64();
}

// nsecs(CLOCK): monotonic, boot or tai (bpftrace v0.26's clocks).
void check_clock(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  auto *id = ast::as<ast::Identifier>(n.args[0]);
  if (id && (id->name == "monotonic" || id->name == "boot" || id->name == "tai"))
    return;
  if (id && id->name == "sw_tai") {
    ctx.diags().error(id->loc) << "nsecs(sw_tai) is not supported: kt reads TAI from the kernel, use nsecs(tai)";
    return;
  }
  ctx.diags().error(n.args[0]->loc) << "nsecs() takes a clock: monotonic, boot or tai";
}

// A session's entry function is a name from its table; a uprobe's
// function an address in the process, a kernel probe's a kernel address.
Type func(InferContext &ctx, const ast::Node &) {
  ProbeKind k = ctx.unit().kind;
  if (k == ProbeKind::Entry)
    return Type::simple(TypeKind::Probe);
  return k == ProbeKind::Uprobe || k == ProbeKind::Uretprobe ? Type::simple(TypeKind::USym)
                                                             : Type::simple(TypeKind::KSym);
}

} // namespace

BuiltinFamily context_family() {
  return {"context",
          {
              {.name = "pid", .form = V, .summary = "the process id", .thread_only = true, .infer = u32},
              {.name = "tid", .form = V, .summary = "the thread id", .thread_only = true, .infer = u32},
              {.name = "uid", .form = V, .summary = "the user id", .thread_only = true, .infer = u32},
              {.name = "gid", .form = V, .summary = "the group id", .thread_only = true, .infer = u32},
              {.name = "cpu", .form = V, .summary = "the CPU", .infer = u32},
              {.name = "nsecs", .form = V, .summary = "nanoseconds since boot", .varies = true, .infer = infer_u64},
              {.name = "nsecs",
               .form = BuiltinForm::Function,
               .min_args = 1,
               .max_args = 1,
               .summary = "nanoseconds of a clock",
               .word_args = true,
               .varies = true,
               .resolve = check_clock,
               .infer = infer_u64},
              {.name = "elapsed",
               .form = V,
               .summary = "nanoseconds since kt started",
               .varies = true,
               .infer = infer_u64},
              {.name = "cgroup", .form = V, .summary = "the cgroup id", .thread_only = true, .infer = infer_u64},
              {.name = "comm", .form = V, .summary = "the command name", .thread_only = true, .infer = comm},
              {.name = "func",
               .form = V,
               .probes = kKernelFunctionProbes | kUserFunctionProbes | kSessionProbes,
               .summary = "the traced function",
               .infer = func},
              {.name = "probe", .form = V, .summary = "the probe's name", .infer = probe},
              {.name = "curtask", .form = V, .summary = "the current task_struct", .infer = curtask},
              {.name = "cpid",
               .form = V,
               .summary = "the pid of the -c command",
               .thread_only = true,
               .infer = u32},
              {.name = "rand", .form = V, .summary = "a random number", .varies = true, .infer = u32},
          }};
}

} // namespace kt::sema
