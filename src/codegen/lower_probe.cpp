// lower_to_ir, part 1: one BPF program per unit -- the function, its
// sections, the frame (stack slots, then per-CPU scratch) and the prologue.
#include <linux/bpf.h>

#include <llvm/IR/Intrinsics.h>

#include "bpf/abi/records.h"
#include "btf/btf.h"
#include "manifest/manifest.h"
#include "ast/visitor.h"
#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;
using ast::ProbeKind;

namespace {

// Our own stack slots stay under this, leaving the rest of BPF's 512 bytes
// to LLVM's spills; past it values go to the per-CPU scratch map.
constexpr uint32_t kStackBudget = 256;
// Only values of up to this many bytes (integers, small keys) get stack
// slots at all: strings, tuples, records and map key buffers go to scratch
// memory, so that however many of them an expression holds at once (the
// branches of a string ?:, a tuple of strings as a map key) the stack
// keeps room for LLVM's spills (issue #21: the fuzzer's programs passed
// 512 bytes with 256 of our own).
constexpr uint32_t kLargestStackSlot = 32;

const char *section_for(ProbeKind kind) {
  switch (kind) {
  case ProbeKind::Begin:
  case ProbeKind::End:
  case ProbeKind::Self:
  case ProbeKind::RawTracepoint: return "raw_tp";
  case ProbeKind::Interval:
  case ProbeKind::Profile:
  case ProbeKind::Software:
  case ProbeKind::Hardware:
  case ProbeKind::Watchpoint: return "perf_event";
  // kt runs test: and bench: programs itself with BPF_PROG_TEST_RUN, which
  // for XDP programs can repeat a run and time it (a raw_tp program, as
  // BEGIN is, can do neither), as bpftrace v0.26 does.
  case ProbeKind::Test:
  case ProbeKind::Bench: return "xdp";
  case ProbeKind::Iter: return "iter";
  case ProbeKind::Tracepoint: return "tracepoint";
  case ProbeKind::Kprobe: return "kprobe";
  case ProbeKind::Kretprobe: return "kretprobe";
  case ProbeKind::Uprobe: return "uprobe";
  case ProbeKind::Uretprobe: return "uretprobe";
  case ProbeKind::Usdt: return "usdt";
  case ProbeKind::Fentry: return "fentry";
  case ProbeKind::Fexit: return "fexit";
  case ProbeKind::TpBtf: return "tp_btf";
  default: return "unknown";
  }
}

} // namespace

bool Val::in_memory() const {
  switch (type.kind) {
  case sema::TypeKind::Int:
  case sema::TypeKind::Bool:
  case sema::TypeKind::Pointer:
  case sema::TypeKind::KStack:
  case sema::TypeKind::KSym:
  case sema::TypeKind::Username:
  case sema::TypeKind::Probe:
  case sema::TypeKind::None:
  case sema::TypeKind::Aggregate:
    return false;
  default:
    return true;
  }
}

namespace {

// The variables used inside loops over maps (the loop variables too).
class MapLoopVariables : public ast::Visitor {
public:
  using ast::Visitor::visit;
  std::set<std::string> names;
  void visit(ast::ForMap &n) override {
    depth_++;
    ast::Visitor::visit(n);
    depth_--;
  }
  void visit(ast::Variable &n) override {
    if (depth_)
      names.insert(n.name);
  }

private:
  int depth_ = 0;
};

} // namespace

ProgramLowering::ProgramLowering(ModuleBuilder &m, const sema::Unit &unit, const sema::UnitTypes &types,
                                 Fanout fanout, const MapDef *fanout_map)
    : m_(m), unit_(unit), types_(types), b_(m.ctx), fanout_(fanout), fanout_map_(fanout_map) {
  MapLoopVariables v;
  v.visit(unit.probe->body);
  shared_vars_ = std::move(v.names);
}

