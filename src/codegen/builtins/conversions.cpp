// Conversions of numbers to names (sema/builtins/conversions.cpp): a
// read-only table of the names indexed by number (".rodata.kt_names"). The tables are this
// machine's: the build's x86-64 syscall table (util/syscalls.h), and the
// C library's strsignal(3) and strerror(3) texts.
#include <arpa/inet.h>

#include <cstring>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <llvm/IR/InlineAsm.h>

#include "codegen/builtins/families.h"
#include "sema/enums.h"
#include "util/syscalls.h"

namespace kt::codegen {
namespace {

using namespace llvm;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

using NameTable = std::vector<std::pair<int64_t, std::string>>;

// A table index the optimizer cannot rewrite, through an empty inline asm
// (libbpf's barrier_var): the bounds check and the access then use one
// 64-bit register, as the verifier needs. Without it, LLVM compared an
// int's 32-bit value and indexed with the 64-bit one, or turned
// `x - lo < n` into an overflow test of x against x - lo, and the
// verifier saw no bound.
Value *opaque_index(ProgramLowering &l, Value *index) {
  IRBuilder<> &b = l.b();
  auto *ty = FunctionType::get(b.getInt64Ty(), {b.getInt64Ty()}, false);
  return b.CreateCall(InlineAsm::get(ty, "", "=r,0", true), {index});
}

// Row `index` of name table `gv` (`rows` rows of `size` bytes) copied to
// `dst`; an index past the table branches to `outside`. Leaves the builder
// after the copy.
void copy_row(ProgramLowering &l, GlobalVariable *gv, size_t rows, Value *index, Value *dst, uint32_t size,
              BasicBlock *outside) {
  IRBuilder<> &b = l.b();
  BasicBlock *inside = BasicBlock::Create(b.getContext(), "row", l.function());
  index = opaque_index(l, index);
  b.CreateCondBr(b.CreateICmpULT(index, l.i64(rows)), inside, outside);
  b.SetInsertPoint(inside);
  Value *row = b.CreateInBoundsGEP(gv->getValueType(), gv, {l.i64(0), index});
  b.CreateMemCpyInline(dst, Align(8), row, Align(8), b.getInt64(size));
}

// The name of `v` in `table`, else `unknown`, as the call's string: the
// names are a read-only array indexed by number (gaps hold `unknown`), one
// bounds check and a copy, whatever the table's size. (A switch of a case
// per name made LLVM spend most of kt's start-up on a 370-case function.)
Val lookup(ProgramLowering &l, const ast::Node &n, Value *v, const char *table_name, const NameTable &table,
           const std::string &unknown) {
  IRBuilder<> &b = l.b();
  sema::Type t = type(l, n);
  int64_t last = 0;
  for (const auto &entry : table)
    last = std::max(last, entry.first);
  std::vector<std::string> names(static_cast<size_t>(last) + 1, unknown);
  for (const auto &[number, text] : table)
    names[static_cast<size_t>(number)] = text;
  GlobalVariable *gv = l.module().name_table(table_name, names, t.size);
  Value *dst = l.slot(t.size);
  Function *fn = l.function();
  BasicBlock *other = BasicBlock::Create(b.getContext(), "name_unknown", fn);
  BasicBlock *done = BasicBlock::Create(b.getContext(), "name_done", fn);
  copy_row(l, gv, names.size(), v, dst, t.size, other);
  b.CreateBr(done);
  b.SetInsertPoint(other);
  l.store_string(dst, unknown, t.size);
  b.CreateBr(done);
  b.SetInsertPoint(done);
  return {dst, t};
}

// The argument as an int, as bpftrace reads it.
Value *int_arg(ProgramLowering &l, const ast::Node &n) {
  IRBuilder<> &b = l.b();
  return b.CreateSExt(b.CreateTrunc(l.scalar(call(n).args[0]), b.getInt32Ty()), b.getInt64Ty());
}

Val syscall_name(ProgramLowering &l, const ast::Node &n) {
  static const NameTable table = [] {
    NameTable t;
    for (const util::SyscallNumber &s : util::all_syscalls())
      t.emplace_back(s.nr, s.name);
    return t;
  }();
  return lookup(l, n, int_arg(l, n), "kt_syscall_names", table, "Unknown syscall");
}

// strsignal(3) of 0 to 64 (SIGRTMAX on x86-64).
Val signal_name(ProgramLowering &l, const ast::Node &n) {
  static const NameTable table = [] {
    NameTable t;
    for (int sig = 0; sig <= 64; sig++)
      t.emplace_back(sig, ::strsignal(sig));
    return t;
  }();
  return lookup(l, n, int_arg(l, n), "kt_signal_names", table, "N/A");
}

// strerror(3) of the errors the C library knows (0 to 255); a negative
// number is the same error (a kernel function's -EPERM).
Val strerror_(ProgramLowering &l, const ast::Node &n) {
  static const NameTable table = [] {
    NameTable t;
    for (int e = 0; e < 256; e++) {
      std::string text = std::strerror(e);
      if (text.rfind("Unknown error", 0) != 0)
        t.emplace_back(e, text);
    }
    return t;
  }();
  IRBuilder<> &b = l.b();
  Value *v = int_arg(l, n);
  v = b.CreateSelect(b.CreateICmpSLT(v, l.i64(0)), b.CreateNeg(v), v);
  return lookup(l, n, v, "kt_error_names", table, "Unknown error");
}

// pton(): the address's bytes (sema checked the text), stored as immediates.
Val pton(ProgramLowering &l, const ast::Node &n) {
  sema::Type t = type(l, n);
  const std::string &text = string_arg(n, 0);
  unsigned char bytes[16] = {};
  inet_pton(t.count == 16 ? AF_INET6 : AF_INET, text.c_str(), bytes);
  Value *p = l.slot(t.size);
  l.store_string(p, std::string(reinterpret_cast<const char *>(bytes), t.count), t.size);
  return {p, t};
}

} // namespace

// The names of a dense enum (values spanning at most kDenseSpan) are a
// table indexed by value - min, as syscall_name()'s; a sparse one's are a
// switch. An empty row, or a value outside, is a number.
Val enum_text(ProgramLowering &l, Value *v, const sema::Type &at, const sema::Type &t) {
  constexpr int64_t kDenseSpan = 1024;
  IRBuilder<> &b = l.b();
  const sema::Enumeration &e = *at.enumeration;
  auto value_of = [&](uint64_t raw) { return static_cast<int64_t>(raw); };
  int64_t lo = 0, hi = 0;
  for (size_t i = 0; i < e.values.size(); i++) {
    int64_t x = value_of(e.values[i].first);
    lo = i ? std::min(lo, x) : x;
    hi = i ? std::max(hi, x) : x;
  }
  Value *dst = l.zeroed_slot(t.size);
  Function *fn = l.function();
  BasicBlock *number = BasicBlock::Create(b.getContext(), "enum_number", fn);
  BasicBlock *done = BasicBlock::Create(b.getContext(), "enum_done", fn);
  if (!e.values.empty() && hi - lo < kDenseSpan) {
    std::vector<std::string> names(static_cast<size_t>(hi - lo) + 1);
    for (auto it = e.values.rbegin(); it != e.values.rend(); ++it) // the first name of a value wins
      names[static_cast<size_t>(value_of(it->first) - lo)] = it->second;
    // Named by its contents: two enums of one name (a script's and the
    // kernel's) or two anonymous ones get a table each.
    std::string all;
    for (const std::string &name : names)
      all += name + '\n';
    std::string table = "kt_enum_" + e.name + "_" + std::to_string(t.size) + "_" +
                        std::to_string(std::hash<std::string>{}(all) & 0xffffffff);
    GlobalVariable *gv = l.module().name_table(table, names, t.size);
    copy_row(l, gv, names.size(), b.CreateSub(v, l.i64(static_cast<uint64_t>(lo))), dst, t.size, number);
    b.CreateCondBr(b.CreateICmpEQ(b.CreateLoad(b.getInt8Ty(), dst), b.getInt8(0)), number, done);
  } else {
    SwitchInst *sw = b.CreateSwitch(v, number, static_cast<unsigned>(e.values.size()));
    std::set<int64_t> seen;
    for (const auto &[raw, name] : e.values) {
      if (!seen.insert(value_of(raw)).second)
        continue;
      BasicBlock *bb = BasicBlock::Create(b.getContext(), "enum_name", fn);
      sw->addCase(b.getInt64(raw), bb);
      b.SetInsertPoint(bb);
      l.store_string(dst, name.substr(0, t.size - 1), t.size, true);
      b.CreateBr(done);
    }
  }
  b.SetInsertPoint(number);
  b.CreateCall(l.module().bpf_helper("kt_decimal"), {dst, l.i64(t.size), v, l.i64(at.is_signed ? 1 : 0)});
  b.CreateBr(done);
  b.SetInsertPoint(done);
  return {dst, t};
}

FamilyLowering conversions_lowering() {
  return {"conversions",
          {
              {"syscall_name", F, syscall_name},
              {"signal_name", F, signal_name},
              {"strerror", F, strerror_},
              {"pton", F, pton},
          }};
}

} // namespace kt::codegen
