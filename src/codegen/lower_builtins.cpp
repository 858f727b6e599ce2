// lower_to_ir, part 5: builtin variables and functions.
#include <linux/bpf.h>

#include <algorithm>

#include "bpf/abi/records.h"
#include "bpf/abi/session.h"
#include "codegen/lower.h"
#include "sema/kernel_targets.h"
#include "util/errno_names.h"
#include "util/pt_regs.h"

namespace kt::codegen {

using namespace llvm;
using ast::ProbeKind;
using sema::BuiltinId;
using sema::Type;
using sema::TypeKind;

namespace {

// The `probe` builtin's text: the canonical provider name, then the rest
// as written ("t:sched:*" -> "tracepoint:sched:*").
std::string probe_text(const ast::AttachPoint &ap) {
  size_t colon = ap.raw.find(':');
  std::string rest = colon == std::string::npos ? "" : ap.raw.substr(colon);
  return std::string(ast::probe_kind_name(ap.probe)) + rest;
}

} // namespace

bool ProgramLowering::reads_user_memory(const Type &t) const {
  if (t.is(TypeKind::Pointer) || t.is(TypeKind::String))
    return t.user;
  return unit_.kind == ProbeKind::Uprobe || unit_.kind == ProbeKind::Uretprobe || unit_.kind == ProbeKind::Usdt;
}

// In a kernel-function or raw tracepoint probe a pointer's address space
// is unknown unless its type says user: the kernel's BTF comes from GCC,
// which drops __user (do_sys_openat2's filename), and arg0..N are plain
// integers. The old probe_read helpers pick user or kernel memory by the
// address on x86-64 (non-overlapping address spaces), as bpftrace relies on.
static bool address_space_unknown(ProbeKind k) {
  return k == ProbeKind::Kprobe || k == ProbeKind::Kretprobe || k == ProbeKind::Fentry || k == ProbeKind::Fexit ||
         k == ProbeKind::RawTracepoint || k == ProbeKind::TpBtf;
}

unsigned ProgramLowering::string_read_helper(const Type &t) const {
  if (reads_user_memory(t))
    return BPF_FUNC_probe_read_user_str;
  return address_space_unknown(unit_.kind) ? BPF_FUNC_probe_read_str : BPF_FUNC_probe_read_kernel_str;
}

unsigned ProgramLowering::buffer_read_helper(const Type &t) const {
  if (reads_user_memory(t))
    return BPF_FUNC_probe_read_user;
  return address_space_unknown(unit_.kind) ? BPF_FUNC_probe_read : BPF_FUNC_probe_read_kernel;
}

Val ProgramLowering::probe_name() {
  Type t = Type::simple(TypeKind::Probe);
  if (fanout_probe_)
    return {fanout_probe_, t};
  if (session_) // the session's entry function, as an attach point
    return {b_.CreateAdd(session_field(offsetof(struct kt_session_record, frames), 4),
                         i64(session_names_ + unit_.session.size())),
            t};
  const auto &aps = unit_.attach_points;
  if (unit_.functions.size() == 1)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, sema::kernel_probe_text(unit_.kind, unit_.functions[0]))), t};
  if (unit_.functions.empty() && aps.size() == 1 && !aps[0]->wildcard)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, probe_text(*aps[0]))), t};
  if (unit_.tracepoints.size() == 1)
    return {i64(ModuleBuilder::intern(m_.manifest.probe_names, "tracepoint:" + unit_.tracepoints[0])), t};
  if (unit_.kind == ProbeKind::Usdt) // libbpf keeps its own cookie; ours is in the spec
    return {b_.CreateCall(m_.bpf_helper("kt_usdt_cookie"), {ctx_}), t};
  return {call_helper(BPF_FUNC_get_attach_cookie, b_.getInt64Ty(), {ctx_}), t};
}

