// Kernel helpers (sema/builtins/kernel.cpp): write_user() is
// bpf_probe_write_user() of bytes kt holds, override()
// bpf_override_return(), socket_cookie() bpf_get_socket_cookie(), path()
// bpf_d_path() into a string. The kernel allows these helpers only where
// the script's text cannot say for sure (the function traced, the kernel's
// build, the pointer's origin), so each call leaves the runtime a located
// explanation of the verifier's refusal (manifest::HelperCall).
#include <linux/bpf.h>

#include <sstream>
#include <stdexcept>

#include <llvm/IR/InlineAsm.h>

#include "ast/diagnostics.h"
#include "codegen/builtins/families.h"
#include "sema/kernel_targets.h"

namespace kt::codegen {
namespace {

using namespace llvm;
using sema::Type;
using sema::TypeKind;
constexpr sema::BuiltinForm F = sema::BuiltinForm::Function;

} // namespace

void explain_refusals(ProgramLowering &l, const ast::Call &c, const char *helper, std::vector<Refusal> refusals) {
  manifest::HelperCall hc{l.unit().name, helper, {}};
  for (Refusal &r : refusals) {
    Diagnostic d{Severity::Error, c.loc, c.loc.begin, std::move(r.message), {}, std::move(r.hints)};
    std::ostringstream text;
    render_diagnostic(text, d, false);
    hc.refusals.push_back({r.verdict, text.str()});
  }
  l.module().manifest.helper_calls.push_back(std::move(hc));
}

Refusal refused_arguments(const ast::Call &c) {
  return {"", "the kernel's verifier refused this call of " + c.name + "()", {}};
}

namespace {

// The kernel withholds bpf_probe_write_user() from every program while it
// is locked down (LOCKDOWN_BPF_WRITE_USER: integrity or confidentiality
// mode, as under Secure Boot); the verifier then knows no such helper.
constexpr const char *kLockedDown = "this kernel does not let BPF programs write user memory";
constexpr const char *kLockdownHint =
    "the kernel withholds bpf_probe_write_user while it is locked down (/sys/kernel/security/lockdown says "
    "integrity or confidentiality, as under Secure Boot)";

// A 0 the optimizer cannot see. `n > 0` then stays an unsigned comparison
// (LLVM and the BPF backend would make it `n != 0`, from which the
// verifier of Linux 6.1 learns nothing), so the verifier knows n >= 1 in
// its true branch.
Value *opaque_zero(IRBuilder<> &b) {
  auto *fty = FunctionType::get(b.getInt64Ty(), {b.getInt64Ty()}, false);
  return b.CreateCall(InlineAsm::get(fty, "", "=r,0", false), {b.getInt64(0)});
}

Val write_user(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  IRBuilder<> &b = l.b();
  Value *dst = l.scalar(c.args[0]);
  Type st = l.type_of(c.args[1]);
  Value *src;
  uint32_t have = st.size;
  if (st.is_integral()) {
    // An integer's bytes, at its width (little-endian, as in memory).
    src = l.slot(8);
    l.store(src, l.expr(c.args[1]), st);
  } else {
    src = l.expr(c.args[1]).v;
    if (st.is(TypeKind::Buffer)) { // its bytes follow its u32 length
      src = l.offset(src, 4);
      have -= 4;
    }
  }
  explain_refusals(l, c, "bpf_probe_write_user",
                   {{"cannot use helper", kLockedDown, {kLockdownHint}},
                    {"unknown func", kLockedDown, {kLockdownHint}},
                    refused_arguments(c)});
  if (auto *lit = ast::as<ast::Integer>(c.args[2])) {
    Value *r = l.call_helper(BPF_FUNC_probe_write_user, b.getInt64Ty(), {dst, src, l.i32(lit->value)});
    return {b.CreateZExt(b.CreateICmpEQ(r, l.i64(0)), b.getInt64Ty()), type(l, n)};
  }
  // A length known at run time: at most the bytes kt holds, and none is no
  // write (the helper's size must be 1 or more, as the verifier checks).
  Value *len = l.scalar(c.args[2]);
  len = b.CreateSelect(b.CreateICmpULT(len, l.i64(have)), len, l.i64(have));
  BasicBlock *from = b.GetInsertBlock();
  BasicBlock *write = BasicBlock::Create(b.getContext(), "write_user", l.function());
  BasicBlock *done = BasicBlock::Create(b.getContext(), "write_user_done", l.function());
  b.CreateCondBr(b.CreateICmpUGT(len, opaque_zero(b)), write, done);
  b.SetInsertPoint(write);
  Value *r = l.call_helper(BPF_FUNC_probe_write_user, b.getInt64Ty(), {dst, src, b.CreateTrunc(len, b.getInt32Ty())});
  Value *ok = b.CreateZExt(b.CreateICmpEQ(r, l.i64(0)), b.getInt64Ty());
  BasicBlock *wrote = b.GetInsertBlock();
  b.CreateBr(done);
  b.SetInsertPoint(done);
  PHINode *phi = b.CreatePHI(b.getInt64Ty(), 2);
  phi->addIncoming(l.i64(0), from);
  phi->addIncoming(ok, wrote);
  return {phi, type(l, n)};
}

// The kernel has the helper only when built with CONFIG_BPF_KPROBE_OVERRIDE
// (the verifier says "unknown func" before Linux 6.2, "cannot use helper" since).
constexpr const char *kNoOverride =
    "this kernel cannot override a function's return: it was built without CONFIG_BPF_KPROBE_OVERRIDE";
Val override_(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  explain_refusals(l, c, "bpf_override_return",
                   {{"unknown func", kNoOverride, {}}, {"cannot use helper", kNoOverride, {}}, refused_arguments(c)});
  l.call_helper(BPF_FUNC_override_return, l.b().getInt64Ty(), {l.ctx_arg(), l.scalar(c.args[0])});
  return {nullptr, {}};
}

Val socket_cookie(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  explain_refusals(l, c, "bpf_get_socket_cookie",
                   {{"expected=",
                     "the kernel takes a socket for socket_cookie() only as the probe's arguments give it",
                     {"pass the socket pointer of the probe's arguments itself (args.sk): one read from memory "
                      "(args.sk->sk_socket->sk) or cast from an integer is not one the kernel trusts"}},
                    refused_arguments(c)});
  return {l.call_helper(BPF_FUNC_get_socket_cookie, l.b().getInt64Ty(), {l.scalar(c.args[0])}), type(l, n)};
}

// bpf_d_path() works in iterators and in fentry/fexit programs of the
// functions in the kernel's btf_allowlist_d_path set only
// (kernel/trace/bpf_trace.c), which BTF does not describe: the verifier says
// "helper call is not allowed".
Val path(ProgramLowering &l, const ast::Node &n) {
  const ast::Call &c = call(n);
  const auto &funcs = l.unit().functions;
  std::string where = funcs.empty() ? std::string("this probe") : "'" + sema::kernel_probe_text(l.unit().kind, funcs[0]) + "'";
  explain_refusals(
      l, c, "bpf_d_path",
      {{"not allowed",
        "the kernel does not allow path() in " + where,
        {"bpf_d_path works only in fentry/fexit probes of the functions the kernel allows it in "
         "(btf_allowlist_d_path: vfs_truncate, vfs_fallocate, dentry_open, vfs_getattr, filp_close, "
         "security_file_open, security_file_permission, security_inode_getattr, security_path_truncate, ...)"}},
       {"expected=",
        "the kernel takes a struct path for path() only as the probe's arguments give it",
        {"pass an argument (args.path) or a field through one (args.file->f_path)"}},
       refused_arguments(c)});
  Type t = type(l, n);
  const ast::Expr *p = c.args[0];
  Value *addr = l.type_of(p).is(TypeKind::Pointer) ? l.scalar(p) : l.kernel_address(p);
  if (!addr) // check_types allows only struct paths kernel_address() finds
    throw std::logic_error("path(): no kernel address for its struct path");
  Value *dst = l.zeroed_slot(t.size);
  l.call_helper(BPF_FUNC_d_path, l.b().getInt64Ty(), {addr, dst, l.i32(t.size)});
  return {dst, t};
}

} // namespace

FamilyLowering kernel_lowering() {
  return {"kernel",
          {
              {"write_user", F, write_user},
              {"override", F, override_},
              {"socket_cookie", F, socket_cookie},
              {"path", F, path},
          }};
}

} // namespace kt::codegen
