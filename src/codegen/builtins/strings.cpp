// Strings and bytes (sema/builtins/strings.cpp): str() and buf() read
// memory with the helper its address space needs; strncmp(), strlen(),
// strstr(), strcontains() and memcmp() are C helpers
// (bpf/helpers/strings.bpf.c) over the bytes kt holds; strcap() is the
// capacity; bswap() LLVM's byte swap; ntop(), macaddr() and strftime()
// pack what the runtime formats.
#include <linux/bpf.h>

#include <algorithm>

#include "codegen/builtins/families.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

Val str(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  Type t = l.type_of(&c);
  Type at = l.type_of(c.args[0]);
  if (at.is(TypeKind::String)) {
    Value *p = l.slot(t.size);
    l.store(p, l.expr(c.args[0]), t);
    return {p, t};
  }
  if (at.enumeration)
    return enum_text(l, l.scalar(c.args[0]), at, t);
  Value *addr = l.scalar(c.args[0]);
  Value *dst = l.zeroed_slot(t.size);
  Value *size = l.i32(t.size);
  if (c.args.size() == 2 && !ast::as<ast::Integer>(c.args[1])) {
    // A run-time length: at most the buffer (and +1 for the NUL).
    Value *len = b.CreateAdd(l.scalar(c.args[1]), l.i64(1));
    Value *small = b.CreateICmpULT(len, l.i64(t.size));
    size = b.CreateTrunc(b.CreateSelect(small, len, l.i64(t.size)), b.getInt32Ty());
  }
  l.call_helper(l.string_read_helper(at), b.getInt64Ty(), {dst, size, addr});
  return {dst, t};
}

Val buf(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  Type t = l.type_of(&c);
  uint32_t cap = t.size - 4;
  Type at = l.type_of(c.args[0]);
  Value *addr;
  unsigned helper;
  if (Val{nullptr, at}.in_memory()) {
    // A string or array kt holds (comm, str(), a char[] field): its bytes
    // are in a slot, kernel memory, and there are at most its size.
    cap = std::min(cap, at.size);
    addr = b.CreatePtrToInt(l.expr(c.args[0]).v, b.getInt64Ty());
    helper = BPF_FUNC_probe_read_kernel;
  } else {
    addr = l.scalar(c.args[0]);
    helper = l.buffer_read_helper(at);
  }
  Value *len = c.args.size() == 2 ? l.scalar(c.args[1]) : l.i64(cap);
  len = b.CreateSelect(b.CreateICmpULT(len, l.i64(cap)), len, l.i64(cap));
  Value *dst = l.zeroed_slot(t.size);
  b.CreateStore(b.CreateTrunc(len, b.getInt32Ty()), dst);
  l.call_helper(helper, b.getInt64Ty(), {l.offset(dst, 4), b.CreateTrunc(len, b.getInt32Ty()), addr});
  return {dst, t};
}

Val strncmp(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  Val a = l.expr(c.args[0]), s = l.expr(c.args[1]);
  Value *r = l.b().CreateCall(l.module().bpf_helper("kt_strncmp"),
                              {a.v, l.i64(a.type.size), s.v, l.i64(s.type.size), l.scalar(c.args[2])});
  return {r, l.type_of(&c)};
}

// A string or char array kt holds: its bytes, and how many it has room for.
std::pair<Value *, Value *> string_bytes(ProgramLowering &l, const ast::Expr *e) {
  Val v = l.expr(e);
  return {v.v, l.i64(v.type.size)};
}

Val strlen_(ProgramLowering &l, const ast::Node &n) {
  auto [p, size] = string_bytes(l, call(n).args[0]);
  return {l.b().CreateCall(l.module().bpf_helper("kt_strlen"), {p, size}), type(l, n)};
}

Val strcap(ProgramLowering &l, const ast::Node &n) {
  Type t = l.type_of(call(n).args[0]);
  return {l.i64(t.is(TypeKind::Array) ? t.count : t.size), type(l, n)};
}