// User stacks and addresses are symbolized by the runtime, often when the
// program ends (maps print at exit), and by then the process may be gone
// with its /proc/PID/maps. So the first time a process is seen here (an
// LRU hash of pids: a lookup per capture, an update when it misses), a
// KT_REC_PID_SEEN record asks the runtime to read its maps now. A record
// the ring buffer had no room for is counted lost and its pid forgotten,
// so that the next capture tries again.
Value *ProgramLowering::user_pid() {
  Value *pid = b_.CreateLShr(pid_tgid(), 32);
  MapDef &seen = m_.pids_seen_map();
  // The record {kind, id, u64 pid} doubles as the map's key (the pid's low
  // four bytes) and value (one byte, any).
  Value *rec = slot(sizeof(kt_record_header) + 8);
  b_.CreateStore(i32(KT_REC_PID_SEEN), rec);
  b_.CreateStore(i32(0), offset(rec, 4));
  Value *key = offset(rec, sizeof(kt_record_header));
  b_.CreateStore(pid, key);
  llvm::Type *ptr = PointerType::get(m_.ctx, 0);
  BasicBlock *unseen = BasicBlock::Create(m_.ctx, "pid_unseen", fn_);
  BasicBlock *first = BasicBlock::Create(m_.ctx, "pid_first", fn_);
  BasicBlock *lost = BasicBlock::Create(m_.ctx, "pid_lost", fn_);
  BasicBlock *known = BasicBlock::Create(m_.ctx, "pid_known", fn_);
  Value *found = call_helper(BPF_FUNC_map_lookup_elem, ptr, {map_ptr(seen), key});
  b_.CreateCondBr(b_.CreateIsNull(found), unseen, known);
  b_.SetInsertPoint(unseen);
  // NOEXIST: of two CPUs that both missed, one sends the record.
  Value *added = call_helper(BPF_FUNC_map_update_elem, b_.getInt64Ty(), {map_ptr(seen), key, rec, i64(BPF_NOEXIST)});
  b_.CreateCondBr(b_.CreateICmpEQ(added, i64(0)), first, known);
  b_.SetInsertPoint(first);
  Value *err = call_helper(BPF_FUNC_ringbuf_output, b_.getInt64Ty(),
                           {m_.ringbuf.global, rec, i64(sizeof(kt_record_header) + 8), i64(BPF_RB_FORCE_WAKEUP)});
  b_.CreateCondBr(b_.CreateICmpNE(err, i64(0)), lost, known);
  b_.SetInsertPoint(lost);
  call_helper(BPF_FUNC_map_delete_elem, b_.getInt64Ty(), {map_ptr(seen), key});
  count_lost(manifest::kLostRecords);
  b_.CreateBr(known);
  b_.SetInsertPoint(known);
  return pid;
}

Val ProgramLowering::stack(bool user) {
  Value *id = call_helper(BPF_FUNC_get_stackid, b_.getInt64Ty(),
                          {ctx_, m_.stacks.global, i64(user ? BPF_F_USER_STACK : 0)});
  if (!user)
    return {id, Type::simple(TypeKind::KStack)};
  Value *p = slot(16);
  b_.CreateStore(id, p);
  b_.CreateStore(user_pid(), offset(p, 8));
  return {p, Type::simple(TypeKind::UStack)};
}

Value *ProgramLowering::return_register() {
  if (unit_.kind == ProbeKind::Fexit) {
    Value *dst = zeroed_slot(8);
    call_helper(BPF_FUNC_get_func_ret, b_.getInt64Ty(), {ctx_, dst});
    return b_.CreateLoad(b_.getInt64Ty(), dst);
  }
  return load_int(offset(ctx_, kRegAx), 8, false, 8);
}

