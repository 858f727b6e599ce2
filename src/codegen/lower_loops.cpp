// lower_to_ir, part 7: `for ($kv : @map)` and len(@map), through the
// kernel's bpf_for_each_map_elem: the loop body (or a counter) becomes a
// callback function, called once per element. A loop body is a separate
// BPF function, so the unit keeps its variables in per-CPU scratch memory
// at fixed offsets, where both functions find them (BPF programs do not
// migrate between CPUs while they run); the probe's context reaches the
// callback through the callback's context argument.
#include <linux/bpf.h>

#include "ast/visitor.h"
#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;
using sema::Type;

ProgramLowering::Frame ProgramLowering::save_frame() {
  return {fn_,         ctx_,   entry_, init_, exit_, scratch_base_, stack_used_, vars_,
          loops_,      b_.GetInsertBlock(), in_callback_, callback_ctx_, callback_stop_, pid_tgid_,
          taken_,      free_};
}

void ProgramLowering::restore_frame(Frame f) {
  fn_ = f.fn;
  ctx_ = f.ctx;
  entry_ = f.entry;
  init_ = f.init;
  exit_ = f.exit;
  scratch_base_ = f.scratch_base;
  stack_used_ = f.stack_used;
  vars_ = std::move(f.vars);
  loops_ = std::move(f.loops);
  in_callback_ = f.in_callback;
  callback_ctx_ = f.callback_ctx;
  callback_stop_ = f.callback_stop;
  pid_tgid_ = f.pid_tgid;
  taken_ = std::move(f.taken);
  free_ = std::move(f.free);
  b_.SetInsertPoint(f.insert);
  b_.SetCurrentDebugLocation(m_.debug_loc(unit_.probe->loc, fn_->getSubprogram()));
}

namespace {

// long callback(struct bpf_map *map, void *key, void *value, void *ctx)
Function *make_callback(ModuleBuilder &m, const std::string &name) {
  llvm::Type *ptr = PointerType::get(m.ctx, 0);
  auto *fty = FunctionType::get(llvm::Type::getInt64Ty(m.ctx), {ptr, ptr, ptr, ptr}, false);
  Function *fn = Function::Create(fty, GlobalValue::InternalLinkage, name, *m.module);
  fn->addFnAttr(Attribute::NoUnwind);
  fn->addFnAttr(Attribute::NoInline);
  for (unsigned i = 1; i < 3; i++) // key and value: map memory, 8-byte aligned
    fn->addParamAttr(i, Attribute::getWithAlignment(m.ctx, Align(8)));
  m.describe_callback(fn);
  return fn;
}

// Whether a loop's body has a `return` (in a nested loop too).
bool has_return(const ast::Node *body) {
  struct Finder : ast::Visitor {
    bool found = false;
    using ast::Visitor::visit;
    void visit(ast::Return &) override { found = true; }
  } f;
  f.visit(const_cast<ast::Node *>(body));
  return f.found;
}

} // namespace

// A `return` in the body (bpftrace v0.26) sets the flag after the probe's
// context in the callback's context and stops the iteration; after the
// loop the probe returns when the flag is set (a loop in a callback passes
// it on to its own caller).
void ProgramLowering::ret_from_callback() {
  b_.CreateStore(i64(1), offset(callback_ctx_, 8));
  b_.CreateBr(callback_stop_);
}

