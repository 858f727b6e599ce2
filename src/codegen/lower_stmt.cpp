// lower_to_ir, part 2: statements, assignments and aggregations.
#include <linux/bpf.h>

#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"

namespace kt::codegen {

using namespace llvm;
using sema::TypeKind;

void ProgramLowering::block(const ast::Block *blk) {
  if (!blk)
    return;
  for (const ast::Stmt *s : blk->stmts) {
    if (b_.GetInsertBlock()->getTerminator()) // after break/continue/return
      break;
    stmt(s);
  }
}

void ProgramLowering::stmt(const ast::Stmt *s) {
  size_t mark = slot_mark();
  b_.SetCurrentDebugLocation(m_.debug_loc(s->loc, fn_->getSubprogram()));
  statement(s);
  release_slots(mark);
}

void ProgramLowering::statement(const ast::Stmt *s) {
  using K = ast::NodeKind;
  switch (s->kind) {
  case K::ExprStmt: {
    auto *e = static_cast<const ast::ExprStmt *>(s)->expr;
    expr(e);
    return;
  }
  case K::Assign: assign(*static_cast<const ast::Assign *>(s)); return;
  case K::If: if_stmt(*static_cast<const ast::If *>(s)); return;
  case K::While: while_stmt(*static_cast<const ast::While *>(s)); return;
  case K::ForRange: for_range(*static_cast<const ast::ForRange *>(s)); return;
  case K::Unroll: unroll(*static_cast<const ast::Unroll *>(s)); return;
  case K::Jump: jump(*static_cast<const ast::Jump *>(s)); return;
  case K::Return: ret(*static_cast<const ast::Return *>(s)); return;
  case K::BlockStmt: block(static_cast<const ast::BlockStmt *>(s)->block); return;
  case K::ForMap: for_map(*static_cast<const ast::ForMap *>(s)); return;
  default: return;
  }
}

void ProgramLowering::assign(const ast::Assign &a) {
  if (auto *m = ast::as<ast::MapRef>(a.target)) {
    assign_map(a, *m);
    return;
  }
  auto *var = ast::as<ast::Variable>(a.target);
  const sema::Type &vt = types_.vars.at(var->name);
  Value *dst = variable_slot(var->name, vt);
  if (!a.value) { // `let $v;`: zero at each declaration (in a loop, each round)
    zero(dst, (std::max<uint32_t>(vars_.at(var->name).second.size, 8) + 7) / 8 * 8);
    return;
  }
  if (a.op) {
    Value *old = b_.CreateLoad(b_.getInt64Ty(), dst);
    Value *rhs = pointer_step(vt, *a.op, scalar(a.value));
    Value *v = arith(*a.op, old, rhs, vt.is_signed);
    b_.CreateStore(v, dst);
    return;
  }
  store(dst, expr(a.value), vt);
}

void ProgramLowering::assign_map(const ast::Assign &a, const ast::MapRef &m) {
  const MapDef &def = map_def(m.name);
  if (auto *call = ast::as<ast::Call>(a.value); call && def.agg) {
    lowering_of(*def.agg).aggregate(*this, m, *call);
    return;
  }
  const sema::MapInfo &mi = m_.info.types.maps.at(m.name);
  Value *value;
  if (a.op) {
    // @m[k] OP= v: read (0 when missing), combine, write.
    Value *old = scalar(&m);
    Value *rhs = pointer_step(mi.value, *a.op, scalar(a.value));
    Value *v = arith(*a.op, old, rhs, mi.value.is_signed);
    value = slot(8);
    b_.CreateStore(v, value);
  } else {
    value = to_memory(expr(a.value), mi.value);
  }
  Value *key = map_key(m, def, 0);
  map_write(def, key, value);
}

void ProgramLowering::if_stmt(const ast::If &s) {
  BasicBlock *then_bb = BasicBlock::Create(m_.ctx, "if_then", fn_);
  BasicBlock *else_bb = s.otherwise ? BasicBlock::Create(m_.ctx, "if_else", fn_) : nullptr;
  BasicBlock *done = BasicBlock::Create(m_.ctx, "if_done", fn_);
  b_.CreateCondBr(truth(s.cond), then_bb, else_bb ? else_bb : done);
  b_.SetInsertPoint(then_bb);
  block(s.then);
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(done);
  if (else_bb) {
    b_.SetInsertPoint(else_bb);
    stmt(s.otherwise);
    if (!b_.GetInsertBlock()->getTerminator())
      b_.CreateBr(done);
  }
  b_.SetInsertPoint(done);
}

void ProgramLowering::while_stmt(const ast::While &s) {
  BasicBlock *cond = BasicBlock::Create(m_.ctx, "while_cond", fn_);
  BasicBlock *body = BasicBlock::Create(m_.ctx, "while_body", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "while_done", fn_);
  b_.CreateBr(cond);
  b_.SetInsertPoint(cond);
  b_.CreateCondBr(truth(s.cond), body, done);
  b_.SetInsertPoint(body);
  loops_.push_back({cond, done});
  block(s.body);
  loops_.pop_back();
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(cond);
  b_.SetInsertPoint(done);
}

// The loop counts in a stack slot of its own (a register after LLVM's
// passes), which the verifier follows round by round; each round copies it
// to $i, which may live in scratch memory (see shared_vars_). Assigning to
// $i in the body does not change the rounds.
void ProgramLowering::for_range(const ast::ForRange &s) {
  Value *var = variable_slot(s.var->name, sema::Type::s64());
  Value *counter = stack_slot(8);
  b_.CreateStore(scalar(s.from), counter);
  Value *end = scalar(s.to);
  BasicBlock *cond = BasicBlock::Create(m_.ctx, "for_cond", fn_);
  BasicBlock *body = BasicBlock::Create(m_.ctx, "for_body", fn_);
  BasicBlock *step = BasicBlock::Create(m_.ctx, "for_step", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "for_done", fn_);
  b_.CreateBr(cond);
  b_.SetInsertPoint(cond);
  Value *i = b_.CreateLoad(b_.getInt64Ty(), counter);
  b_.CreateCondBr(b_.CreateICmpSLT(i, end), body, done);
  b_.SetInsertPoint(body);
  b_.CreateStore(i, var);
  loops_.push_back({step, done});
  block(s.body);
  loops_.pop_back();
  if (!b_.GetInsertBlock()->getTerminator())
    b_.CreateBr(step);
  b_.SetInsertPoint(step);
  b_.CreateStore(b_.CreateAdd(b_.CreateLoad(b_.getInt64Ty(), counter), i64(1)), counter);
  b_.CreateBr(cond);
  b_.SetInsertPoint(done);
}

void ProgramLowering::unroll(const ast::Unroll &s) {
  uint64_t n = static_cast<const ast::Integer *>(s.count)->value;
  for (uint64_t i = 0; i < n; i++) {
    if (b_.GetInsertBlock()->getTerminator())
      break;
    block(s.body);
  }
}

void ProgramLowering::jump(const ast::Jump &j) {
  if (loops_.empty())
    return;
  b_.CreateBr(j.jump == ast::Jump::Kind::Break ? loops_.back().second : loops_.back().first);
}

// `return N` (test: and bench: probes): the program's return value, which
// BPF_PROG_TEST_RUN hands kt. The slot is set to 0 first thing, as every
// path to the exit reads it.
void ProgramLowering::ret(const ast::Return &r) {
  if (callback_ctx_) { // in a for-map callback (check_types: without a value)
    ret_from_callback();
    return;
  }
  if (r.value) {
    Value *v = b_.CreateTrunc(scalar(r.value), b_.getInt32Ty());
    if (!ret_code_) {
      IRBuilder<> eb(entry_, entry_->begin());
      ret_code_ = eb.CreateAlloca(b_.getInt32Ty());
      eb.CreateStore(b_.getInt32(0), ret_code_);
    }
    b_.CreateStore(v, ret_code_);
  }
  b_.CreateBr(exit_);
}

} // namespace kt::codegen