Fanout syscall_fanout(const sema::Unit &unit) {
  if (unit.kind != ProbeKind::Tracepoint || unit.args || !unit.tracepoints.empty())
    return Fanout::None;
  bool wildcard = false, enter = true, exit = true;
  for (const ast::AttachPoint *ap : unit.attach_points) {
    if (ap->target != "syscalls")
      return Fanout::None;
    wildcard |= ap->wildcard;
    enter &= ap->func.rfind("sys_enter_", 0) == 0;
    exit &= ap->func.rfind("sys_exit_", 0) == 0;
  }
  if (!wildcard)
    return Fanout::None;
  return enter ? Fanout::SysEnter : exit ? Fanout::SysExit : Fanout::None;
}

bool raw_syscall_tracepoint(const sema::Unit &unit) {
  // One attach point: a raw_tp program gets no attach cookie (the `probe`
  // of several) before Linux 6.10.
  if (unit.kind != ProbeKind::Tracepoint || unit.args || !unit.tracepoints.empty() || unit.attach_points.size() != 1)
    return false;
  const ast::AttachPoint &ap = *unit.attach_points[0];
  return ap.target == "raw_syscalls" && !ap.wildcard && (ap.func == "sys_enter" || ap.func == "sys_exit");
}

// raw_tp sys_enter(struct pt_regs *regs, long id) / sys_exit(regs, long ret):
// keep 64-bit syscalls (syscall trace events ignore compat ones) whose
// number the runtime marked in the fanout map.
void ProgramLowering::fanout_prologue() {
  constexpr uint64_t kOrigAx = KT_PT_REGS_ORIG_AX, kCs = KT_PT_REGS_CS, kUserCs64 = 0x33;
  Type *i64t = b_.getInt64Ty();
  Value *regs = b_.CreateLoad(i64t, ctx_);
  Value *tmp = slot(8);
  call_helper(BPF_FUNC_probe_read_kernel, i64t, {tmp, i32(8), b_.CreateAdd(regs, i64(kCs))});
  Value *cs = b_.CreateAnd(b_.CreateLoad(i64t, tmp), i64(0xffff));
  BasicBlock *native = BasicBlock::Create(m_.ctx, "native_syscall", fn_);
  b_.CreateCondBr(b_.CreateICmpEQ(cs, i64(kUserCs64)), native, exit_);
  b_.SetInsertPoint(native);
  Value *id;
  if (fanout_ == Fanout::SysEnter) {
    id = b_.CreateLoad(i64t, offset(ctx_, 8));
  } else {
    call_helper(BPF_FUNC_probe_read_kernel, i64t, {tmp, i32(8), b_.CreateAdd(regs, i64(kOrigAx))});
    id = b_.CreateLoad(i64t, tmp);
  }
  BasicBlock *in_range = BasicBlock::Create(m_.ctx, "syscall_in_range", fn_);
  b_.CreateCondBr(b_.CreateICmpULT(id, i64(manifest::kMaxSyscalls)), in_range, exit_);
  b_.SetInsertPoint(in_range);
  Value *key = slot(4);
  b_.CreateStore(b_.CreateTrunc(id, b_.getInt32Ty()), key);
  Value *p = call_helper(BPF_FUNC_map_lookup_elem, PointerType::get(m_.ctx, 0), {fanout_map_->global, key});
  BasicBlock *found = BasicBlock::Create(m_.ctx, "syscall_found", fn_);
  b_.CreateCondBr(b_.CreateIsNull(p), exit_, found);
  b_.SetInsertPoint(found);
  Value *v = b_.CreateLoad(i64t, p);
  BasicBlock *wanted = BasicBlock::Create(m_.ctx, "syscall_wanted", fn_);
  b_.CreateCondBr(b_.CreateICmpEQ(v, i64(0)), exit_, wanted);
  b_.SetInsertPoint(wanted);
  fanout_probe_ = b_.CreateSub(v, i64(1));
}

Function *ProgramLowering::lower() {
  begin_function();
  if (unit_.kind != ProbeKind::Entry)
    family_prologues();
  if (fanout_ != Fanout::None)
    fanout_prologue();
  if (kprobe_session())
    session_call_or_return(); // what follows runs at returns
  if (unit_.kind == ProbeKind::Entry)
    session_prologue(); // the session's process passed the filter at its start
  else if (needs_pid_filter())
    pid_filter();
  if (unit_.kind == ProbeKind::Iter)
    iter_prologue();
  if (unit_.probe->predicate) {
    BasicBlock *go = BasicBlock::Create(m_.ctx, "pred_true", fn_);
    b_.CreateCondBr(truth(unit_.probe->predicate), go, exit_);
    b_.SetInsertPoint(go);
  }
  block(unit_.probe->body);
  finish_function();
  return fn_;
}