Value *ProgramLowering::failed(const std::vector<ast::Expr *> *names) {
  using sema::ErrorClass;
  Value *v;
  Value *fail = nullptr; // a session: the engine's verdict, by its entry function's class
  bool pointer = false;  // a function returning a pointer: NULL fails
  if (session_) {
    fail = session_field(offsetof(struct kt_session_record, failed), 4);
    if (!names)
      return fail;
    v = session_field(offsetof(struct kt_session_record, result), 8);
  } else {
    ErrorClass k = unit_.error_class;
    if (k == ErrorClass::Never) // void functions too
      return i64(0);
    v = return_register();
    if (k != ErrorClass::Pointer && k != ErrorClass::Int64) // int, or unknown: read as int
      v = b_.CreateSExt(b_.CreateTrunc(v, b_.getInt32Ty()), b_.getInt64Ty());
    pointer = k == ErrorClass::Pointer;
    if (!names) {
      // -4095..-1 (ERR_PTR's range too); a pointer also fails when NULL.
      Value *yes = b_.CreateICmpULT(b_.CreateAdd(v, i64(4095)), i64(4095));
      if (pointer)
        yes = b_.CreateOr(yes, b_.CreateICmpEQ(v, i64(0)));
      return b_.CreateZExt(yes, b_.getInt64Ty());
    }
  }
  Value *yes = b_.getFalse();
  for (const ast::Expr *e : *names) {
    const std::string &name = static_cast<const ast::Identifier *>(e)->name;
    if (name != "NULL")
      yes = b_.CreateOr(yes, b_.CreateICmpEQ(v, i64(-static_cast<int64_t>(*errno_number(name)))));
    else if (fail) // a NULL result that failed: the entry function returns a pointer
      yes = b_.CreateOr(yes, b_.CreateAnd(b_.CreateICmpNE(fail, i64(0)), b_.CreateICmpEQ(v, i64(0))));
    else if (pointer)
      yes = b_.CreateOr(yes, b_.CreateICmpEQ(v, i64(0)));
  }
  return b_.CreateZExt(yes, b_.getInt64Ty());
}

Value *ProgramLowering::function_arg(int n) {
  if (unit_.kind == ProbeKind::TpBtf) // the context is the tracepoint's arguments, as its BTF type has them
    return load_int(offset(ctx_, 8 * n), 8, false, 8);
  if (unit_.kind == ProbeKind::Fentry || unit_.kind == ProbeKind::Fexit) {
    // The context is an array of u64, one per argument: a typed argument
    // is known to exist and is read directly; arg0..argN may be past the
    // end for some functions of a wildcard, where the helper returns an
    // error and the value stays 0.
    if (unit_.args && n < static_cast<int>(unit_.args->field_names().size()))
      return load_int(offset(ctx_, 8 * n), 8, false, 8);
    Value *dst = zeroed_slot(8);
    call_helper(BPF_FUNC_get_func_arg, b_.getInt64Ty(), {ctx_, i32(n), dst});
    return b_.CreateLoad(b_.getInt64Ty(), dst);
  }
  if (n < 6)
    return load_int(offset(ctx_, kRegOffsets[n]), 8, false, 8);
  // Beyond six, arguments are on the stack above the return address.
  Value *sp = load_int(offset(ctx_, kRegSp), 8, false, 8);
  Value *dst = zeroed_slot(8);
  unsigned helper = reads_user_memory(Type::u64()) ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel;
  call_helper(helper, b_.getInt64Ty(), {dst, i32(8), b_.CreateAdd(sp, i64(8 * (n - 5)))});
  return b_.CreateLoad(b_.getInt64Ty(), dst);
}

