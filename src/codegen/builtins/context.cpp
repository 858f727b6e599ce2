// Facts about the event (sema/builtins/context.cpp): helper calls, the
// program's config, the probe name table.
#include <linux/bpf.h>

#include <cstddef>

#include "bpf/abi/pt_regs.h"
#include "bpf/abi/session.h"
#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;
constexpr sema::BuiltinForm V = sema::BuiltinForm::Variable;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

Val pid(ProgramLowering &l, const ast::Node &n) { return {l.b().CreateLShr(l.pid_tgid(), 32), type(l, n)}; }
Val tid(ProgramLowering &l, const ast::Node &n) { return {l.b().CreateAnd(l.pid_tgid(), l.i64(0xffffffff)), type(l, n)}; }

Val uid(ProgramLowering &l, const ast::Node &n) {
  Value *ids = l.call_helper(BPF_FUNC_get_current_uid_gid, l.b().getInt64Ty(), {});
  return {l.b().CreateAnd(ids, l.i64(0xffffffff)), type(l, n)};
}

Val gid(ProgramLowering &l, const ast::Node &n) {
  Value *ids = l.call_helper(BPF_FUNC_get_current_uid_gid, l.b().getInt64Ty(), {});
  return {l.b().CreateLShr(ids, 32), type(l, n)};
}

Val cpu(ProgramLowering &l, const ast::Node &n) {
  Value *c = l.call_helper(BPF_FUNC_get_smp_processor_id, l.b().getInt32Ty(), {});
  return {l.b().CreateZExt(c, l.b().getInt64Ty()), type(l, n)};
}

Val nsecs(ProgramLowering &l, const ast::Node &n) {
  return {l.call_helper(BPF_FUNC_ktime_get_ns, l.b().getInt64Ty(), {}), type(l, n)};
}

// nsecs(monotonic | boot | tai), the clock sema checked; nsecs() is
// monotonic.
Val nsecs_clock(ProgramLowering &l, const ast::Node &n) {
  const auto &args = call(n).args;
  const std::string clock = args.empty() ? "monotonic" : static_cast<const ast::Identifier *>(args[0])->name;
  unsigned helper = clock == "boot" ? BPF_FUNC_ktime_get_boot_ns
                    : clock == "tai" ? BPF_FUNC_ktime_get_tai_ns
                                     : BPF_FUNC_ktime_get_ns;
  return {l.call_helper(helper, l.b().getInt64Ty(), {}), type(l, n)};
}

Val elapsed(ProgramLowering &l, const ast::Node &n) {
  Value *now = l.call_helper(BPF_FUNC_ktime_get_ns, l.b().getInt64Ty(), {});
  return {l.b().CreateSub(now, l.config_field(kCfgStartNs)), type(l, n)};
}

Val cgroup(ProgramLowering &l, const ast::Node &n) {
  return {l.call_helper(BPF_FUNC_get_current_cgroup_id, l.b().getInt64Ty(), {}), type(l, n)};
}

Val comm(ProgramLowering &l, const ast::Node &n) {
  Value *p = l.zeroed_slot(16);
  l.call_helper(BPF_FUNC_get_current_comm, l.b().getInt64Ty(), {p, l.i32(16)});
  return {p, type(l, n)};
}

Val probe(ProgramLowering &l, const ast::Node &) { return l.probe_name(); }

Val curtask(ProgramLowering &l, const ast::Node &n) {
  return {l.call_helper(BPF_FUNC_get_current_task, l.b().getInt64Ty(), {}), type(l, n)};
}

// An iter program's context: the kernel's struct bpf_iter__NAME, whose
// fields kt reads as any kernel memory.
Val iter_context(ProgramLowering &l, const ast::Node &n) {
  return {l.b().CreatePtrToInt(l.ctx_arg(), l.b().getInt64Ty()), type(l, n)};
}

