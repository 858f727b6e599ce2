// lower_to_ir, part 3: expressions, and moving values between registers
// and memory.
#include <linux/bpf.h>

#include "codegen/builtins/lowering.h"
#include "codegen/lower.h"
#include "sema/constants.h"
#include "sema/infer_types.h"

namespace kt::codegen {

using namespace llvm;
using sema::Type;
using sema::TypeKind;

Type ProgramLowering::type_of(const ast::Expr *e) const { return types_.of(e); }

// A builtin variable or call, by its family's lowering.
Val ProgramLowering::builtin(const ast::Expr &e) {
  const BuiltinLowering &l = lowering_of(*m_.info.names.builtin(&e));
  Val v = l.lower ? l.lower(*this, e) : Val{}; // print-only values lower inside print()
  if (!v.v) // a statement: no value
    v.type = type_of(&e);
  return v;
}

Value *ProgramLowering::load_int(Value *ptr, uint32_t size, bool is_signed, uint32_t align) {
  if (size == 0 || size > 8)
    size = 8;
  Value *v = b_.CreateAlignedLoad(b_.getIntNTy(size * 8), ptr, MaybeAlign(align));
  if (size == 8)
    return v;
  return is_signed ? b_.CreateSExt(v, b_.getInt64Ty()) : b_.CreateZExt(v, b_.getInt64Ty());
}

Val ProgramLowering::load(Value *src, const Type &t) {
  switch (t.kind) {
  case TypeKind::Int: return {load_int(src, t.size, t.is_signed), t};
  case TypeKind::Bool: return {load_int(src, 1, false), t};
  case TypeKind::Pointer:
  case TypeKind::KStack:
  case TypeKind::KSym:
  case TypeKind::Username:
  case TypeKind::Probe: return {load_int(src, 8, false), t};
  default: return {src, t};
  }
}

void ProgramLowering::store(Value *dst, const Val &v, const Type &as) {
  switch (as.kind) {
  case TypeKind::Int:
  case TypeKind::Bool: {
    uint32_t size = as.kind == TypeKind::Bool ? 1 : as.size;
    Value *x = v.in_memory() ? i64(0) : v.v;
    if (x->getType() != b_.getInt64Ty())
      x = b_.CreateZExtOrTrunc(x, b_.getInt64Ty());
    if (as.kind == TypeKind::Bool)
      x = b_.CreateZExt(b_.CreateICmpNE(x, i64(0)), b_.getInt64Ty());
    b_.CreateAlignedStore(b_.CreateTrunc(x, b_.getIntNTy(size * 8)), dst, MaybeAlign(1));
    return;
  }
  case TypeKind::Pointer:
  case TypeKind::KStack:
  case TypeKind::KSym:
  case TypeKind::Username:
  case TypeKind::Probe:
    b_.CreateAlignedStore(v.in_memory() ? i64(0) : v.v, dst, MaybeAlign(1));
    return;
  case TypeKind::String:
  case TypeKind::Buffer: {
    uint32_t n = std::min(v.type.size, as.size);
    if (!v.in_memory()) {
      zero(dst, as.size);
      return;
    }
    if (as.kind == TypeKind::String && v.type.size > as.size) {
      // Truncate, keeping the terminating NUL.
      copy(dst, v.v, as.size - 1);
      b_.CreateStore(b_.getInt8(0), offset(dst, as.size - 1));
      return;
    }
    // The value's whole words are copied, its last partial word stored
    // as a whole word with zeroes after the value's bytes, and the rest
    // zeroed from there: every store then starts at a word. (Zeroing the
    // padding from the value's end, an odd offset, is a store per byte,
    // and a string literal widened to a 128-byte string took LLVM's store
    // merging 15 ms to compile.)
    uint32_t whole = n / 8 * 8;
    copy(dst, v.v, whole);
    uint32_t done = whole;
    if (n > whole && as.size >= whole + 8) {
      Value *tail = b_.CreateAlignedLoad(b_.getIntNTy((n - whole) * 8), offset(v.v, whole), MaybeAlign(1));
      b_.CreateAlignedStore(b_.CreateZExt(tail, b_.getInt64Ty()), offset(dst, whole), MaybeAlign(1));
      done = whole + 8;
    } else if (n > whole) {
      copy(offset(dst, whole), offset(v.v, whole), n - whole);
      done = n;
    }
    if (as.size > done)
      zero(offset(dst, done), as.size - done);
    return;
  }
  case TypeKind::Tuple: {
    if (!v.type.is(TypeKind::Tuple) || v.type.elems.size() != as.elems.size()) {
      zero(dst, as.size);
      return;
    }
    auto from = v.type.tuple_offsets(), to = as.tuple_offsets();
    zero(dst, as.size); // padding bytes too: tuples are map keys
    for (size_t i = 0; i < as.elems.size(); i++) {
      // A record's fields by name: the value may have them in another order.
      size_t j = as.is_named_tuple() ? v.type.elem_index(as.names[i]).value_or(i) : i;
      store(offset(dst, to[i]), load(offset(v.v, from[j]), v.type.elems[j]), as.elems[i]);
    }
    return;
  }
  default:
    if (v.in_memory())
      copy(dst, v.v, std::min(v.type.size, as.size));
    else
      b_.CreateAlignedStore(v.v, dst, MaybeAlign(1));
    return;
  }
}

Value *ProgramLowering::to_memory(const Val &v, const Type &as) {
  if (v.in_memory() && v.type == as)
    return v.v;
  Value *p = slot(as.size ? as.size : 8);
  store(p, v, as);
  return p;
}

Value *ProgramLowering::scalar(const ast::Expr *e) { return scalar(expr(e)); }

Value *ProgramLowering::scalar(const Val &v) {
  if (v.in_memory() || !v.v)
    return i64(0);
  if (v.v->getType() != b_.getInt64Ty())
    return b_.CreateZExtOrTrunc(v.v, b_.getInt64Ty());
  return v.v;
}

Value *ProgramLowering::truth(const ast::Expr *e) { return b_.CreateICmpNE(scalar(e), i64(0)); }

Val ProgramLowering::string_literal(const std::string &s, uint32_t size) {
  // Stored as immediates: no read-only data section needed.
  Value *p = slot(size);
  store_string(p, s, size);
  return {p, Type::string(size)};
}

void ProgramLowering::store_string(Value *dst, const std::string &s, uint32_t size, bool zeroed) {
  uint32_t end = zeroed ? std::min<uint32_t>(size, static_cast<uint32_t>(s.size())) : size;
  for (uint32_t i = 0; i < end; i += 8) {
    uint64_t word = 0;
    for (uint32_t j = 0; j < 8 && i + j < size; j++)
      if (i + j < s.size())
        word |= uint64_t(static_cast<unsigned char>(s[i + j])) << (8 * j);
    uint32_t n = std::min<uint32_t>(8, size - i);
    b_.CreateAlignedStore(b_.getIntN(n * 8, word), offset(dst, i), MaybeAlign(1));
  }
}

// A variable's address is computed, and the variable zeroed, in the init
// block, so that every path through the body sees it. A variable a loop
// over a map uses (shared_vars_) also has a place in scratch memory: the
// loop body (a callback) uses it there, the probe keeps its own slot and
// copies it there and back around the loop (for_map).
Value *ProgramLowering::variable_slot(const std::string &name, const Type &t) {
  auto it = vars_.find(name);
  if (it != vars_.end())
    return it->second.first;
  Type stored = sema::widened(t);
  uint32_t size = (std::max<uint32_t>(stored.size, 8) + 7) / 8 * 8;
  IRBuilder<> ib(init_);
  ib.SetCurrentDebugLocation(b_.getCurrentDebugLocation());
  Value *p;
  if (shared_vars_.count(name)) {
    auto [off, fresh] = shared_offsets_.try_emplace(name, scratch_used_);
    if (fresh)
      scratch_used_ += size;
  }
  if (shared_vars_.count(name) && in_callback_) {
    p = ib.CreateInBoundsGEP(b_.getInt8Ty(), scratch_base(), ib.getInt64(shared_offsets_.at(name)));
  } else {
    p = slot(size, &ib);
    ib.CreateMemSetInline(p, MaybeAlign(1), ib.getInt8(0), ib.getInt64(size));
  }
  vars_[name] = {p, stored};
  return p;
}

Val ProgramLowering::variable_ref(const std::string &name) {
  auto it = vars_.find(name);
  if (it == vars_.end()) {
    auto vt = types_.vars.find(name);
    Type t = vt == types_.vars.end() ? Type::s64() : vt->second;
    variable_slot(name, t);
    it = vars_.find(name);
  }
  return load(it->second.first, it->second.second);
}

// Each expression's code carries its place; its parent's code after it
// carries the parent's again.
Val ProgramLowering::expr(const ast::Expr *e) {
  DebugLoc outer = b_.getCurrentDebugLocation();
  b_.SetCurrentDebugLocation(m_.debug_loc(e->loc, fn_->getSubprogram()));
  Val v = expression(e);
  b_.SetCurrentDebugLocation(outer);
  return v;
}

Val ProgramLowering::expression(const ast::Expr *e) {
  using K = ast::NodeKind;
  Type t = type_of(e);
  switch (e->kind) {
  case K::Integer: return {i64(static_cast<const ast::Integer *>(e)->value), t};
  case K::String: {
    auto *s = static_cast<const ast::String *>(e);
    return string_literal(s->value, t.size);
  }
  case K::Boolean: return {i64(static_cast<const ast::Boolean *>(e)->value), t};
  case K::Identifier: {
    auto *id = static_cast<const ast::Identifier *>(e);
    if (auto c = m_.info.names.constants.find(id); c != m_.info.names.constants.end())
      return {i64(static_cast<uint64_t>(c->second.value)), t};
    return builtin(*e);
  }
  case K::PositionalParam: {
    auto *p = static_cast<const ast::PositionalParam *>(e);
    const auto &params = m_.info.names.params;
    std::string arg = p->index <= params.size() ? params[p->index - 1] : "";
    if (t.is(TypeKind::String))
      return string_literal(arg, t.size);
    return {i64(arg.empty() ? 0 : static_cast<uint64_t>(std::stoll(arg))), t};
  }
  case K::ParamCount: return {i64(m_.info.names.params.size()), t};
  case K::Variable: return variable_ref(static_cast<const ast::Variable *>(e)->name);
  case K::MapRef: return map_read(*static_cast<const ast::MapRef *>(e));
  case K::Call: return builtin(*e);
  case K::Unary: return unary(*static_cast<const ast::Unary *>(e));
  case K::Binary: return binary(*static_cast<const ast::Binary *>(e));
  case K::Ternary: return ternary(*static_cast<const ast::Ternary *>(e));
  case K::FieldAccess: return field(*static_cast<const ast::FieldAccess *>(e));
  case K::TupleIndex: {
    auto *ti = static_cast<const ast::TupleIndex *>(e);
    return tuple_elem(expr(ti->base), ti->index);
  }
  case K::BlockExpr: {
    const ast::Block *blk = static_cast<const ast::BlockExpr *>(e)->block;
    for (size_t k = 0; k + 1 < blk->stmts.size(); k++)
      statement(blk->stmts[k]); // slots stay: the value may point into them
    return expr(static_cast<const ast::ExprStmt *>(blk->stmts.back())->expr);
  }
  case K::IndexExpr: {
    auto *ix = static_cast<const ast::IndexExpr *>(e);
    Val base = expr(ix->base);
    if (base.type.is(TypeKind::Tuple)) // $t[1], $t[1 + 1] (sema: a constant in range)
      return tuple_elem(base, static_cast<size_t>(sema::constant_int(ix->index, {.names = &m_.info.names}).value_or(0)));
    Value *i = scalar(ix->index);
    bool string = base.type.is(TypeKind::String); // its bytes, as int8 (sema)
    const Type elem = string ? t : base.type.elems[0];
    Value *dst = slot(elem.size);
    zero(dst, elem.size);
    Value *addr;
    if (base.type.is(TypeKind::Array) || string) {
      // An index past the end reads 0 (dst stays zeroed); clamped too, so
      // that the verifier sees a bounded offset.
      Value *inb = b_.CreateICmpULT(i, i64(string ? base.type.size : base.type.count));
      Value *idx = b_.CreateSelect(inb, i, i64(0));
      addr = b_.CreateInBoundsGEP(b_.getInt8Ty(), base.v, b_.CreateMul(idx, i64(elem.size)));
      BasicBlock *in = BasicBlock::Create(m_.ctx, "index_in", fn_);
      BasicBlock *done = BasicBlock::Create(m_.ctx, "index_done", fn_);
      b_.CreateCondBr(inb, in, done);
      b_.SetInsertPoint(in);
      copy(dst, addr, elem.size);
      b_.CreateBr(done);
      b_.SetInsertPoint(done);
      return load(dst, elem);
    }
    addr = b_.CreateAdd(base.v, b_.CreateMul(i, i64(elem.size)));
    unsigned id = reads_user_memory(base.type) ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel;
    call_helper(id, b_.getInt64Ty(), {dst, i32(elem.size), addr});
    return load(dst, elem);
  }
  case K::Cast: {
    auto *c = static_cast<const ast::Cast *>(e);
    if (c->declared_zero && !t.is_scalar()) // `let $v: typeof(x);`
      return {zeroed_slot(t.size), t};
    if (c->type->of && !t.is_scalar() && !t.is(TypeKind::String)) { // a value of x's type (check_types)
      Val v = expr(c->operand);
      if (v.type == t)
        return {v.v, t};
      Value *p = zeroed_slot(t.size);
      store(p, v, t);
      return {p, t};
    }
    if (t.is(TypeKind::String)) { // (string[N])s: s in N bytes (check_types: s fits)
      Val s = expr(c->operand);
      if (s.type.size == t.size)
        return {s.v, t};
      Value *dst = zeroed_slot(t.size);
      copy(dst, s.v, std::min(s.type.size, t.size));
      return {dst, t};
    }
    Type from = type_of(c->operand);
    if (t.is(TypeKind::Array) && from.is(TypeKind::String)) { // (int8[])s: a copy of its bytes
      Value *p = zeroed_slot(t.size);
      store(p, expr(c->operand), from);
      return {p, t};
    }
    if (t.is(TypeKind::Array))
      return int_to_bytes(scalar(c->operand), t);
    if (t.is(TypeKind::Bool) && from.is(TypeKind::String)) { // (bool)s: s is not empty
      Value *first = b_.CreateLoad(b_.getInt8Ty(), expr(c->operand).v);
      return {b_.CreateZExt(b_.CreateICmpNE(first, b_.getInt8(0)), b_.getInt64Ty()), t};
    }
    // An array's bytes as an integer of its size (check_types).
    Value *v = from.is(TypeKind::Array) ? load_int(expr(c->operand).v, from.size, false) : scalar(c->operand);
    if (t.is_int() && t.size < 8) {
      Value *n = b_.CreateTrunc(v, b_.getIntNTy(t.size * 8));
      v = t.is_signed ? b_.CreateSExt(n, b_.getInt64Ty()) : b_.CreateZExt(n, b_.getInt64Ty());
    } else if (t.is(TypeKind::Bool)) {
      v = b_.CreateZExt(b_.CreateICmpNE(v, i64(0)), b_.getInt64Ty());
    }
    return {v, t};
  }
  case K::Tuple: {
    auto *tu = static_cast<const ast::Tuple *>(e);
    Value *p = zeroed_slot(t.size);
    auto offsets = t.tuple_offsets();
    for (size_t i = 0; i < tu->elems.size(); i++)
      store(offset(p, offsets[i]), expr(tu->elems[i]), t.elems[i]);
    return {p, t};
  }
  case K::Sizeof: {
    auto *s = static_cast<const ast::Sizeof *>(e);
    auto named = m_.info.names.named_type(e, s->type);
    uint64_t size = named ? named->size : type_of(s->operand).size;
    return {i64(size), t};
  }
  case K::Offsetof: {
    auto *o = static_cast<const ast::Offsetof *>(e);
    auto named = m_.info.names.named_type(e, o->type);
    sema::Type rec = named ? *named : type_of(o->operand);
    auto off = sema::field_path_offset(rec, o->path); // sema checked it
    return {i64(off ? *off : 0), t};
  }
  default: return {i64(0), t};
  }
}

Val ProgramLowering::tuple_elem(const Val &tuple, size_t i) {
  return load(offset(tuple.v, tuple.type.tuple_offsets()[i]), tuple.type.elems[i]);
}

// (T[N])x: x's low t.size bytes, in memory order (little-endian).
Val ProgramLowering::int_to_bytes(Value *v, const Type &t) {
  Value *p = zeroed_slot(t.size);
  if (t.size == 1 || t.size == 2 || t.size == 4 || t.size == 8) {
    b_.CreateAlignedStore(b_.CreateTrunc(v, b_.getIntNTy(t.size * 8)), p, MaybeAlign(1));
    return {p, t};
  }
  for (uint32_t i = 0; i < t.size; i++)
    b_.CreateStore(b_.CreateTrunc(b_.CreateLShr(v, i * 8), b_.getInt8Ty()), offset(p, i));
  return {p, t};
}

Val ProgramLowering::unary(const ast::Unary &u) {
  Type t = type_of(&u);
  switch (u.op) {
  case ast::UnaryOp::Neg: return {b_.CreateNeg(scalar(u.operand)), t};
  case ast::UnaryOp::BitNot: return {b_.CreateNot(scalar(u.operand)), t};
  case ast::UnaryOp::Not:
    return {b_.CreateZExt(b_.CreateICmpEQ(scalar(u.operand), i64(0)), b_.getInt64Ty()), t};
  case ast::UnaryOp::Deref: {
    Type pt = type_of(u.operand);
    return read_memory({scalar(u.operand), reads_user_memory(pt)}, t.is_none() ? Type::u64() : t);
  }
  case ast::UnaryOp::AddrOf: { // &$v (sema: a variable): the address of its place in this run
    auto *v = static_cast<const ast::Variable *>(u.operand);
    Value *at = variable_slot(v->name, types_.vars.at(v->name));
    return {b_.CreatePtrToInt(at, b_.getInt64Ty()), t};
  }
  default: break;
  }
  // ++ and -- on a variable or map element: a read, a write, and the value
  // before (postfix) or after (prefix).
  bool inc = u.op == ast::UnaryOp::PreInc || u.op == ast::UnaryOp::PostInc;
  bool post = ast::is_postfix(u.op);
  Value *old = scalar(u.operand);
  Type ot = type_of(u.operand);
  uint64_t step = 1; // a pointer moves by one pointee (void *: one byte)
  if (ot.is(TypeKind::Pointer) && !ot.elems.empty() && ot.elems[0].size > 1)
    step = ot.elems[0].size;
  Value *now = inc ? b_.CreateAdd(old, i64(step)) : b_.CreateSub(old, i64(step));
  if (auto *v = ast::as<ast::Variable>(u.operand)) {
    b_.CreateStore(now, variable_slot(v->name, Type::s64()));
  } else if (auto *m = ast::as<ast::MapRef>(u.operand)) {
    const MapDef &def = map_def(m->name);
    Value *val = slot(8);
    b_.CreateStore(now, val);
    map_write(def, map_key(*m, def, 0), val);
  }
  return {post ? old : now, t};
}

Val ProgramLowering::binary(const ast::Binary &b) {
  Type t = type_of(&b);
  Type lt = type_of(b.lhs), rt = type_of(b.rhs);
  if (auto *p = ast::as<ast::PositionalParam>(b.lhs); p && lt.is(TypeKind::String)) { // $1 + k
    const std::string &arg = m_.info.names.params[p->index - 1];
    return string_literal(arg.substr(static_cast<const ast::Integer *>(b.rhs)->value), t.size);
  }
  if (b.op == ast::BinaryOp::LogAnd || b.op == ast::BinaryOp::LogOr) {
    // Short-circuit.
    bool is_and = b.op == ast::BinaryOp::LogAnd;
    Value *l = truth(b.lhs);
    BasicBlock *from = b_.GetInsertBlock();
    BasicBlock *rhs_bb = BasicBlock::Create(m_.ctx, is_and ? "and_rhs" : "or_rhs", fn_);
    BasicBlock *done = BasicBlock::Create(m_.ctx, is_and ? "and_done" : "or_done", fn_);
    if (is_and)
      b_.CreateCondBr(l, rhs_bb, done);
    else
      b_.CreateCondBr(l, done, rhs_bb);
    b_.SetInsertPoint(rhs_bb);
    Value *r = truth(b.rhs);
    BasicBlock *rhs_end = b_.GetInsertBlock();
    b_.CreateBr(done);
    b_.SetInsertPoint(done);
    PHINode *phi = b_.CreatePHI(b_.getInt1Ty(), 2);
    phi->addIncoming(b_.getInt1(!is_and), from);
    phi->addIncoming(r, rhs_end);
    return {b_.CreateZExt(phi, b_.getInt64Ty()), t};
  }
  if (lt.is(TypeKind::String) || rt.is(TypeKind::String) || lt.is(TypeKind::Tuple) || lt.is(TypeKind::Buffer)) {
    Value *eq = equal_values(expr(b.lhs), expr(b.rhs));
    if (b.op == ast::BinaryOp::Ne)
      eq = b_.CreateNot(eq);
    return {b_.CreateZExt(eq, b_.getInt64Ty()), t};
  }
  Value *l = scalar(b.lhs), *r = scalar(b.rhs);
  // Pointer arithmetic moves by whole elements.
  if (rt.is_integral())
    r = pointer_step(lt, b.op, r);
  bool sig = sema::promote(lt, rt).is_signed;
  Value *v = nullptr;
  auto cmp = [&](CmpInst::Predicate s, CmpInst::Predicate u) {
    return b_.CreateZExt(b_.CreateICmp(sig ? s : u, l, r), b_.getInt64Ty());
  };
  switch (b.op) {  case ast::BinaryOp::Lt: v = cmp(CmpInst::ICMP_SLT, CmpInst::ICMP_ULT); break;
  case ast::BinaryOp::Le: v = cmp(CmpInst::ICMP_SLE, CmpInst::ICMP_ULE); break;
  case ast::BinaryOp::Gt: v = cmp(CmpInst::ICMP_SGT, CmpInst::ICMP_UGT); break;
  case ast::BinaryOp::Ge: v = cmp(CmpInst::ICMP_SGE, CmpInst::ICMP_UGE); break;
  case ast::BinaryOp::Eq: v = cmp(CmpInst::ICMP_EQ, CmpInst::ICMP_EQ); break;
  case ast::BinaryOp::Ne: v = cmp(CmpInst::ICMP_NE, CmpInst::ICMP_NE); break;
  default: v = arith(b.op, l, r, sig);
  }
  return {v, t};
}

Value *ProgramLowering::pointer_step(const Type &holder, ast::BinaryOp op, Value *n) {
  if (holder.is(TypeKind::Pointer) && !holder.elems.empty() && holder.elems[0].size > 1 &&
      (op == ast::BinaryOp::Add || op == ast::BinaryOp::Sub))
    return b_.CreateMul(n, i64(holder.elems[0].size));
  return n;
}

Value *ProgramLowering::arith(ast::BinaryOp op, Value *l, Value *r, bool is_signed) {
  switch (op) {
  case ast::BinaryOp::Add: return b_.CreateAdd(l, r);
  case ast::BinaryOp::Sub: return b_.CreateSub(l, r);
  case ast::BinaryOp::Mul: return b_.CreateMul(l, r);
  case ast::BinaryOp::Shl:
  case ast::BinaryOp::Shr: {
    // A count of 64 or more (or a negative one) shifts every bit out: 0,
    // or the sign for a signed >>. LLVM's shifts are poison there, and
    // BPF's would use the count modulo 64.
    Value *wide = b_.CreateICmpUGE(r, i64(64));
    Value *n = b_.CreateAnd(r, i64(63));
    if (op == ast::BinaryOp::Shr && is_signed)
      return b_.CreateAShr(l, b_.CreateSelect(wide, i64(63), n));
    Value *v = op == ast::BinaryOp::Shl ? b_.CreateShl(l, n) : b_.CreateLShr(l, n);
    return b_.CreateSelect(wide, i64(0), v);
  }
  case ast::BinaryOp::BitAnd: return b_.CreateAnd(l, r);
  case ast::BinaryOp::BitOr: return b_.CreateOr(l, r);
  case ast::BinaryOp::BitXor: return b_.CreateXor(l, r);
  case ast::BinaryOp::Div:
  case ast::BinaryOp::Mod: {
    // A zero divisor gives 0 for both (LLVM's division by zero is
    // undefined; BPF's gives 0 for '/' but the dividend for '%').
    Value *zero = b_.CreateICmpEQ(r, i64(0));
    r = b_.CreateSelect(zero, i64(1), r);
    Value *v;
    if (!is_signed) {
      v = op == ast::BinaryOp::Div ? b_.CreateUDiv(l, r) : b_.CreateURem(l, r);
    } else {
      // BPF (before ISA v4) divides only unsigned: divide magnitudes, then
      // restore C's signs (quotient negative when the signs differ,
      // remainder with the dividend's sign).
      Value *ln = b_.CreateICmpSLT(l, i64(0)), *rn = b_.CreateICmpSLT(r, i64(0));
      Value *la = b_.CreateSelect(ln, b_.CreateNeg(l), l), *ra = b_.CreateSelect(rn, b_.CreateNeg(r), r);
      if (op == ast::BinaryOp::Div) {
        Value *q = b_.CreateUDiv(la, ra);
        v = b_.CreateSelect(b_.CreateXor(ln, rn), b_.CreateNeg(q), q);
      } else {
        Value *m = b_.CreateURem(la, ra);
        v = b_.CreateSelect(ln, b_.CreateNeg(m), m);
      }
    }
    return b_.CreateSelect(zero, i64(0), v);
  }
  default: return r;
  }
}

Val ProgramLowering::ternary(const ast::Ternary &tn) {
  Type t = type_of(&tn);
  BasicBlock *then_bb = BasicBlock::Create(m_.ctx, "tern_then", fn_);
  BasicBlock *else_bb = BasicBlock::Create(m_.ctx, "tern_else", fn_);
  BasicBlock *done = BasicBlock::Create(m_.ctx, "tern_done", fn_);
  bool memory = Val{nullptr, t}.in_memory();
  Value *result = memory ? slot(t.size) : nullptr;
  Value *cond_val = tn.then ? nullptr : scalar(tn.cond);
  b_.CreateCondBr(tn.then ? truth(tn.cond) : b_.CreateICmpNE(cond_val, i64(0)), then_bb, else_bb);

  auto arm = [&](BasicBlock *bb, const ast::Expr *e) -> std::pair<Value *, BasicBlock *> {
    b_.SetInsertPoint(bb);
    Value *v = nullptr;
    if (!e) {
      v = cond_val;
    } else if (memory) {
      store(result, expr(e), t);
    } else {
      v = scalar(e);
    }
    BasicBlock *end = b_.GetInsertBlock();
    b_.CreateBr(done);
    return {v, end};
  };
  auto [tv, tend] = arm(then_bb, tn.then);
  auto [ev, eend] = arm(else_bb, tn.otherwise);
  b_.SetInsertPoint(done);
  if (memory)
    return {result, t};
  PHINode *phi = b_.CreatePHI(b_.getInt64Ty(), 2);
  phi->addIncoming(tv, tend);
  phi->addIncoming(ev, eend);
  return {phi, t};
}

std::optional<ProgramLowering::Address> ProgramLowering::address_of(const ast::Expr *e) {
  if (auto *f = ast::as<ast::FieldAccess>(e)) {
    Type base_t = type_of(f->base);
    const Type &rec = base_t.is(TypeKind::Pointer) ? base_t.elems[0] : base_t;
    if (!rec.is(TypeKind::Record))
      return std::nullopt;
    auto fld = rec.record->field(f->field);
    if (!fld)
      return std::nullopt;
    if (base_t.is(TypeKind::Pointer))
      return Address{field_address(scalar(f->base), *rec.record, *fld), base_t.user};
    if (auto a = address_of(f->base))
      return Address{field_address(a->addr, *rec.record, *fld), a->user};
    return std::nullopt;
  }
  if (auto *u = ast::as<ast::Unary>(e); u && u->op == ast::UnaryOp::Deref) {
    Type pt = type_of(u->operand);
    if (pt.is(TypeKind::Pointer) && pt.elems[0].is(TypeKind::Record))
      return Address{scalar(u->operand), pt.user};
  }
  return std::nullopt;
}

Value *ProgramLowering::kernel_address(const ast::Expr *e) {
  auto a = address_of(e);
  return a && !a->user ? a->addr : nullptr;
}

// Copies a value of type `t` from kernel or user memory; a bit-field is
// shifted and masked out of the bytes that hold it.
Val ProgramLowering::read_memory(const Address &a, const Type &t, uint8_t bit_offset, uint8_t bit_size) {
  uint32_t size = bit_size ? (bit_offset + bit_size + 7) / 8 : std::max<uint32_t>(t.size, 1);
  Value *dst = zeroed_slot(std::max<uint32_t>(size, 8));
  unsigned helper = a.user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel;
  call_helper(helper, b_.getInt64Ty(), {dst, i32(size), a.addr});
  if (t.is(TypeKind::String)) {
    b_.CreateStore(b_.getInt8(0), offset(dst, t.size - 1));
    return {dst, t};
  }
  if (!bit_size)
    return load(dst, t);
  Value *v = b_.CreateLShr(b_.CreateLoad(b_.getInt64Ty(), dst), bit_offset);
  uint64_t mask = bit_size >= 64 ? ~0ull : (1ull << bit_size) - 1;
  v = b_.CreateAnd(v, i64(mask));
  if (t.is_signed && bit_size < 64) {
    // sign-extend the bit-field's top bit
    v = b_.CreateAShr(b_.CreateShl(v, 64 - bit_size), 64 - bit_size);
  }
  return {v, t};
}

Val ProgramLowering::kernel_field(Value *base, const sema::Record &rec, const std::string &name, const Type &t) {
  auto fld = rec.field(name);
  if (!fld) // the caller names fields every kernel has
    return {i64(0), t};
  return read_memory({field_address(base, rec, *fld), false}, t, fld->bit_offset, fld->bit_size);
}

Val ProgramLowering::field(const ast::FieldAccess &f) {
  Type base_t = type_of(f.base);
  Type t = type_of(&f);
  if (base_t.is_named_tuple()) // a record's field
    return tuple_elem(expr(f.base), *base_t.elem_index(f.field));
  const Type &rec = base_t.is(TypeKind::Pointer) ? base_t.elems[0] : base_t;
  auto fld = rec.record->field(f.field);
  if (!fld)
    return {i64(0), t};
  if (auto *id = ast::as<ast::Identifier>(f.base); id && id->name == "ctx" && unit_.kind == ast::ProbeKind::Iter) {
    // An iterator's object (ctx.task, ctx.file) as the prologue loaded it
    // from the context and null-checked it: the verifier knows it as the
    // kernel's trusted pointer, which helpers such as bpf_d_path()
    // (path(ctx.file.f_path)) require.
    if (auto it = iter_objects_.find(f.field); it != iter_objects_.end())
      return {it->second, t};
  }
  if (auto a = address_of(&f))
    return read_memory(*a, t, fld->bit_offset, fld->bit_size);
  if (fld->arg >= 0) {
    // A uprobe's typed argument: its register, cut to the type's size.
    Value *v = function_arg(fld->arg);
    if (t.is_int() && t.size < 8) {
      Value *n = b_.CreateTrunc(v, b_.getIntNTy(t.size * 8));
      v = t.is_signed ? b_.CreateSExt(n, b_.getInt64Ty()) : b_.CreateZExt(n, b_.getInt64Ty());
    }
    return {v, t};
  }
  // A field of a value kt holds: tracepoint args (the context, where loads
  // are direct) or a record already copied into a slot.
  Val base = expr(f.base);
  Value *at = offset(base.v, fld->offset);
  if (fld->data_loc) {
    // u32 locator: the data's offset (low 16 bits) from the record start.
    Value *loc = load_int(at, 4, false);
    Value *addr = b_.CreateAdd(b_.CreatePtrToInt(base.v, b_.getInt64Ty()), b_.CreateAnd(loc, i64(0xffff)));
    if (!t.is(TypeKind::String))
      return {addr, t}; // a dynamic array of non-chars: its address
    Value *dst = zeroed_slot(t.size);
    call_helper(BPF_FUNC_probe_read_kernel_str, b_.getInt64Ty(), {dst, i32(t.size), addr});
    return {dst, t};
  }
  if (Val{nullptr, t}.in_memory()) {
    Value *dst = zeroed_slot(t.size);
    call_helper(BPF_FUNC_probe_read_kernel, b_.getInt64Ty(), {dst, i32(t.size), at});
    if (t.is(TypeKind::String))
      b_.CreateStore(b_.getInt8(0), offset(dst, t.size - 1));
    return {dst, t};
  }
  if (fld->bit_size) {
    Value *v = b_.CreateLShr(load_int(at, 8, false), fld->bit_offset);
    return {b_.CreateAnd(v, i64(fld->bit_size >= 64 ? ~0ull : (1ull << fld->bit_size) - 1)), t};
  }
  return load(at, t);
}

Value *ProgramLowering::compare_strings(const Val &a, const Val &b) {
  Function *cmp = m_.bpf_helper("kt_strcmp");
  Value *r = b_.CreateCall(cmp, {a.v, i64(a.type.size), b.v, i64(b.type.size)});
  return b_.CreateICmpEQ(r, i64(0));
}

Value *ProgramLowering::equal_values(const Val &a, const Val &b) {
  if (a.type.is(TypeKind::String))
    return compare_strings(a, b);
  if (a.type.is(TypeKind::Buffer)) {
    // u32 length, then the bytes: equal lengths and equal bytes up to it.
    Value *na = load_int(a.v, 4, false), *nb = load_int(b.v, 4, false);
    Value *r = b_.CreateCall(m_.bpf_helper("kt_memcmp"), {offset(a.v, 4), i64(a.type.size - 4), offset(b.v, 4),
                                                         i64(b.type.size - 4), na});
    return b_.CreateAnd(b_.CreateICmpEQ(na, nb), b_.CreateICmpEQ(r, i64(0)));
  }
  if (a.type.is(TypeKind::Tuple)) {
    Value *all = b_.getInt1(true);
    for (size_t i = 0; i < a.type.elems.size(); i++)
      all = b_.CreateAnd(all, equal_values(tuple_elem(a, i), tuple_elem(b, i)));
    return all;
  }
  return b_.CreateICmpEQ(scalar(a), scalar(b));
}

} // namespace kt::codegen