Val ProgramLowering::builtin_variable(const ast::Identifier &id, const sema::BuiltinInfo &b) {
  Type t = type_of(&id);
  llvm::Type *i64t = b_.getInt64Ty();
  switch (b.id) {
  case BuiltinId::Pid:
    return {b_.CreateLShr(pid_tgid(), 32), t};
  case BuiltinId::Tid:
    return {b_.CreateAnd(pid_tgid(), i64(0xffffffff)), t};
  case BuiltinId::Uid:
    return {b_.CreateAnd(call_helper(BPF_FUNC_get_current_uid_gid, i64t, {}), i64(0xffffffff)), t};
  case BuiltinId::Gid:
    return {b_.CreateLShr(call_helper(BPF_FUNC_get_current_uid_gid, i64t, {}), 32), t};
  case BuiltinId::Cpu:
    return {b_.CreateZExt(call_helper(BPF_FUNC_get_smp_processor_id, b_.getInt32Ty(), {}), i64t), t};
  case BuiltinId::Nsecs: return {call_helper(BPF_FUNC_ktime_get_ns, i64t, {}), t};
  case BuiltinId::Elapsed:
    return {b_.CreateSub(call_helper(BPF_FUNC_ktime_get_ns, i64t, {}), config_field(kCfgStartNs)), t};
  case BuiltinId::Cgroup: return {call_helper(BPF_FUNC_get_current_cgroup_id, i64t, {}), t};
  case BuiltinId::Comm: {
    Value *p = zeroed_slot(16);
    call_helper(BPF_FUNC_get_current_comm, i64t, {p, i32(16)});
    return {p, t};
  }
  case BuiltinId::Func: {
    if (session_) // the probe name table holds the session's function names from session_names_ on
      return {b_.CreateAdd(session_field(offsetof(struct kt_session_record, frames), 4), i64(session_names_)), t};
    Value *ip = call_helper(BPF_FUNC_get_func_ip, i64t, {ctx_});
    if (!t.is(TypeKind::USym))
      return {ip, t};
    Value *p = slot(16);
    b_.CreateStore(ip, p);
    Value *pid = user_pid();
    // A program on one named function also carries the name, as 1 + its
    // index in the probe name table, above the pid: the runtime prints it
    // without the process's mappings, which are gone when it exits before
    // kt reads them. (Only the name: uprobe and uretprobe on one function
    // give equal values, one map key.)
    const auto &aps = unit_.attach_points;
    if (aps.size() == 1 && !aps[0]->wildcard && !aps[0]->has_address) {
      uint64_t site = ModuleBuilder::intern(m_.manifest.probe_names, aps[0]->func) + 1;
      pid = b_.CreateOr(pid, i64(site << 32));
    }
    b_.CreateStore(pid, offset(p, 8));
    return {p, t};
  }
  case BuiltinId::ProbeName: return probe_name();
  case BuiltinId::ErrorVar: return {failed(nullptr), t};
  case BuiltinId::Duration: return {session_field(offsetof(struct kt_session_record, duration_ns), 8), t};
  case BuiltinId::Retval: {
    if (session_)
      return {session_field(offsetof(struct kt_session_record, result), 8), t};
    if (unit_.retval_size == 0) // a function of a wildcard that returns void
      return {i64(0), t};
    Value *v = return_register();
    // Only the return type's bytes of the register are the value.
    if (unit_.retval_size < 8) {
      Value *n = b_.CreateTrunc(v, b_.getIntNTy(unit_.retval_size * 8));
      v = unit_.retval_signed ? b_.CreateSExt(n, i64t) : b_.CreateZExt(n, i64t);
    }
    return {v, t};
  }
  case BuiltinId::Arg: {
    int n = sema::arg_index(id.name);
    if (unit_.kind == ProbeKind::RawTracepoint) // the context is the tracepoint's u64 arguments
      return {load_int(offset(ctx_, 8 * n), 8, false, 8), t};
    if (unit_.kind == ProbeKind::Usdt) // where the probe's note says the argument is
      return {b_.CreateCall(m_.bpf_helper("kt_usdt_arg"), {ctx_, i64(n)}), t};
    return {function_arg(n), t};
  }
  case BuiltinId::Args: return {ctx_, t};
  case BuiltinId::Curtask: return {call_helper(BPF_FUNC_get_current_task, i64t, {}), t};
  case BuiltinId::KStackVar: return stack(false);
  case BuiltinId::UStackVar: return stack(true);
  case BuiltinId::Cpid: return {config_field(kCfgChildPid), t};
  case BuiltinId::Rand:
    return {b_.CreateZExt(call_helper(BPF_FUNC_get_prandom_u32, b_.getInt32Ty(), {}), i64t), t};
  default: return {i64(0), t};
  }
}

Val ProgramLowering::read_string(const ast::Call &c) {
  Type t = type_of(&c);
  Type at = type_of(c.args[0]);
  if (at.is(TypeKind::String)) {
    Value *p = slot(t.size);
    store(p, expr(c.args[0]), t);
    return {p, t};
  }
  Value *addr = scalar(c.args[0]);
  Value *dst = zeroed_slot(t.size);
  unsigned helper = string_read_helper(at);
  Value *size = i32(t.size);
  if (c.args.size() == 2 && !ast::as<ast::Integer>(c.args[1])) {
    // A run-time length: at most the buffer (and +1 for the NUL).
    Value *n = b_.CreateAdd(scalar(c.args[1]), i64(1));
    Value *small = b_.CreateICmpULT(n, i64(t.size));
    size = b_.CreateTrunc(b_.CreateSelect(small, n, i64(t.size)), b_.getInt32Ty());
  }
  call_helper(helper, b_.getInt64Ty(), {dst, size, addr});
  return {dst, t};
}