Val cpid(ProgramLowering &l, const ast::Node &n) { return {l.config_field(kCfgChildPid), type(l, n)}; }

Val rand(ProgramLowering &l, const ast::Node &n) {
  Value *r = l.call_helper(BPF_FUNC_get_prandom_u32, l.b().getInt32Ty(), {});
  return {l.b().CreateZExt(r, l.b().getInt64Ty()), type(l, n)};
}

// username: the user id, named by the runtime when printed.
Val username(ProgramLowering &l, const ast::Node &n) {
  Value *ids = l.call_helper(BPF_FUNC_get_current_uid_gid, l.b().getInt64Ty(), {});
  return {l.b().CreateAnd(ids, l.i64(0xffffffff)), type(l, n)};
}

// cgroupid("path"): the id sema read.
Val cgroupid(ProgramLowering &l, const ast::Node &n) {
  return {l.i64(l.module().info.names.builtins.at(&n).datum), type(l, n)};
}

// cgroup_path(id [, filter]): {u64 id, u64 filter index}, the paths found
// by the runtime when printed.
Val cgroup_path(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  std::string filter = c.args.size() == 2 ? string_arg(n, 1) : "*";
  Value *p = l.slot(16);
  l.b().CreateStore(l.scalar(c.args[0]), p);
  l.b().CreateStore(l.i64(ModuleBuilder::intern(l.module().manifest.cgroup_path_filters, filter)), l.offset(p, 8));
  return {p, type(l, n)};
}

Val has_cpid(ProgramLowering &l, const ast::Node &n) {
  Value *set = l.b().CreateICmpNE(l.config_field(kCfgChildPid), l.i64(0));
  return {l.b().CreateZExt(set, l.b().getInt64Ty()), type(l, n)};
}

Val ncpus(ProgramLowering &l, const ast::Node &n) { return {l.config_field(kCfgNcpus), type(l, n)}; }

Val jiffies(ProgramLowering &l, const ast::Node &n) {
  return {l.call_helper(BPF_FUNC_jiffies64, l.b().getInt64Ty(), {}), type(l, n)};
}

Val numaid(ProgramLowering &l, const ast::Node &n) {
  Value *id = l.call_helper(BPF_FUNC_get_numa_node_id, l.b().getInt32Ty(), {});
  return {l.b().CreateZExt(id, l.b().getInt64Ty()), type(l, n)};
}

// The interrupted code's privilege level is the low bits of its cs: 3 in
// user mode.
Val usermode(ProgramLowering &l, const ast::Node &n) {
  switch (l.unit().kind) {
  case ast::ProbeKind::Begin:
  case ast::ProbeKind::End: return {l.i64(1), type(l, n)}; // run by kt's own call
  case ast::ProbeKind::Fentry:
  case ast::ProbeKind::Fexit: return {l.i64(0), type(l, n)}; // a kernel function
  default: break;
  }
  Value *cs = l.load_int(l.offset(l.ctx_arg(), KT_PT_REGS_CS), 8, false, 8);
  Value *user = l.b().CreateICmpEQ(l.b().CreateAnd(cs, l.i64(3)), l.i64(3));
  return {l.b().CreateZExt(user, l.b().getInt64Ty()), type(l, n)};
}

Val probetype(ProgramLowering &l, const ast::Node &n) {
  ast::ProbeKind k = l.unit().kind;
  std::string name =
      k == ast::ProbeKind::Begin || k == ast::ProbeKind::End ? "special" : ast::probe_kind_name(k);
  return l.string_literal(name, type(l, n).size);
}

Val default_str_length(ProgramLowering &l, const ast::Node &n) {
  return {l.i64(l.module().info.names.config.max_strlen), type(l, n)};
}