// What the families the probe uses do first thing, before the -p filter,
// the predicate or a statement runs (a snapshot of the CPU's state that
// kt's own code would disturb).
void ProgramLowering::family_prologues() {
  for (const FamilyLowering &f : family_lowerings())
    if (f.program_start && m_.info.names.uses(*f.sema, unit_.probe))
      f.program_start(*this);
}

Value *ProgramLowering::family_value(const std::string &key) const {
  auto it = family_values_.find(key);
  return it != family_values_.end() && it->second.second == fn_ ? it->second.first : nullptr;
}

void ProgramLowering::set_family_value(const std::string &key, Value *v) { family_values_[key] = {v, fn_}; }

// -p PID: other processes leave at once (kt_config.target_pid, 0 = all).
// The helper call only when there is a pid to compare: without -p the
// prologue is one load and one branch per event.
void ProgramLowering::pid_filter() {
  Value *target = config_field(kCfgTargetPid);
  BasicBlock *check = BasicBlock::Create(m_.ctx, "pid_check", fn_);
  BasicBlock *go = BasicBlock::Create(m_.ctx, "pid_ok", fn_);
  b_.CreateCondBr(b_.CreateICmpEQ(target, i64(0)), go, check);
  b_.SetInsertPoint(check);
  Value *tgid = b_.CreateLShr(call_helper(BPF_FUNC_get_current_pid_tgid, b_.getInt64Ty(), {}), 32);
  b_.CreateCondBr(b_.CreateICmpNE(tgid, target), exit_, go);
  b_.SetInsertPoint(go);
}

// An iterator's last call, when the iteration stops, passes its objects as
// NULL (the kernel's seq_ops stop(): bpf_iter__task's task, bpf_iter__
// bpf_map_elem's key and value, ...): that call leaves at once, so the body
// runs once per object. The pointers are the context's members after
// `meta`, read directly (the verifier's ctx access at their offsets).
void ProgramLowering::iter_prologue() {
  auto rec = m_.info.names.records->find(std::string(btf::kIteratorPrefix) + unit_.attach_points[0]->func, false);
  if (!rec)
    return;
  for (const std::string &name : rec->field_names()) {
    auto f = rec->field(name);
    if (!f || name == "meta" || !f->type.is(sema::TypeKind::Pointer) || f->offset % 8)
      continue;
    Value *p = b_.CreateAlignedLoad(b_.getInt64Ty(), offset(ctx_, f->offset), Align(8));
    BasicBlock *present = BasicBlock::Create(m_.ctx, "iter_" + name, fn_);
    b_.CreateCondBr(b_.CreateICmpEQ(p, i64(0)), exit_, present);
    b_.SetInsertPoint(present);
    iter_objects_[name] = p;
  }
}

bool ProgramLowering::needs_pid_filter() const {
  switch (unit_.kind) {
  case ProbeKind::Begin:
  case ProbeKind::End:
  case ProbeKind::Self:
  case ProbeKind::Test:
  case ProbeKind::Bench:
  case ProbeKind::Iter: // runs in kt's read(); -p chooses the tasks iterated instead (runtime/iterators.cpp)
  case ProbeKind::Interval: return false;
  default: return true;
  }
}

