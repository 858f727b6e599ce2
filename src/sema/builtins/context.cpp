// Builtin variables that are facts about the current event: who, where,
// when. Lowered in codegen/builtins/context.cpp.
#include "btf/btf.h"
#include "sema/builtins/families.h"

namespace kt::sema {
namespace {

using ast::ProbeKind;
constexpr BuiltinForm V = BuiltinForm::Variable;
constexpr BuiltinForm F = BuiltinForm::Function;

// Where the context holds the interrupted registers (pt_regs, or a perf
// event's, which start with them): usermode reads their cs.
constexpr ProbeMask kRegisterContexts =
    probe_bit(ProbeKind::Kprobe) | probe_bit(ProbeKind::Kretprobe) | probe_bit(ProbeKind::Uprobe) |
    probe_bit(ProbeKind::Uretprobe) | probe_bit(ProbeKind::Usdt) | probe_bit(ProbeKind::Profile) |
    probe_bit(ProbeKind::Interval) | probe_bit(ProbeKind::Software) | probe_bit(ProbeKind::Hardware);

Type u32(InferContext &, const ast::Node &) { return Type::integer(4, false); }
Type username(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Username); }
Type u8(InferContext &, const ast::Node &) { return Type::integer(1, false); }
Type comm(InferContext &, const ast::Node &) { return Type::string(16); }
Type probe(InferContext &, const ast::Node &) { return Type::simple(TypeKind::Probe); }

// struct task_struct *, when the kernel's BTF describes it.
Type curtask(InferContext &ctx, const ast::Node &) {
  auto task = ctx.records().find("task_struct", false);
  return task ? Type::pointer(Type::record_of(task), false) : Type::u64();
}

// ctx in an iter probe: its context, struct bpf_iter__NAME * (probe_rules
// checked that the kernel's BTF has it).
Type iter_context(InferContext &ctx, const ast::Node &) {
  const auto &aps = ctx.unit().attach_points;
  auto rec = aps.empty() ? nullptr : ctx.records().find(std::string(btf::kIteratorPrefix) + aps[0]->func, false);
  return rec ? Type::pointer(Type::record_of(rec), false) : Type::u64();
}

// nsecs(CLOCK): monotonic, boot or tai (bpftrace v0.26's clocks); nsecs()
// is monotonic, as bare nsecs.
void check_clock(ResolveContext &ctx, ast::Call &n, BuiltinUse &) {
  if (n.args.empty())
    return;
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

// probetype: the probe's type as bpftrace names it, BEGIN and END
// "special"; a string just long enough.
std::string_view probe_type_name(ast::ProbeKind k) {
  return k == ProbeKind::Begin || k == ProbeKind::End ? "special" : ast::probe_kind_name(k);
}
Type probetype(InferContext &ctx, const ast::Node &) {
  return Type::string(static_cast<uint32_t>(probe_type_name(ctx.unit().kind).size() + 1));
}

// default_str_length: the size str() reads when given no length.
Type str_length(InferContext &, const ast::Node &) { return Type::u64(); }

// ppid, pcomm, leader_tid, leader_comm: fields of the current task's (or
// the argument's) parent or group leader, read through the kernel's BTF.
Type task_pid(InferContext &, const ast::Node &) { return Type::integer(4, false); }
Type task_comm(InferContext &, const ast::Node &) { return Type::string(16); }

void check_task(CheckContext &ctx, ast::Node &n) {
  const char *name = n.kind == ast::Call::kKind ? call(n).name.c_str()
                                                : static_cast<ast::Identifier &>(n).name.c_str();
  if (!ctx.records().find("task_struct", false)) {
    ctx.error(n.loc) << "'" << name << "' reads struct task_struct, which needs the kernel's BTF, and there is none";
    return;
  }
  const ast::Expr *task = n.kind == ast::Call::kKind ? call_arg(n, 0) : nullptr;
  if (!task)
    return;
  ctx.value(const_cast<ast::Expr *>(task));
  Type t = ctx.type(task);
  if (t.is(TypeKind::Pointer) && t.elems[0].is(TypeKind::Record) && t.elems[0].record->name == "task_struct") {
    if (t.user)
      ctx.error(task->loc) << "'" << name << "()' reads a task in kernel memory, not through a user pointer";
    return;
  }
  ctx.error(task->loc) << "'" << name << "()' takes a 'struct task_struct *', not '" << to_string(t) << "'";
}

// cgroupid("path"): the id is read now (the use's datum), as bpftrace does.
void cgroup_id(ResolveContext &ctx, ast::Call &n, BuiltinUse &use) {
  for (ast::Expr *a : n.args)
    ctx.value(a);
  auto *path = n.args.size() == 1 ? ast::as<ast::String>(n.args[0]) : nullptr;
  if (!path)
    return; // check_types reports it
  auto id = ctx.types().cgroup_id(path->value);
  if (!id) {
    ctx.diags().error(path->loc) << "cgroupid(): " << id.error().message;
    return;
  }
  use.datum = static_cast<int64_t>(*id);
}

void check_path(CheckContext &ctx, ast::Node &n) { ctx.expect_string_literal(call(n), 0); }

// cgroup_path(id [, "hierarchies"]): an id, and a glob of hierarchy names.
void check_cgroup_path(CheckContext &ctx, ast::Node &node) {
  ast::Call &n = call(node);
  ctx.expect_int(n.args[0], "a cgroup id");
  if (n.args.size() == 2)
    ctx.expect_string_literal(n, 1);
}

Type cgroup_path(InferContext &, const ast::Node &) { return Type::simple(TypeKind::CgroupPath); }

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
               .min_args = 0,
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
              {.name = "ctx",
               .form = V,
               .probes = probe_bit(ProbeKind::Iter),
               .summary = "the iterator's context",
               .infer = iter_context},
              {.name = "cpid",
               .form = V,
               .summary = "the pid of the -c command",
               .thread_only = true,
               .infer = u32},
              {.name = "rand", .form = V, .summary = "a random number", .varies = true, .infer = u32},
              {.name = "username",
               .form = V,
               .summary = "the user's name",
               .thread_only = true,
               .infer = username},
              {.name = "cgroupid",
               .form = F,
               .min_args = 1,
               .max_args = 1,
               .summary = "a cgroup's id",
               .resolve = cgroup_id,
               .infer = infer_u64,
               .check = check_path},
              {.name = "cgroup_path",
               .form = F,
               .min_args = 1,
               .max_args = 2,
               .summary = "a cgroup's paths, found when printed",
               .infer = cgroup_path,
               .check = check_cgroup_path},
              {.name = "has_cpid", .form = V, .summary = "whether there is a -c command", .infer = infer_bool},
              {.name = "ncpus", .form = V, .summary = "the number of possible CPUs", .infer = infer_u64},
              {.name = "jiffies", .form = V, .summary = "the kernel's jiffies", .varies = true, .infer = infer_u64},
              {.name = "numaid", .form = V, .summary = "the NUMA node", .infer = u32},
              {.name = "usermode",
               .form = V,
               // BEGIN and END run from kt (user mode), fentry and fexit in
               // the kernel (bpftrace v0.26's answers).
               .probes = kRegisterContexts | probe_bit(ProbeKind::Begin) | probe_bit(ProbeKind::End) |
                         probe_bit(ProbeKind::Fentry) | probe_bit(ProbeKind::Fexit),
               .summary = "whether the probe interrupted user code",
               .infer = u8},
              {.name = "probetype", .form = V, .summary = "the probe's type", .infer = probetype},
              {.name = "default_str_length",
               .form = V,
               .summary = "the size str() reads by default",
               .infer = str_length},
              {.name = "ppid", .form = V, .summary = "the parent's pid", .thread_only = true, .infer = task_pid,
               .check = check_task},
              {.name = "pcomm", .form = V, .summary = "the parent's command name", .thread_only = true,
               .infer = task_comm, .check = check_task},
              {.name = "leader_tid", .form = V, .summary = "the thread group leader's thread id", .thread_only = true,
               .infer = task_pid, .check = check_task},
              {.name = "leader_comm", .form = V, .summary = "the thread group leader's command name",
               .thread_only = true, .infer = task_comm, .check = check_task},
              {.name = "ppid", .form = F, .max_args = 1, .summary = "a task's parent's pid", .infer = task_pid,
               .check = check_task},
              {.name = "pcomm", .form = F, .max_args = 1, .summary = "a task's parent's command name",
               .infer = task_comm, .check = check_task},
              {.name = "leader_tid", .form = F, .max_args = 1, .summary = "a task's thread group leader's thread id",
               .infer = task_pid, .check = check_task},
              {.name = "leader_comm", .form = F, .max_args = 1,
               .summary = "a task's thread group leader's command name", .infer = task_comm, .check = check_task},
          }};
}

} // namespace kt::sema