// task->MEMBER->FIELD, MEMBER a task pointer (real_parent, group_leader),
// of the call's task or the current one; CO-RE offsets (sema checked that
// the kernel's BTF has task_struct).
Val task_field(ProgramLowering &l, const ast::Node &n, const char *member, const char *field) {
  auto rec = l.module().info.names.records->find("task_struct", false);
  const ast::Call *c = ast::as<ast::Call>(static_cast<const ast::Expr *>(&n));
  Value *task = c && !c->args.empty() ? l.scalar(c->args[0])
                                      : l.call_helper(BPF_FUNC_get_current_task, l.b().getInt64Ty(), {});
  Val other = l.kernel_field(task, *rec, member, Type::u64());
  return l.kernel_field(other.v, *rec, field, type(l, n));
}

Val ppid(ProgramLowering &l, const ast::Node &n) { return task_field(l, n, "real_parent", "tgid"); }
Val pcomm(ProgramLowering &l, const ast::Node &n) { return task_field(l, n, "real_parent", "comm"); }
Val leader_tid(ProgramLowering &l, const ast::Node &n) { return task_field(l, n, "group_leader", "pid"); }
Val leader_comm(ProgramLowering &l, const ast::Node &n) { return task_field(l, n, "group_leader", "comm"); }

// A session's entry function: the probe name table holds the session's
// function names from session_names() on. A kernel function: its address.
// A user function: its address and the process, to symbolize.
Val func(ProgramLowering &l, const ast::Node &n) {
  Type t = type(l, n);
  IRBuilder<> &b = l.b();
  if (l.session())
    return {b.CreateAdd(l.session_field(offsetof(struct kt_session_record, frames), 4), l.i64(l.session_names())), t};
  Value *ip = l.call_helper(BPF_FUNC_get_func_ip, b.getInt64Ty(), {l.ctx_arg()});
  if (!t.is(TypeKind::USym))
    return {ip, t};
  Value *p = l.slot(16);
  b.CreateStore(ip, p);
  Value *pid = l.user_pid();
  // A program on one named function also carries the name, as 1 + its
  // index in the probe name table, above the pid: the runtime prints it
  // without the process's mappings, which are gone when it exits before
  // kt reads them. (Only the name: uprobe and uretprobe on one function
  // give equal values, one map key.)
  const auto &aps = l.unit().attach_points;
  if (aps.size() == 1 && !aps[0]->wildcard && !aps[0]->has_address) {
    uint64_t site = ModuleBuilder::intern(l.module().manifest.probe_names, aps[0]->func) + 1;
    pid = b.CreateOr(pid, l.i64(site << 32));
  }
  b.CreateStore(pid, l.offset(p, 8));
  return {p, t};
}

} // namespace

FamilyLowering context_lowering() {
  return {"context",
          {
              {"pid", V, pid},
              {"tid", V, tid},
              {"uid", V, uid},
              {"gid", V, gid},
              {"cpu", V, cpu},
              {"nsecs", V, nsecs},
              {"nsecs", sema::BuiltinForm::Function, nsecs_clock},
              {"elapsed", V, elapsed},
              {"cgroup", V, cgroup},
              {"comm", V, comm},
              {"func", V, func},
              {"probe", V, probe},
              {"curtask", V, curtask},
              {"ctx", V, iter_context},
              {"cpid", V, cpid},
              {"rand", V, rand},
              {"username", V, username},
              {"cgroupid", F, cgroupid},
              {"cgroup_path", F, cgroup_path},
              {"has_cpid", V, has_cpid},
              {"ncpus", V, ncpus},
              {"jiffies", V, jiffies},
              {"numaid", V, numaid},
              {"usermode", V, usermode},
              {"probetype", V, probetype},
              {"default_str_length", V, default_str_length},
              {"ppid", V, ppid},
              {"pcomm", V, pcomm},
              {"leader_tid", V, leader_tid},
              {"leader_comm", V, leader_comm},
              {"ppid", F, ppid},
              {"pcomm", F, pcomm},
              {"leader_tid", F, leader_tid},
              {"leader_comm", F, leader_comm},
          }};
}

} // namespace kt::codegen