void ProgramLowering::begin_function() {
  auto *fty = FunctionType::get(b_.getInt32Ty(), {PointerType::get(m_.ctx, 0)}, false);
  std::string name = fanout_ != Fanout::None ? unit_.name + "_sc" : session_call_ ? unit_.name + "_call" : unit_.name;
  fn_ = Function::Create(fty, GlobalValue::ExternalLinkage, name, *m_.module);
  std::string section = fanout_ == Fanout::None && !raw_syscall_tracepoint(unit_) ? section_for(unit_.kind) : "raw_tp";
  if (unit_.kind == ProbeKind::Entry) // a session: uprobes or kprobes on its functions
    section = user_session() ? (session_call_ ? "uprobe" : "uretprobe")
                             : (session_call_ || kprobe_session() ? "kprobe" : "kretprobe");
  // fentry/fexit programs are loaded against one kernel function: libbpf
  // finds its BTF id from the section name. A program for several
  // functions gets its first one from the runtime, and copies for the rest.
  if ((unit_.kind == ProbeKind::Fentry || unit_.kind == ProbeKind::Fexit) && unit_.functions.size() == 1)
    section += "/" + unit_.functions[0].name;
  // tp_btf: the same for the kernel's tracepoints (libbpf looks for
  // btf_trace_NAME in vmlinux); a module's gets its target from the runtime.
  if (unit_.kind == ProbeKind::TpBtf && unit_.functions[0].module.empty())
    section += "/" + unit_.functions[0].name;
  // iter/NAME: libbpf loads it against the kernel's bpf_iter_NAME.
  if (unit_.kind == ProbeKind::Iter)
    section += "/" + unit_.attach_points[0]->func;
  fn_->setSection(section);
  fn_->addFnAttr(Attribute::NoUnwind);
  ctx_ = fn_->getArg(0);
  ctx_->setName("ctx");
  // The context is 8-byte aligned: said, LLVM loads its 8-byte fields with
  // one instruction instead of eight byte loads and shifts (BPF has no
  // unaligned access, so a load of unknown alignment is split).
  fn_->addParamAttr(0, Attribute::getWithAlignment(m_.ctx, Align(8)));
  m_.describe_function(fn_);
  b_.SetCurrentDebugLocation(m_.debug_loc(unit_.probe->loc, fn_->getSubprogram()));
  entry_ = BasicBlock::Create(m_.ctx, "entry", fn_);
  init_ = BasicBlock::Create(m_.ctx, "init", fn_);
  BasicBlock *body = BasicBlock::Create(m_.ctx, "body", fn_);
  exit_ = BasicBlock::Create(m_.ctx, "exit");
  pid_tgid_ = nullptr;
  family_values_.clear();
  taken_.clear();
  free_.clear();
  b_.SetInsertPoint(body);
}

void ProgramLowering::finish_function() {
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(exit_);
  exit_->insertInto(fn_);
  b_.SetInsertPoint(exit_);
  // No test of the tally before adding it: a branch on it would make the
  // verifier track its exact value through every write, and a long probe
  // would exhaust it; kt_lost is a per-CPU array, whose lookup the
  // verifier inlines.
  for (auto [counter, tally] : tallies_)
    count_lost(counter, b_.CreateLoad(b_.getInt64Ty(), tally, true));
  tallies_.clear();
  b_.CreateRet(ret_code_ ? static_cast<Value *>(b_.CreateLoad(b_.getInt32Ty(), ret_code_)) : b_.getInt32(0));
  ret_code_ = nullptr;

  // The prologue: when the program uses scratch memory, find this CPU's
  // area first (and leave if the lookup fails, as the verifier demands);
  // then `init` sets up variables, then the body.
  BasicBlock *body = init_->getNextNode();
  b_.SetInsertPoint(entry_);
  if (scratch_base_)
    b_.CreateCondBr(b_.CreateICmpEQ(scratch_base_, ConstantPointerNull::get(PointerType::get(m_.ctx, 0))),
                    exit_, init_);
  else
    b_.CreateBr(init_);
  b_.SetInsertPoint(init_);
  b_.CreateBr(body);
  m_.scratch_size = std::max(m_.scratch_size, scratch_used_);
}

Value *ProgramLowering::scratch_base() {
  if (!scratch_base_) {
    // Inserted into the prologue, which has no terminator until the end.
    IRBuilder<> eb(entry_);
    // This program's own entry (ModuleBuilder::scratch_entries); a
    // map-loop callback of the program uses the program's.
    if (!scratch_entry_)
      scratch_entry_ = m_.scratch_entries++;
    AllocaInst *key = eb.CreateAlloca(b_.getInt32Ty());
    eb.CreateStore(b_.getInt32(*scratch_entry_), key);
    MapDef &scratch = m_.scratch_map();
    auto *fty = FunctionType::get(PointerType::get(m_.ctx, 0), {PointerType::get(m_.ctx, 0), key->getType()}, false);
    Value *callee = ConstantExpr::getIntToPtr(eb.getInt64(BPF_FUNC_map_lookup_elem), PointerType::get(m_.ctx, 0));
    CallInst *call = eb.CreateCall(fty, callee, {scratch.global, key}, "scratch");
    // Map values are 8-byte aligned, and so is every slot in this one:
    // copies to and from them can move 8 bytes at a time.
    call->addRetAttr(Attribute::getWithAlignment(m_.ctx, Align(8)));
    scratch_base_ = call;
  }
  return scratch_base_;
}