Val ProgramLowering::read_buffer(const ast::Call &c) {
  Type t = type_of(&c);
  uint32_t cap = t.size - 4;
  Type at = type_of(c.args[0]);
  Value *addr;
  unsigned helper;
  if (Val{nullptr, at}.in_memory()) {
    // A string or array kt holds (comm, str(), a char[] field): its bytes
    // are in a slot, kernel memory, and there are at most its size.
    cap = std::min(cap, at.size);
    addr = b_.CreatePtrToInt(expr(c.args[0]).v, b_.getInt64Ty());
    helper = BPF_FUNC_probe_read_kernel;
  } else {
    addr = scalar(c.args[0]);
    helper = buffer_read_helper(at);
  }
  Value *n = c.args.size() == 2 ? scalar(c.args[1]) : i64(cap);
  Value *len = b_.CreateSelect(b_.CreateICmpULT(n, i64(cap)), n, i64(cap));
  Value *dst = zeroed_slot(t.size);
  b_.CreateStore(b_.CreateTrunc(len, b_.getInt32Ty()), dst);
  call_helper(helper, b_.getInt64Ty(), {offset(dst, 4), b_.CreateTrunc(len, b_.getInt32Ty()), addr});
  return {dst, t};
}

Val ProgramLowering::builtin_call(const ast::Call &c, const sema::BuiltinInfo &b) {
  Type t = type_of(&c);
  switch (b.id) {
  case BuiltinId::Printf:
    printf_like(c, KT_REC_PRINTF, m_.manifest.printfs);
    return {nullptr, t};
  case BuiltinId::System:
    printf_like(c, KT_REC_SYSTEM, m_.manifest.systems);
    return {nullptr, t};
  case BuiltinId::Cat:
    printf_like(c, KT_REC_CAT, m_.manifest.cats);
    return {nullptr, t};
  case BuiltinId::Print: print(c); return {nullptr, t};
  case BuiltinId::Join: join(c); return {nullptr, t};
  case BuiltinId::Exit: {
    // exit() also ends this probe's run, like return.
    emit_fixed_record(KT_REC_EXIT, 0, {c.args.empty() ? i64(0) : scalar(c.args[0])});
    b_.CreateBr(exit_);
    b_.SetInsertPoint(llvm::BasicBlock::Create(m_.ctx, "after_exit", fn_));
    return {nullptr, t};
  }
  case BuiltinId::Time: {
    std::string fmt = c.args.empty() ? "%H:%M:%S\n" : static_cast<const ast::String *>(c.args[0])->value;
    emit_fixed_record(KT_REC_TIME, ModuleBuilder::intern(m_.manifest.time_formats, fmt), {}, Wakeup::Batched);
    return {nullptr, t};
  }
  case BuiltinId::Clear:
  case BuiltinId::Zero: {
    auto *m = static_cast<const ast::MapRef *>(c.args[0]);
    unsigned kind = b.id == BuiltinId::Clear ? KT_REC_CLEAR : KT_REC_ZERO;
    emit_fixed_record(kind, static_cast<uint32_t>(map_def(m->name).manifest_index), {});
    return {nullptr, t};
  }
  case BuiltinId::Delete: {
    auto *m = static_cast<const ast::MapRef *>(c.args[0]);
    map_delete(*m, c.args.size() == 2 ? c.args[1] : nullptr);
    return {nullptr, t};
  }
  case BuiltinId::Len: return {map_len(*static_cast<const ast::MapRef *>(c.args[0])), t};
  case BuiltinId::HasKey:
    return {has_key(*static_cast<const ast::MapRef *>(c.args[0]), c.args[1]), t};
  case BuiltinId::Error: return {failed(&c.args), t};
  case BuiltinId::Str: return read_string(c);
  case BuiltinId::Buf: return read_buffer(c);
  case BuiltinId::Ksym: return {scalar(c.args[0]), t};
  case BuiltinId::Usym: {
    Value *p = slot(16);
    b_.CreateStore(scalar(c.args[0]), p);
    b_.CreateStore(user_pid(), offset(p, 8));
    return {p, t};
  }
  case BuiltinId::Reg: {
    uint32_t at = *util::pt_reg_offset(static_cast<const ast::String *>(c.args[0])->value);
    return {load_int(offset(ctx_, at), 8, false, 8), t};
  }
  case BuiltinId::Kaddr:
  case BuiltinId::Uaddr: {
    manifest::SymbolAddress a;
    a.kernel = b.id == BuiltinId::Kaddr;
    a.name = static_cast<const ast::String *>(c.args[0])->value;
    const ast::AttachPoint &ap = *unit_.attach_points.front();
    if (!a.kernel) {
      a.binary = ap.target;
      a.relative = (unit_.kind == ProbeKind::Uprobe || unit_.kind == ProbeKind::Uretprobe) &&
                   unit_.attach_points.size() == 1 && !ap.wildcard;
      if (a.relative) {
        a.site = ap.func;
        a.offset = ap.offset;
        a.has_address = ap.has_address;
        a.address = ap.address;
      }
    }
    auto &list = m_.manifest.addresses;
    auto it = std::find_if(list.begin(), list.end(), [&](const manifest::SymbolAddress &x) {
      return x.kernel == a.kernel && x.binary == a.binary && x.name == a.name && x.relative == a.relative &&
             x.site == a.site && x.offset == a.offset && x.has_address == a.has_address && x.address == a.address;
    });
    size_t index = it - list.begin();
    if (it == list.end())
      list.push_back(a);
    Value *slot_value = config_field(static_cast<ConfigField>(manifest::kConfigAddresses + index));
    if (a.relative) // the probed address in this process, plus the symbol's distance from it
      return {b_.CreateAdd(call_helper(BPF_FUNC_get_func_ip, b_.getInt64Ty(), {ctx_}), slot_value), t};
    return {slot_value, t};
  }
  case BuiltinId::Strftime: {
    auto *fmt = static_cast<const ast::String *>(c.args[0]);
    Value *p = slot(16);
    b_.CreateStore(i64(ModuleBuilder::intern(m_.manifest.strftime_formats, fmt->value)), p);
    b_.CreateStore(scalar(c.args[1]), offset(p, 8));
    return {p, t};
  }
  case BuiltinId::Ntop: {
    // {u64 af, u8 addr[16]}: ntop(addr) of an integer is IPv4.
    Value *p = zeroed_slot(24);
    const ast::Expr *addr = c.args.back();
    Type at = type_of(addr);
    Value *af = c.args.size() == 2 ? scalar(c.args[0]) : i64(at.is(TypeKind::Array) && at.size == 16 ? 10 : 2);
    b_.CreateStore(af, p);
    if (at.is(TypeKind::Array) || at.is(TypeKind::String))
      copy(offset(p, 8), expr(addr).v, std::min<uint32_t>(at.size, 16));
    else
      b_.CreateAlignedStore(b_.CreateTrunc(scalar(addr), b_.getInt32Ty()), offset(p, 8), MaybeAlign(1));
    return {p, t};
  }
  case BuiltinId::Signal: {
    auto *name = ast::as<ast::String>(c.args[0]);
    Value *sig = name ? i64(static_cast<uint64_t>(sema::signal_number(name->value))) : scalar(c.args[0]);
    call_helper(BPF_FUNC_send_signal, b_.getInt64Ty(), {b_.CreateTrunc(sig, b_.getInt32Ty())});
    return {nullptr, t};
  }
  case BuiltinId::KStack: return stack(false);
  case BuiltinId::UStack: return stack(true);
  case BuiltinId::Strncmp: {
    Val a = expr(c.args[0]), s = expr(c.args[1]);
    Value *r = b_.CreateCall(m_.bpf_helper("kt_strncmp"),
                             {a.v, i64(a.type.size), s.v, i64(s.type.size), scalar(c.args[2])});
    return {r, t};
  }
  default: return {i64(0), t};
  }
}

} // namespace kt::codegen