// strstr(), strcontains(): the needle's index in the haystack. A literal
// needle of one character (a flag letter) searches for that byte alone
// (kt_strchr), the same answer in a loop that compiles in a fraction of
// the time.
Value *find(ProgramLowering &l, const ast::Call &c) {
  auto [h, nh] = string_bytes(l, c.args[0]);
  if (const auto *lit = ast::as<ast::String>(c.args[1]); lit && lit->value.size() == 1 && lit->value[0] != 0)
    return l.b().CreateCall(l.module().bpf_helper("kt_strchr"),
                            {h, nh, l.i64(static_cast<unsigned char>(lit->value[0]))});
  auto [s, ns] = string_bytes(l, c.args[1]);
  return l.b().CreateCall(l.module().bpf_helper("kt_strstr"), {h, nh, s, ns});
}

Val strstr_(ProgramLowering &l, const ast::Node &n) { return {find(l, call(n)), type(l, n)}; }

Val strcontains(ProgramLowering &l, const ast::Node &n) {
  IRBuilder<> &b = l.b();
  return {b.CreateZExt(b.CreateICmpSGE(find(l, call(n)), l.i64(0)), b.getInt64Ty()), type(l, n)};
}

Val memcmp_(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  auto [a, na] = string_bytes(l, c.args[0]);
  auto [s, ns] = string_bytes(l, c.args[1]);
  Value *r = l.b().CreateCall(l.module().bpf_helper("kt_memcmp"), {a, na, s, ns, l.scalar(c.args[2])});
  return {r, type(l, n)};
}

// Swapped at the argument's width, zero-extended to the i64 kt computes in.
Val bswap(ProgramLowering &l, const ast::Node &n) {
  IRBuilder<> &b = l.b();
  Type t = type(l, n);
  Value *v = l.scalar(call(n).args[0]);
  if (t.size > 1) {
    llvm::Type *ty = b.getIntNTy(t.size * 8);
    v = b.CreateZExt(b.CreateUnaryIntrinsic(Intrinsic::bswap, b.CreateTrunc(v, ty)), b.getInt64Ty());
  } else {
    v = b.CreateAnd(v, l.i64(0xff));
  }
  return {v, t};
}

// {u64 af, u8 addr[16]}: ntop(addr) of an integer is IPv4.
Val ntop(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  Value *p = l.zeroed_slot(24);
  const ast::Expr *addr = c.args.back();
  Type at = l.type_of(addr);
  Value *af = c.args.size() == 2 ? l.scalar(c.args[0]) : l.i64(at.is(TypeKind::Array) && at.size == 16 ? 10 : 2);
  b.CreateStore(af, p);
  if (at.is(TypeKind::Array) || at.is(TypeKind::String))
    l.copy(l.offset(p, 8), l.expr(addr).v, std::min<uint32_t>(at.size, 16));
  else
    b.CreateAlignedStore(b.CreateTrunc(l.scalar(addr), b.getInt32Ty()), l.offset(p, 8), MaybeAlign(1));
  return {p, l.type_of(&c)};
}

// The address's 6 bytes: copied from an array kt holds, else read from the
// address (a pointer's memory; an integer's in the probed code's space).
Val macaddr(ProgramLowering &l, const ast::Node &n) {
  const ast::Expr *a = call(n).args[0];
  Type at = l.type_of(a);
  if (at.is(TypeKind::Array)) {
    Value *p = l.slot(6);
    l.copy(p, l.expr(a).v, 6);
    return {p, type(l, n)};
  }
  Value *p = l.zeroed_slot(8);
  l.call_helper(l.buffer_read_helper(at), l.b().getInt64Ty(), {p, l.i32(6), l.scalar(a)});
  return {p, type(l, n)};
}

// {u64 format index, u64 ns}.
Val strftime(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  Value *p = l.slot(16);
  l.b().CreateStore(l.i64(ModuleBuilder::intern(l.module().manifest.strftime_formats, string_arg(n, 0))), p);
  l.b().CreateStore(l.scalar(c.args[1]), l.offset(p, 8));
  return {p, l.type_of(&c)};
}

} // namespace

FamilyLowering strings_lowering() {
  return {"strings",
          {
              {"str", F, str},
              {"buf", F, buf},
              {"strncmp", F, strncmp},
              {"strlen", F, strlen_},
              {"strcap", F, strcap},
              {"strstr", F, strstr_},
              {"strcontains", F, strcontains},
              {"memcmp", F, memcmp_},
              {"bswap", F, bswap},
              {"ntop", F, ntop},
              {"macaddr", F, macaddr},
              {"strftime", F, strftime},
          }};
}

} // namespace kt::codegen