Value *ProgramLowering::reuse_slot(uint32_t size, bool stack_only) {
  auto it = std::find_if(free_.begin(), free_.end(),
                         [&](const Slot &f) { return f.size == size && (f.stack || !stack_only); });
  if (it == free_.end())
    return nullptr;
  taken_.push_back(*it);
  free_.erase(it);
  if (Value *a = taken_.back().stack)
    return a;
  return b_.CreateInBoundsGEP(b_.getInt8Ty(), scratch_base(), b_.getInt64(taken_.back().offset));
}

Value *ProgramLowering::stack_slot(uint32_t size, bool permanent) {
  size = (size + 7) / 8 * 8;
  if (!permanent)
    if (Value *a = reuse_slot(size, true))
      return a;
  stack_used_ += size;
  IRBuilder<> eb(entry_, entry_->begin());
  AllocaInst *a = eb.CreateAlloca(ArrayType::get(b_.getInt8Ty(), size));
  a->setAlignment(Align(8));
  if (!permanent)
    taken_.push_back({size, a, 0});
  return a;
}

void ProgramLowering::release_slots(size_t mark) {
  for (size_t i = mark; i < taken_.size(); i++)
    free_.push_back(taken_[i]);
  taken_.resize(std::min(mark, taken_.size()));
}

// A slot of `size` bytes: a released slot of that size, a new stack slot
// for a small value while the stack budget lasts, else scratch memory. `at` (a builder in
// `init`) asks for a variable's slot, which is never released.
Value *ProgramLowering::slot(uint32_t size, IRBuilder<> *at) {
  size = (size + 7) / 8 * 8;
  if (!at)
    if (Value *a = reuse_slot(size))
      return a;
  if (size <= kLargestStackSlot && stack_used_ + size <= kStackBudget)
    return stack_slot(size, at != nullptr);
  IRBuilder<> &ib = at ? *at : b_;
  Value *p = ib.CreateInBoundsGEP(b_.getInt8Ty(), scratch_base(), ib.getInt64(scratch_used_));
  if (!at)
    taken_.push_back({size, nullptr, scratch_used_});
  scratch_used_ += size;
  return p;
}

Value *ProgramLowering::zeroed_slot(uint32_t size) {
  Value *p = slot(size);
  zero(p, size);
  return p;
}

void ProgramLowering::zero(Value *ptr, uint32_t size) {
  // memset.inline: the BPF backend expands a plain memset in stores only up
  // to 128 of them (bytes, at alignment 1) and calls memset() past that,
  // which BPF cannot: "A call to built-in function 'memset' is not
  // supported" (a 1024-byte string with max_strlen = 1024).
  if (size)
    b_.CreateMemSetInline(ptr, MaybeAlign(1), b_.getInt8(0), b_.getInt64(size));
}

void ProgramLowering::copy(Value *dst, Value *src, uint32_t size) {
  // memcpy.inline: LLVM's memcpy optimizer turns a copy of a copy into a
  // memmove when it cannot tell the ends apart (a stack slot and a map
  // value), and BPF expands a memmove by loading every byte before storing
  // any: a 64-byte string then spills past the 512-byte stack. It never
  // makes a memmove of an inline copy.
  if (size)
    b_.CreateMemCpyInline(dst, MaybeAlign(1), src, MaybeAlign(1), b_.getInt64(size));
}

Value *ProgramLowering::offset(Value *ptr, uint64_t bytes) {
  if (!bytes)
    return ptr;
  return b_.CreateInBoundsGEP(b_.getInt8Ty(), ptr, b_.getInt64(bytes));
}