void ProgramLowering::for_map(const ast::ForMap &s) {
  const MapDef &def = map_def(s.map->name);
  const sema::MapInfo &mi = m_.info.types.maps.at(s.map->name);
  // The probe's copies of the shared variables go to scratch memory for
  // the body, and come back after the loop. (A callback's own variables
  // already live there.) Kept in stack slots otherwise, they stay known to
  // the verifier: a while loop on one of them is walked as a loop, not
  // read back from a map value as an unknown round after round.
  std::vector<std::tuple<Value *, Value *, uint32_t>> handoff; // probe slot, scratch place, size
  if (!in_callback_) {
    for (const std::string &name : shared_vars_) {
      auto vt = types_.vars.find(name);
      if (vt == types_.vars.end())
        continue;
      Value *mine = variable_slot(name, vt->second);
      const Type &stored = vars_.at(name).second;
      uint32_t size = (std::max<uint32_t>(stored.size, 8) + 7) / 8 * 8;
      Value *there = offset(scratch_base(), shared_offsets_.at(name));
      copy(there, mine, size);
      handoff.emplace_back(mine, there, size);
    }
  }
  // The callback's context: the probe's context pointer, on the stack, and
  // the flag a `return` in the body sets.
  bool returns = has_return(s.body);
  Value *ctx_slot = stack_slot(returns ? 16 : 8);
  b_.CreateStore(ctx_, ctx_slot);
  if (returns)
    b_.CreateStore(i64(0), offset(ctx_slot, 8));
  Frame caller = save_frame();

  fn_ = make_callback(m_, unit_.name + "_for" + std::to_string(callbacks_++));
  in_callback_ = true;
  vars_.clear();
  loops_.clear();
  scratch_base_ = nullptr;
  pid_tgid_ = nullptr;
  taken_.clear();
  free_.clear();
  stack_used_ = 0;
  entry_ = BasicBlock::Create(m_.ctx, "entry", fn_);
  init_ = BasicBlock::Create(m_.ctx, "init", fn_);
  BasicBlock *body = BasicBlock::Create(m_.ctx, "body", fn_);
  exit_ = BasicBlock::Create(m_.ctx, "next"); // return 0: go on
  BasicBlock *stop = BasicBlock::Create(m_.ctx, "stop");
  b_.SetCurrentDebugLocation(m_.debug_loc(s.loc, fn_->getSubprogram()));
  b_.SetInsertPoint(body);
  ctx_ = b_.CreateLoad(PointerType::get(m_.ctx, 0), fn_->getArg(3));
  // A session probe's body reads the session (retval, duration, error,
  // stack()) through the pointer kt_session_exit returned in the probe's
  // function: the callback looks the thread's session up again.
  Value *probe_session = session_;
  if (session_) {
    session_ = b_.CreateCall(m_.bpf_helper("kt_session_current"), {}, "session");
    BasicBlock *found = BasicBlock::Create(m_.ctx, "session_found", fn_);
    b_.CreateCondBr(b_.CreateIsNull(session_), exit_, found);
    b_.SetInsertPoint(found);
  }

  // $kv = (key, value)
  const Type &kv = types_.vars.at(s.var->name);
  Value *kv_slot = variable_slot(s.var->name, kv);
  auto offs = kv.tuple_offsets();
  Type key_t = mi.key.is_none() ? Type::s64() : mi.key;
  store(offset(kv_slot, offs[0]), load(fn_->getArg(1), key_t), kv.elems[0]);
  if (mi.value.is(sema::TypeKind::Aggregate)) {
    // count, sum, min, max, avg: the value is this CPU's part; read the
    // element's whole value as any read of it does (bpftrace v0.26).
    Value *key = slot(def.key_size);
    copy(key, fn_->getArg(1), def.key_size);
    Value *v = lowering_of(*mi.value.builtin).read(*this, def, key);
    store(offset(kv_slot, offs[1]), {v, kv.elems[1]}, kv.elems[1]);
  } else {
    store(offset(kv_slot, offs[1]), load(fn_->getArg(2), mi.value), kv.elems[1]);
  }

  callback_ctx_ = returns ? fn_->getArg(3) : nullptr;
  callback_stop_ = returns ? stop : nullptr;
  loops_.push_back({exit_, stop});
  block(s.body);
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(exit_);
  exit_->insertInto(fn_);
  b_.SetInsertPoint(exit_);
  b_.CreateRet(i64(0));
  stop->insertInto(fn_);
  b_.SetInsertPoint(stop);
  b_.CreateRet(i64(1));
  b_.SetInsertPoint(entry_);
  if (scratch_base_)
    b_.CreateCondBr(b_.CreateIsNull(scratch_base_), exit_, init_);
  else
    b_.CreateBr(init_);
  b_.SetInsertPoint(init_);
  b_.CreateBr(body);
  Function *callback = fn_;
  restore_frame(std::move(caller));
  session_ = probe_session;

  call_helper(BPF_FUNC_for_each_map_elem, b_.getInt64Ty(), {def.global, callback, ctx_slot, i64(0)});
  for (auto &[mine, there, size] : handoff)
    copy(mine, there, size);
  if (returns) {
    BasicBlock *returned = BasicBlock::Create(m_.ctx, "for_returned", fn_);
    BasicBlock *after = BasicBlock::Create(m_.ctx, "for_after", fn_);
    b_.CreateCondBr(b_.CreateICmpNE(load_int(offset(ctx_slot, 8), 8, false, 8), i64(0)), returned, after);
    b_.SetInsertPoint(returned);
    if (callback_ctx_)
      ret_from_callback();
    else
      b_.CreateBr(exit_);
    b_.SetInsertPoint(after);
  }
}

// bpf_for_each_map_elem returns how many elements it visited: with a
// callback that always goes on, that is the map's length. Counting in the
// callback instead (++*n on the caller's stack) made the verifier, which
// walks a callback like a loop body, follow n = 0, 1, 2, ... precisely
// once the count was compared (len(@m) > 0), until "program is too large".
Value *ProgramLowering::map_len(const ast::MapRef &m) {
  Function *&count = m_.count_callback;
  if (!count) {
    // long kt_count_elements(map, key, value, ctx) { return 0; }
    count = make_callback(m_, "kt_count_elements");
    IRBuilder<> cb(BasicBlock::Create(m_.ctx, "entry", count));
    cb.SetCurrentDebugLocation(DILocation::get(m_.ctx, 0, 0, count->getSubprogram()));
    cb.CreateRet(cb.getInt64(0));
  }
  Value *n = call_helper(BPF_FUNC_for_each_map_elem, b_.getInt64Ty(),
                         {map_def(m.name).global, count, ConstantPointerNull::get(PointerType::get(m_.ctx, 0)), i64(0)});
  // A negative error (bad flags) cannot happen here; keep len() >= 0 anyway.
  return b_.CreateSelect(b_.CreateICmpSLT(n, i64(0)), i64(0), n);
}

} // namespace kt::codegen