Value *ProgramLowering::call_helper(unsigned id, Type *ret, std::vector<Value *> args) {
  std::vector<Type *> types;
  for (Value *a : args)
    types.push_back(a->getType());
  auto *fty = FunctionType::get(ret, types, false);
  Value *callee = ConstantExpr::getIntToPtr(b_.getInt64(id), PointerType::get(m_.ctx, 0));
  CallInst *call = b_.CreateCall(fty, callee, args);
  // Pointers from helpers (map values, ring-buffer space) are 8-byte
  // aligned: loads through them need not be split into bytes.
  if (ret->isPointerTy())
    call->addRetAttr(Attribute::getWithAlignment(m_.ctx, Align(8)));
  return call;
}

// The process and thread ids are the same all through one run of the
// program: one helper call in `init` serves every pid, tid, ustack and
// usym of the body (LLVM cannot merge helper calls itself).
Value *ProgramLowering::pid_tgid() {
  if (!pid_tgid_) {
    IRBuilder<>::InsertPointGuard keep(b_);
    b_.SetInsertPoint(init_);
    pid_tgid_ = call_helper(BPF_FUNC_get_current_pid_tgid, b_.getInt64Ty(), {});
  }
  return pid_tgid_;
}

Value *ProgramLowering::config_field(ConfigField f) {
  // A volatile load: the value is set by the runtime just before load, and
  // the verifier (not LLVM) folds it as a constant.
  Value *p = b_.CreateConstInBoundsGEP2_64(m_.config->getValueType(), m_.config, 0, f);
  return b_.CreateAlignedLoad(b_.getInt64Ty(), p, MaybeAlign(8), true);
}

// A failed map update or ring-buffer write is counted without a branch:
// the function adds it to a per-run tally (a slot zeroed in `init`), and
// the exit block adds the tallies to kt_lost once. The helpers return 0 or
// a negative errno, so the sign bit is the failure: `err != 0` would be a
// select, which BPF (no conditional moves) turns into a branch diamond per
// write (2/3 of the time to compile 2,000 map stores). A branch per write
// put the rare counting code at the end of the function, out of reach of
// BPF's 16-bit jumps in long probes. Map-loop callbacks, whose exits
// differ, count on the spot.
void ProgramLowering::count_failure(Value *err, uint32_t counter, const char *failed_name, const char *done_name) {
  if (!in_callback_) {
    auto [it, fresh] = tallies_.try_emplace(counter, nullptr);
    if (fresh) {
      it->second = stack_slot(8, true);
      IRBuilder<> ib(init_);
      ib.CreateStore(ib.getInt64(0), it->second, true);
    }
    // Volatile: kept in its slot, or LLVM would keep every write's result
    // live to sum them at the end, past the 512-byte stack.
    Value *n = b_.CreateLoad(b_.getInt64Ty(), it->second, true);
    b_.CreateStore(b_.CreateAdd(n, b_.CreateLShr(err, 63)), it->second, true);
    return;
  }
  BasicBlock *on_failure = BasicBlock::Create(m_.ctx, failed_name, fn_);
  BasicBlock *after = BasicBlock::Create(m_.ctx, done_name, fn_);
  b_.CreateCondBr(b_.CreateICmpNE(err, i64(0)), on_failure, after);
  b_.SetInsertPoint(on_failure);
  count_lost(counter);
  b_.CreateBr(after);
  b_.SetInsertPoint(after);
}

void ProgramLowering::count_lost(uint32_t counter, Value *amount) {
  Value *key = slot(4);
  b_.CreateStore(b_.getInt32(counter), key);
  Value *p = call_helper(BPF_FUNC_map_lookup_elem, PointerType::get(m_.ctx, 0), {m_.lost.global, key});
  BasicBlock *inc = BasicBlock::Create(m_.ctx, "lost_inc", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "lost_done", fn_);
  b_.CreateCondBr(b_.CreateIsNull(p), done, inc);
  b_.SetInsertPoint(inc);
  b_.CreateStore(b_.CreateAdd(b_.CreateLoad(b_.getInt64Ty(), p), amount ? amount : i64(1)), p);
  b_.CreateBr(done);
  b_.SetInsertPoint(done);
}

} // namespace kt::codegen
